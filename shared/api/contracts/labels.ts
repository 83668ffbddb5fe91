import {
  createLabelBody,
  createLabelResponse,
  deleteLabelParams,
  deleteLabelResponse,
  exportConversationsCsvQuery,
  exportConversationsCsvResponse,
  listLabelsResponse,
  setConversationLabelsBody,
  setConversationLabelsParams,
  setConversationLabelsResponse,
  updateLabelBody,
  updateLabelParams,
  updateLabelResponse,
} from '../../schemas/labels';
import { withSchemas } from '../route';
import { labels as routes } from '../routes/labels';

/** labels: each route of routes/labels.ts with its schemas. */
export const labels = withSchemas(routes, {
  listLabels: { response: listLabelsResponse },
  createLabel: { body: createLabelBody, response: createLabelResponse },
  updateLabel: { params: updateLabelParams, body: updateLabelBody, response: updateLabelResponse },
  deleteLabel: { params: deleteLabelParams, response: deleteLabelResponse },
  setConversationLabels: {
    params: setConversationLabelsParams,
    body: setConversationLabelsBody,
    response: setConversationLabelsResponse,
  },
  exportConversationsCsv: { query: exportConversationsCsvQuery, response: exportConversationsCsvResponse },
});
