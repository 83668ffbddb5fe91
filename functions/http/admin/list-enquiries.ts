import { admin } from '@shared/api/contracts/admin';
import { listEnquiries } from '../../core/admin/enquiries';
import { http } from '../../kit/http';

/** GET /api/admin/enquiries?search=&cursor=&limit= — contact-form enquiries, newest first, with the summary. */
export const handler = http(admin.listEnquiries, ({ query }) => listEnquiries(query));
