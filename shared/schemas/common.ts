import { z } from 'zod';

/** Building blocks shared by entity and payload schemas. Messages are the spec's where it gives them. */
export const id = z.string().min(1).max(64);
export const timestamp = z.string().datetime();
export const email = z.string().trim().toLowerCase().max(254).email('Invalid email address');
export const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Invalid color format');
export const shortText = (max = 200) => z.string().trim().max(max);
export const minText = (min: number, label: string, max = 2000) =>
  z
    .string()
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
export const paise = z.number().int('Must be whole paise').min(0, 'Price must be 0 or greater');
export const jsonObject = z.record(z.string(), z.unknown());

export const timestamps = { createdAt: timestamp, updatedAt: timestamp };

/** The response schema of a route that answers 204 with no body. */
export const noContentResponse = z.undefined();
