import { leads } from '@shared/api/contracts/leads';
import { reply } from '../../base/response';
import { leadDetail } from '../../core/leads/manage';
import { http } from '../../kit/http';

/** GET /api/leads/{id}/export — everything stored about this person, as JSON (GDPR access request). */
export const handler = http(leads.exportLead, async ({ session, params }) => {
  const detail = await leadDetail(session.clientId, params.id);
  return reply(
    200,
    { exportedAt: new Date().toISOString(), ...detail },
    { headers: { 'content-disposition': `attachment; filename="lead-${params.id}.json"` } },
  );
});
