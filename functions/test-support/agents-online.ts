import { randomUUID } from 'node:crypto';
import { forgetConnection, saveConnection } from '../core/chat/realtime-connections';

/**
 * An agent of the tenant with the Agent Portal open, as $connect records it (a socket item): a handoff is
 * then the usual one ("a person will reply here"), not the reply by email promised when nobody is online
 * (issue 31, core/chat/offline-handoff.ts). For suites that call the pipeline without pushing; a push to
 * this socket would find it gone and forget it (a widget start pushes `conversation.created`: open it
 * after the start's push went out). Answers a function that closes it.
 */
export async function agentPortalOpen(clientId: string): Promise<() => Promise<void>> {
  const connectionId = `test-agent-${randomUUID()}`;
  await saveConnection({ connectionId, clientId, kind: 'agent', userId: 'test-agent' });
  return async () => {
    await forgetConnection(connectionId);
  };
}
