import {
  createCannedResponseBody,
  createCannedResponseResponse,
  deleteCannedResponseParams,
  deleteCannedResponseResponse,
  listCannedResponsesResponse,
  updateCannedResponseBody,
  updateCannedResponseParams,
  updateCannedResponseResponse,
} from '../../schemas/canned-responses';
import { withSchemas } from '../route';
import { cannedResponses as routes } from '../routes/canned-responses';

/** cannedResponses: each route of routes/canned-responses.ts with its schemas. */
export const cannedResponses = withSchemas(routes, {
  listCannedResponses: { response: listCannedResponsesResponse },
  createCannedResponse: { body: createCannedResponseBody, response: createCannedResponseResponse },
  updateCannedResponse: {
    params: updateCannedResponseParams,
    body: updateCannedResponseBody,
    response: updateCannedResponseResponse,
  },
  deleteCannedResponse: { params: deleteCannedResponseParams, response: deleteCannedResponseResponse },
});
