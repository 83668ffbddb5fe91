import { BatchGetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * What the table costs, from DynamoDB's own ConsumedCapacity (bench/capacity.ts). With
 * DYNAMODB_RECORD_CAPACITY set, every call asks for ReturnConsumedCapacity: 'INDEXES' and its units are
 * summed per operation + entity (read from the item key ElectroDB wrote: `$lead_1#…` → lead) and per
 * table/index. A conditional write that fails answers an error without ConsumedCapacity, yet DynamoDB
 * charges it: the item's size at the time (at least 1 WRU; the old item comes back with
 * ReturnValuesOnConditionCheckFailure: 'ALL_OLD'), twice that inside a transaction. Those are estimated
 * with the documented sizing rules and counted apart (`failed`, `estimatedWru`); so is the minimum
 * charge of a read DynamoDB Local reports as 0 (`estimatedRru`).
 *
 * DynamoDB Local's units for TransactWriteItems do not follow the documented rules (4 items of about
 * 1 KB reported as 52 WRU, and 14 items as 52 too), so a transaction is computed from its items as
 * they are after the commit (read back, outside the tally): per item 2 WRU per KB on the table (the
 * transactional rate) and 1 WRU per KB on each index the item is in (all indexes project ALL, so any
 * change writes the index; a changed index key, delete + put, is not told apart here). A deleted item
 * counts its 2 WRU minimum.
 */
export interface Units {
  rru: number;
  wru: number;
}
export interface OperationTally extends Units {
  calls: number;
  /** Conditional writes refused (ConditionalCheckFailed, or a transaction cancelled by a condition). */
  failed: number;
  /** Of the units above, those computed from item sizes (failed writes) rather than reported. */
  estimatedWru: number;
  /** Of the units above, the minimum charge of reads DynamoDB Local reported as 0 (nothing found). */
  estimatedRru: number;
}
export interface CapacityTally {
  /** `<Operation> <entity>[+<entity>…]`, e.g. `UpdateItem tenantcounter`, `TransactWriteItems conversation+lead+…`. */
  operations: Map<string, OperationTally>;
  /** `<table>`, `<table>/<index>`. */
  targets: Map<string, Units>;
  /** Calls whose answer carried no ConsumedCapacity (DynamoDB Local omits it for some operations). */
  unreported: Map<string, number>;
}

const tally: CapacityTally = { operations: new Map(), targets: new Map(), unreported: new Map() };

/** What was counted since the last reset. */
export function capacityTally(): CapacityTally {
  return tally;
}

export function resetCapacityTally(): void {
  tally.operations.clear();
  tally.targets.clear();
  tally.unreported.clear();
}

const WITH_CAPACITY = new Set([
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
]);
const SINGLE_WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem']);

type Attr = Record<string, unknown>;

/** The entity a key or item belongs to: ElectroDB's `$<entity>_<version>#…` sort key, else the raw prefix (`auth#…`). */
function entityOf(item: Attr | undefined): string {
  if (!item) return '?';
  const raw = (item.sk ?? item.pk) as unknown;
  const text = typeof raw === 'string' ? raw : ((raw as { S?: string } | undefined)?.S ?? '');
  const electro = /^\$([a-z0-9]+)_\d+/i.exec(text);
  if (electro) return electro[1].toLowerCase();
  const pk = typeof item.pk === 'string' ? item.pk : ((item.pk as { S?: string } | undefined)?.S ?? '');
  return pk.split('#')[0] || '?';
}

function label(op: string, input: Attr): string {
  const keyOf = (x: Attr | undefined) => (x?.Key ?? x?.Item) as Attr | undefined;
  if (op === 'Query' || op === 'Scan') {
    const values = (input.ExpressionAttributeValues ?? {}) as Attr;
    const sk = Object.values(values).find((v) => {
      const s = typeof v === 'string' ? v : (v as { S?: string } | undefined)?.S;
      return typeof s === 'string' && /^\$[a-z0-9]+_\d+/i.test(s);
    });
    const index = input.IndexName ? ` (${input.IndexName})` : '';
    return `${op} ${sk ? entityOf({ sk }) : '?'}${index}`;
  }
  if (op === 'TransactWriteItems') {
    const items = (input.TransactItems ?? []) as Attr[];
    const names = items.map((t) => entityOf(keyOf(Object.values(t)[0] as Attr)));
    return `${op} ${[...new Set(names)].sort().join('+')}`;
  }
  if (op === 'TransactGetItems') {
    const items = (input.TransactItems ?? []) as Attr[];
    return `${op} ${[...new Set(items.map((t) => entityOf(keyOf(t.Get as Attr))))].sort().join('+')}`;
  }
  if (op === 'BatchGetItem' || op === 'BatchWriteItem') {
    const requests = Object.values((input.RequestItems ?? {}) as Record<string, unknown>)[0];
    const first =
      op === 'BatchGetItem'
        ? ((requests as { Keys?: Attr[] })?.Keys?.[0] as Attr | undefined)
        : keyOf(((requests as Attr[])?.[0]?.PutRequest ?? (requests as Attr[])?.[0]?.DeleteRequest) as Attr);
    return `${op} ${entityOf(first)}`;
  }
  return `${op} ${entityOf(keyOf(input))}`;
}

/** An AttributeValue's size by DynamoDB's rules (docs: "Item sizes and formats"). */
function valueSize(v: unknown): number {
  const a = v as Record<string, unknown>;
  if ('S' in a) return Buffer.byteLength(String(a.S));
  if ('N' in a) {
    const digits = String(a.N).replace(/^-/, '').replace('.', '').replace(/^0+/, '');
    return Math.ceil(digits.length / 2) + 1;
  }
  if ('B' in a) return (a.B as Uint8Array).length;
  if ('BOOL' in a || 'NULL' in a) return 1;
  if ('SS' in a) return (a.SS as string[]).reduce((n, s) => n + Buffer.byteLength(s), 0);
  if ('NS' in a) return (a.NS as string[]).reduce((n, s) => n + valueSize({ N: s }), 0);
  if ('L' in a) return 3 + (a.L as unknown[]).reduce((n: number, x) => n + 1 + valueSize(x), 0);
  if ('M' in a) return 3 + itemSize(a.M as Attr) + Object.keys(a.M as Attr).length;
  return 0;
}

/** An item's size in bytes: attribute names plus values. */
function itemSize(item: Attr): number {
  return Object.entries(item).reduce((n, [k, v]) => n + Buffer.byteLength(k) + valueSize(v), 0);
}

const writeUnits = (item: Attr | undefined) => Math.max(1, Math.ceil((item ? itemSize(item) : 0) / 1024));

function entry(key: string): OperationTally {
  let t = tally.operations.get(key);
  if (!t) {
    t = { calls: 0, failed: 0, rru: 0, wru: 0, estimatedWru: 0, estimatedRru: 0 };
    tally.operations.set(key, t);
  }
  return t;
}

function addTarget(name: string, rru: number, wru: number): void {
  const t = tally.targets.get(name) ?? { rru: 0, wru: 0 };
  t.rru += rru;
  t.wru += wru;
  tally.targets.set(name, t);
}

interface Consumed {
  TableName?: string;
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
  Table?: { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<
    string,
    { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number }
  >;
}

/** Reads and writes apart: DynamoDB fills Read/WriteCapacityUnits, or only CapacityUnits (then the operation says which). */
function split(
  c: { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number } | undefined,
  isWrite: boolean,
): Units {
  if (!c) return { rru: 0, wru: 0 };
  if (c.ReadCapacityUnits !== undefined || c.WriteCapacityUnits !== undefined)
    return { rru: c.ReadCapacityUnits ?? 0, wru: c.WriteCapacityUnits ?? 0 };
  return isWrite ? { rru: 0, wru: c.CapacityUnits ?? 0 } : { rru: c.CapacityUnits ?? 0, wru: 0 };
}

function record(op: string, key: string, consumed: Consumed | Consumed[] | undefined, input: Attr): void {
  const t = entry(key);
  t.calls++;
  const isWrite = /Put|Update|Delete|Write/.test(op);
  const list = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  if (list.length === 0) {
    tally.unreported.set(key, (tally.unreported.get(key) ?? 0) + 1);
    return;
  }
  for (const c of list) {
    const total = split(c, isWrite);
    const table = c.TableName ?? '?';
    if (!isWrite && total.rru === 0) {
      // DynamoDB Local reports 0 for a read that finds nothing (a Query of an empty index range);
      // DynamoDB charges the minimum: 0.5 RRU, 1 when strongly consistent
      const minimum = input.ConsistentRead ? 1 : 0.5;
      t.rru += minimum;
      t.estimatedRru += minimum;
      addTarget(input.IndexName ? `${table}/${String(input.IndexName)}` : table, minimum, 0);
      continue;
    }
    t.rru += total.rru;
    t.wru += total.wru;
    if (c.Table || c.GlobalSecondaryIndexes) {
      const own = split(c.Table, isWrite);
      addTarget(table, own.rru, own.wru);
      for (const [index, units] of Object.entries(c.GlobalSecondaryIndexes ?? {})) {
        const u = split(units, isWrite);
        addTarget(`${table}/${index}`, u.rru, u.wru);
      }
    } else addTarget(table, total.rru, total.wru);
  }
}

function recordFailure(key: string, err: unknown, input: Attr): void {
  const t = entry(key);
  t.calls++;
  const name = (err as { name?: string }).name;
  let wru = 0;
  if (name === 'ConditionalCheckFailedException') {
    wru = writeUnits((err as { Item?: Attr }).Item);
  } else if (name === 'TransactionCanceledException') {
    // each item of a refused transaction: its current size, as a transactional (2×) write
    const reasons = ((err as { CancellationReasons?: { Code?: string; Item?: Attr }[] }).CancellationReasons ?? []) as {
      Code?: string;
      Item?: Attr;
    }[];
    const items = (input.TransactItems ?? []) as Attr[];
    wru = items.reduce((n, _, i) => n + 2 * writeUnits(reasons[i]?.Item), 0);
  } else return;
  t.failed++;
  t.wru += wru;
  t.estimatedWru += wru;
  addTarget(`${String(input.TableName ?? '')}(failed writes, estimated)`, 0, wru);
}

const untracked = new WeakSet<object>();
const GSIS = ['gsi1', 'gsi2', 'gsi3'];

/** A committed transaction's units from its items' sizes (see above). */
async function transactionUnits(client: DynamoDBClient, input: Attr): Promise<Consumed> {
  const actions = ((input.TransactItems ?? []) as Attr[]).map((t) => Object.entries(t)[0] as [string, Attr]);
  const table = String(actions[0]?.[1].TableName);
  const keys = actions
    .filter(([kind]) => kind === 'Put' || kind === 'Update')
    .map(([, a]) => pick((a.Key ?? a.Item) as Attr));
  const request = { RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } };
  untracked.add(request);
  const items = keys.length
    ? ((await client.send(new BatchGetItemCommand(request as never))).Responses?.[table] ?? [])
    : [];
  const sizeOf = (key: Attr) => items.find((i) => JSON.stringify(pick(i as Attr)) === JSON.stringify(pick(key)));
  const consumed: Consumed = { TableName: table, Table: { WriteCapacityUnits: 0 }, GlobalSecondaryIndexes: {} };
  for (const [kind, action] of actions) {
    if (kind === 'ConditionCheck') continue;
    const item = kind === 'Delete' ? undefined : sizeOf((action.Key ?? action.Item) as Attr);
    const units = writeUnits(item as Attr | undefined);
    (consumed.Table as { WriteCapacityUnits: number }).WriteCapacityUnits += 2 * units;
    for (const gsi of GSIS) {
      if (!item || !(`${gsi}pk` in item)) continue;
      const g = (consumed.GlobalSecondaryIndexes as Record<string, { WriteCapacityUnits: number }>)[gsi] ?? {
        WriteCapacityUnits: 0,
      };
      g.WriteCapacityUnits += units;
      (consumed.GlobalSecondaryIndexes as Record<string, { WriteCapacityUnits: number }>)[gsi] = g;
    }
  }
  const gsiTotal = Object.values(consumed.GlobalSecondaryIndexes ?? {}).reduce(
    (n, g) => n + (g.WriteCapacityUnits ?? 0),
    0,
  );
  consumed.WriteCapacityUnits = (consumed.Table?.WriteCapacityUnits ?? 0) + gsiTotal;
  return consumed;
}

/** The table key of an item or key (pk, sk) as AttributeValues, whatever else it holds and however marshalled. */
const attr = (v: unknown) => (typeof v === 'string' ? { S: v } : v);
const pick = (item: Attr) => ({ pk: attr(item.pk), sk: attr(item.sk) });

/** Adds the middleware to the raw client the document client wraps (db/client.ts, when the flag is set). */
export function recordCapacity(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const op = String(context.commandName ?? '').replace(/Command$/, '');
      const input = args.input as Attr;
      if (!WITH_CAPACITY.has(op) || untracked.has(input)) return next(args);
      input.ReturnConsumedCapacity = 'INDEXES';
      if (SINGLE_WRITES.has(op) && input.ConditionExpression) input.ReturnValuesOnConditionCheckFailure = 'ALL_OLD';
      if (op === 'TransactWriteItems') {
        for (const t of (input.TransactItems ?? []) as Attr[]) {
          const action = Object.values(t)[0] as Attr;
          if (action?.ConditionExpression) action.ReturnValuesOnConditionCheckFailure = 'ALL_OLD';
        }
      }
      const key = label(op, input);
      try {
        const result = await next(args);
        const reported = (result.output as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity;
        if (op === 'TransactWriteItems') {
          const computed = await transactionUnits(client, input);
          entry(key).estimatedWru += computed.WriteCapacityUnits ?? 0;
          record(op, key, computed, input);
        } else record(op, key, reported, input);
        return result;
      } catch (err) {
        recordFailure(key, err, input);
        throw err;
      }
    },
    { step: 'initialize', name: 'parleyConsumedCapacity' },
  );
}
