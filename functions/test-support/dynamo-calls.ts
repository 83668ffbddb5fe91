import { documentClient } from '../db/client';

/** One DynamoDB command as the document client sent it: its name, the entity it touched, how it ended. */
export interface DynamoCall {
  command: string;
  /** ElectroDB's entity name(s) from the item or key (`__edb_e__`), or the key's pk when none. */
  target: string;
  /** The SDK error's name when the call failed (e.g. ConditionalCheckFailedException). */
  error?: string;
  /** When it was sent and answered, ms since `during` began. */
  sentAt: number;
  answeredAt?: number;
}

const targetOf = (input: Record<string, unknown>): string => {
  const key = (input.Key ?? input.Item ?? {}) as Record<string, unknown>;
  const items = (input.TransactItems as Record<string, { Key?: unknown; Item?: unknown }>[] | undefined)?.map(
    (t) => Object.values(t)[0],
  );
  if (items)
    return `tx[${items.map((i) => String((i.Item as { __edb_e__?: string })?.__edb_e__ ?? pkOf(i.Key))).join(',')}]`;
  const batch = Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: unknown[] }>)[0]?.Keys;
  if (batch) return `batch[${batch.map(pkOf).join(',')}]`;
  if (input.KeyConditionExpression)
    return `${input.IndexName ?? 'table'} ${String((Object.values(input.ExpressionAttributeValues ?? {}) as unknown[]).find((v) => typeof v === 'string' && v.startsWith('$')) ?? '').split('#')[0]}`;
  return String((key as { __edb_e__?: string }).__edb_e__ ?? pkOf(key));
};
/** The key's sort key up to its first composite (`$conversation_1`), else its partition's first part. */
const pkOf = (key: unknown) => {
  const k = (key ?? {}) as { pk?: string; sk?: string };
  return String(k.sk ?? k.pk ?? '').split('#')[0];
};

/**
 * Records every command the instance's document client sends while `during` runs (a middleware on the
 * client's stack, removed after): how many round trips a request makes, and which conditional writes fail.
 */
export async function dynamoCallsOf<T>(during: () => Promise<T>): Promise<{ result: T; calls: DynamoCall[] }> {
  const calls: DynamoCall[] = [];
  const t0 = performance.now();
  const since = () => Math.round((performance.now() - t0) * 10) / 10;
  const stack = documentClient().middlewareStack;
  const name = `dynamo-calls-${Math.random().toString(36).slice(2)}`;
  stack.add(
    (next, context) => async (args) => {
      const call: DynamoCall = {
        command: String(context.commandName ?? '').replace(/Command$/, ''),
        target: targetOf(args.input as Record<string, unknown>),
        sentAt: since(),
      };
      calls.push(call);
      try {
        return await next(args);
      } catch (err) {
        call.error = (err as Error).name;
        throw err;
      } finally {
        call.answeredAt = since();
      }
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await during(), calls };
  } finally {
    stack.remove(name);
  }
}
