import type { AgentPresence } from '@shared/schemas/realtime';
import { ValidationError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { notifyPresence } from '../chat/realtime';
import type { Session } from '../identity/session';
import { chosenPresence } from './presence';

/**
 * An agent sets their presence (PUT /api/inbox/presence), and the tenant's agents are told at once
 * (`agent.presence`, agents' sockets only). The idle rule (`auto`, sent by the portal after
 * PRESENCE_IDLE_MINUTES without input and at the next input) is a conditional write, so it never
 * overrides what the agent chose, however the requests interleave: auto-away only from online, auto-online
 * only from an auto-away. An idle rule that does not apply changes nothing and tells nobody.
 */
export async function setPresence(
  session: Pick<Session, 'clientId' | 'userId' | 'firstName'>,
  input: { status: AgentPresence; auto?: boolean },
): Promise<{ status: AgentPresence; auto: boolean }> {
  const { clientId, userId, firstName } = session;
  const auto = input.auto === true;
  if (auto && input.status === 'offline') {
    throw new ValidationError('Only away and online follow the idle rule', { auto: 'Not with offline' });
  }
  // `auto` stays on the item only for an idle away (what the next input undoes)
  const item = { clientId, userId, status: input.status, auto: auto && input.status === 'away', agentName: firstName };
  try {
    if (!auto) await db.agentPresence().put(item).go();
    else if (input.status === 'away') {
      await db
        .agentPresence()
        .put(item)
        .where(({ status }, { notExists, eq }) => `${notExists(status)} OR ${eq(status, 'online')}`)
        .go();
    } else {
      await db
        .agentPresence()
        .put(item)
        .where(({ status, auto: wasAuto }, { eq }) => `${eq(status, 'away')} AND ${eq(wasAuto, true)}`)
        .go();
    }
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    return chosenPresence(clientId, userId);
  }
  await notifyPresence(clientId, {
    type: 'agent.presence',
    agentId: userId,
    agentName: firstName,
    status: input.status,
  });
  return { status: item.status, auto: item.auto };
}
