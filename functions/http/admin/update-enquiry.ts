import { adminEnquiryResponse, enquiryParams, updateEnquiryRequest } from '../../../shared/schemas/admin';
import { updateEnquiry } from '../../core/admin/enquiries';
import { http } from '../../kit/http';

/** PATCH /api/admin/enquiries/{id} `{status?, internalNotes?}` — 404 for an unknown id. */
export const handler = http(
  { auth: 'admin', response: adminEnquiryResponse, body: updateEnquiryRequest, params: enquiryParams },
  async ({ body, params }) => ({ enquiry: await updateEnquiry(params.id, body) }),
);
