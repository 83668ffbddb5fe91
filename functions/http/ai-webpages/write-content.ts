import { aiWebpages } from '@shared/api/contracts/ai-webpages';
import { writeWebpageContent } from '../../core/webpages/write-content';
import { http } from '../../kit/http';

/** POST /api/ai-webpages/write-content — "Write it for me": the template's fields, title and description. */
export const handler = http(aiWebpages.writeContent, async ({ session, body, log }) =>
  writeWebpageContent(session.clientId, body, log),
);
