import * as z from 'zod';

/** POST /api/settings/account/delete: the company name typed by the owner, to confirm the deletion. */
export const deleteAccountRequest = z.object({ confirmation: z.string().max(200) }).strict();

/** GET /api/settings/account: what the Delete Account dialog asks the owner to type. */
export const accountResponse = z.object({ companyName: z.string() });
export type AccountInfo = z.infer<typeof accountResponse>;
