import {
  requestAgentUploadBody,
  requestAgentUploadResponse,
  requestVisitorUploadBody,
  requestVisitorUploadResponse,
  sendAgentAttachmentBody,
  sendAgentAttachmentParams,
  sendAgentAttachmentResponse,
  sendVisitorAttachmentBody,
  sendVisitorAttachmentParams,
  sendVisitorAttachmentResponse,
} from '../../schemas/attachments';
import { withSchemas } from '../route';
import { attachments as routes } from '../routes/attachments';

/** attachments: each route of routes/attachments.ts with its schemas. */
export const attachments = withSchemas(routes, {
  requestAgentUpload: { body: requestAgentUploadBody, response: requestAgentUploadResponse },
  sendAgentAttachment: {
    params: sendAgentAttachmentParams,
    body: sendAgentAttachmentBody,
    response: sendAgentAttachmentResponse,
  },
  requestVisitorUpload: { body: requestVisitorUploadBody, response: requestVisitorUploadResponse },
  sendVisitorAttachment: {
    params: sendVisitorAttachmentParams,
    body: sendVisitorAttachmentBody,
    response: sendVisitorAttachmentResponse,
  },
});
