import * as aiWebpagesSchemas from '../../schemas/ai-webpages';
import * as common from '../../schemas/common';
import { withSchemas } from '../route';
import { aiWebpages as routes } from '../routes/ai-webpages';

/** aiWebpages: each route of routes/ai-webpages.ts with its schemas. */
export const aiWebpages = withSchemas(routes, {
  listWebpages: { response: aiWebpagesSchemas.webpageListSchema },
  createWebpage: { body: aiWebpagesSchemas.createWebpageSchema, response: aiWebpagesSchemas.webpageReplySchema },
  getWebpage: { params: common.idParams, response: aiWebpagesSchemas.webpageReplySchema },
  updateWebpage: {
    body: aiWebpagesSchemas.updateWebpageFormBody,
    params: common.idParams,
    response: aiWebpagesSchemas.webpageReplySchema,
  },
  deleteWebpage: { params: common.idParams, response: common.noContentResponse },
  setWebpageStatus: {
    body: aiWebpagesSchemas.webpageStatusSchema,
    params: common.idParams,
    response: aiWebpagesSchemas.webpageReplySchema,
  },
  previewWebpage: { params: common.idParams, response: aiWebpagesSchemas.webpagePreviewResponse },
  writeContent: {
    body: aiWebpagesSchemas.writeWebpageRequestSchema,
    response: aiWebpagesSchemas.writeWebpageResultSchema,
  },
});
