import { publishCurrentIndex } from '../core/knowledge/publish-index';
import { queueConsumer } from '../kit/queue-consumer';

/** Queue consumer knowledge-index (routes.ts): a tenant's search index built and stored off the chat path. */
export const handler = queueConsumer('knowledge-index', {
  'knowledge.publish-index': (payload) => publishCurrentIndex(payload),
});
