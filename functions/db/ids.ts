import { randomUUID } from 'node:crypto';

/** Record ids are UUIDs (spec part 1 §3); time order comes from createdAt sort keys, not from ids. */
export const newId = (): string => randomUUID();
