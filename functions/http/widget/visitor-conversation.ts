import { UnauthorizedError } from '../../base/errors';
import type { VisitorSession } from '../../kit/auth';

/** A visitor token names its conversation; one without (never issued by the widget API) is refused. */
export function conversationOf(session: VisitorSession): string {
  if (!session.conversationId) throw new UnauthorizedError('This chat session has no conversation');
  return session.conversationId;
}
