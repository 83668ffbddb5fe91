import {
  requestAgentUploadBody,
  requestAgentUploadResponse,
  requestVisitorUploadBody,
  requestVisitorUploadResponse,
  sendAgentAttachmentBody,
  sendAgentAttachmentResponse,
  sendVisitorAttachmentBody,
  sendVisitorAttachmentResponse,
} from '../../schemas/attachments';
import { withSchemas } from '../route';
import { attachments as routes } from '../routes/attachments';

/** attachments: each route of routes/attachments.ts with its schemas. */
export const attachments = withSchemas(routes, {
  requestAgentUpload: { body: requestAgentUploadBody, response: requestAgentUploadResponse },
  sendAgentAttachment: {
    body: sendAgentAttachmentBody,
    response: sendAgentAttachmentResponse,
  },
  requestVisitorUpload: { body: requestVisitorUploadBody, response: requestVisitorUploadResponse },
  sendVisitorAttachment: {
    body: sendVisitorAttachmentBody,
    response: sendVisitorAttachmentResponse,
  },
});
