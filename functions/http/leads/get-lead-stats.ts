import { leads } from '@shared/api/contracts/leads';
import { leadStats } from '../../core/leads/list';
import { http } from '../../kit/http';

/** GET /api/leads/stats — the Leads screen's five cards, from maintained counters. */
export const handler = http(leads.getLeadStats, async ({ session }) => leadStats(session.clientId));
