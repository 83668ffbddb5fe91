import { listEnquiriesQuery, listEnquiriesResponse } from '../../../shared/schemas/admin';
import { listEnquiries } from '../../core/admin/enquiries';
import { http } from '../../kit/http';

/** GET /api/admin/enquiries?search=&cursor=&limit= — contact-form enquiries, newest first, with the summary. */
export const handler = http(
  { auth: 'admin', response: listEnquiriesResponse, query: listEnquiriesQuery },
  ({ query }) => listEnquiries(query),
);
