import * as knowledgeSchemas from '../../schemas/knowledge';
import * as drafts from '../../schemas/knowledge-drafts';
import { withSchemas } from '../route';
import { knowledge as routes } from '../routes/knowledge';

const k = knowledgeSchemas;
const source = { params: k.sourceParams, response: k.sourceResponse };

/** knowledge (issue 33): each route of routes/knowledge.ts with its schemas. */
export const knowledge = withSchemas(routes, {
  listSources: { response: k.listSourcesResponse },
  getSource: source,
  listPages: { params: k.sourceParams, query: k.listPagesQuery, response: k.listPagesResponse },
  addWebsite: { body: k.addWebsiteInput, response: k.sourceResponse },
  requestUpload: { body: k.requestUploadInput, response: k.requestUploadResponse },
  confirmUpload: source,
  addText: { body: k.addTextInput, response: k.sourceResponse },
  addQa: { body: k.addQaInput, response: k.sourceResponse },
  resyncSource: source,
  cancelSource: source,
  deleteSource: { params: k.sourceParams, response: k.deleteSourceResponse },
  draftIntents: { body: drafts.intentDraftsInput, response: drafts.intentDraftsResponse },
  acceptIntentDrafts: { body: drafts.acceptIntentDraftsInput, response: drafts.acceptIntentDraftsResponse },
});
