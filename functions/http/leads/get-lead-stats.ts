import { leadStatsResponse } from '../../../shared/schemas/leads';
import { leadStats } from '../../core/leads/list';
import { http } from '../../kit/http';

/** GET /api/leads/stats — the Leads screen's five cards, from maintained counters. */
export const handler = http({ auth: 'agent', response: leadStatsResponse }, async ({ session }) =>
  leadStats(session.clientId),
);
