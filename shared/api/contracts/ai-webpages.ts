import {
  createWebpageSchema,
  updateWebpageFormBody,
  webpageListSchema,
  webpagePreviewResponse,
  webpageReplySchema,
  webpageStatusSchema,
  writeWebpageRequestSchema,
  writeWebpageResultSchema,
} from '../../schemas/ai-webpages';
import { idParams, noContentResponse } from '../../schemas/common';
import { withSchemas } from '../route';
import { aiWebpages as routes } from '../routes/ai-webpages';

/** aiWebpages: each route of routes/ai-webpages.ts with its schemas. */
export const aiWebpages = withSchemas(routes, {
  listWebpages: { response: webpageListSchema },
  createWebpage: { body: createWebpageSchema, response: webpageReplySchema },
  getWebpage: { params: idParams, response: webpageReplySchema },
  updateWebpage: { body: updateWebpageFormBody, params: idParams, response: webpageReplySchema },
  deleteWebpage: { params: idParams, response: noContentResponse },
  setWebpageStatus: { body: webpageStatusSchema, params: idParams, response: webpageReplySchema },
  previewWebpage: { params: idParams, response: webpagePreviewResponse },
  writeContent: { body: writeWebpageRequestSchema, response: writeWebpageResultSchema },
});
