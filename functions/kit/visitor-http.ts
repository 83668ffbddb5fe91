/**
 * Kept for the handlers that still import it: kit/http.ts is the one factory now (each auth level loads
 * its own verifier when first needed). Replace the imports with '../../kit/http' and delete this file.
 */
export { http } from './http';
