import { crawlMessage } from '../core/knowledge/crawl';
import { ingestFile } from '../core/knowledge/ingest-file';
import { queueConsumer } from '../kit/queue-consumer';

/** Queue consumer knowledge-crawl (routes.ts): one page of a website source per message, or one uploaded file. */
export const handler = queueConsumer('knowledge-crawl', {
  'knowledge.crawl': (payload, { log }) => crawlMessage(payload, log),
  'knowledge.ingest-file': (payload, { log }) => ingestFile(payload, log),
});
