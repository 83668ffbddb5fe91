import type { GetPerformanceResponse } from '@shared/schemas/performance';
import * as db from '../../db/table-entities';
import type { Session } from '../identity/session';
import { MIN_RATINGS_FOR_CSAT, readAgentFigures, readCsat, TEAM } from '../metrics/agent-metrics';
import { monthPeriod } from '../metrics/periods';

/**
 * Agent performance and CSAT on the dashboard (issue 32 items 7 and 10): the month's counters
 * (core/metrics/agent-metrics.ts: one Query for every agent's, three items for the team's CSAT) and the
 * names of the tenant's members (one Query of its partition's users, bounded by the plan's seats). An
 * owner sees every agent; an agent sees their own row only, and the team's CSAT.
 */
export async function readPerformance(
  session: Pick<Session, 'clientId' | 'userId' | 'role'>,
  month = monthPeriod(),
): Promise<GetPerformanceResponse> {
  const { clientId } = session;
  const own = session.role !== 'business_owner';
  const [csat, figures, members] = await Promise.all([
    readCsat(clientId, month),
    readAgentFigures(clientId, month),
    db
      .user()
      .query.byId({ clientId })
      .go({ pages: 'all', attributes: ['id', 'firstName', 'lastName', 'email'] }),
  ]);
  const nameOf = (agentId: string) => {
    if (agentId === TEAM) return 'Team (unassigned)';
    const u = members.data.find((m) => m.id === agentId);
    return u ? `${u.firstName} ${u.lastName}`.trim() || u.email : 'Former team member';
  };
  const agents = figures
    .filter((f) => !own || f.agentId === session.userId)
    .map((f) => ({ ...f, name: nameOf(f.agentId) }))
    .sort((a, b) => b.handled - a.handled || a.name.localeCompare(b.name));
  return { month, minimumRatings: MIN_RATINGS_FOR_CSAT, scope: own ? 'own' : 'all', csat, agents };
}
