import * as z from 'zod';
import { parseResponse, ResponseContractError } from './response-contract';

const list = z.object({ items: z.array(z.object({ id: z.string(), name: z.string().min(2) })), total: z.number() });
const logged = () => {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...a: unknown[]) => errors.push(a) } as never };
};

describe('parseResponse', () => {
  it('leaves out (and logs) the list items that no longer parse, keeping the rest of the page', () => {
    const { errors, log } = logged();
    const body = {
      items: [
        { id: 'a', name: 'Alpha' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'Gamma' },
        { id: 'd', name: 7 },
      ],
      total: 4,
    };
    expect(parseResponse(list, body, log).body).toEqual({
      items: [
        { id: 'a', name: 'Alpha' },
        { id: 'c', name: 'Gamma' },
      ],
      total: 4,
    });
    expect(errors).toHaveLength(1);
    expect((errors[0][1] as { items: string[] }).items.sort()).toEqual(['items.1', 'items.3']);
    expect(body.items).toHaveLength(4); // the handler's own object is not changed
  });

  it('still refuses a response that is wrong outside its list items (a server bug, a 500)', () => {
    expect(() => parseResponse(list, { items: [{ id: 'a', name: 'Alpha' }], total: 'four' })).toThrow(
      ResponseContractError,
    );
    // a bad value in a list of plain values is the record's own field, not a record to leave out
    expect(() => parseResponse(z.object({ tags: z.array(z.string()) }), { tags: ['x', 1] })).toThrow(
      ResponseContractError,
    );
  });
});
