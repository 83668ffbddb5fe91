/** Forms use the server's own mapping of zod issues to fields (shared/field-errors.ts). */
export { fieldErrors } from '@shared/field-errors';
