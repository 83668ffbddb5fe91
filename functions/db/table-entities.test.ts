import { db as service } from './service';
import * as db from './table-entities';

/**
 * The functions reach each entity through table-entities.ts, the tests through the Service of
 * service.ts: both must be the same entities, so the items the functions write are the Service's to the
 * byte (same model, keys and attributes), and every entity of the Service has its accessor.
 */
const accessors = Object.entries(db).filter(
  ([name, value]) => typeof value === 'function' && name !== 'writeTransaction',
);

describe('the entities one by one', () => {
  it('has one accessor per entity of the Service, returning the very entity the Service joined', () => {
    const entities = service().entities as Record<string, unknown>;
    expect(accessors.map(([name]) => name).sort()).toEqual(Object.keys(entities).sort());
    for (const [name, accessor] of accessors) expect((accessor as () => unknown)(), name).toBe(entities[name]);
  });

  it('binds each entity to the configured table', () => {
    expect(db.lead().getTableName()).toBe(process.env.TABLE_NAME);
    const { TableName, Key } = db.conversation().get({ clientId: 'c1', id: 'x1' }).params();
    expect(TableName).toBe(process.env.TABLE_NAME);
    expect(Key).toEqual(service().entities.conversation.get({ clientId: 'c1', id: 'x1' }).params().Key);
  });
});
