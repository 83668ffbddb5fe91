import type { CustomerIntegrationType } from '@shared/schemas/customer-integrations';
import { platformWhatsappConfigSchema } from '@shared/schemas/integrations';
import { config as env } from '../../base/env';
import { NotFoundError } from '../../base/errors';
import { failed, judge, type ProbeOutcome, passed, request, withinBudget } from '../admin/connection-probe';
import { probeProvider } from '../admin/provider-tests';
import { integrationById, plainConfig, recordTest } from './customer-config';

/** www.googletagmanager.com, or the local stand-in of Google's hosts (base/env.ts GOOGLE_API_URL). */
const tagHost = () => env('GOOGLE_API_URL').GOOGLE_API_URL?.replace(/\/$/, '') ?? 'https://www.googletagmanager.com';

/**
 * GA4 has no secret to try, so the check is what a website does with the ID: load Google's tag for
 * it (gtag.js). Google serves the script for a measurement ID it knows and answers 404 for one it does
 * not; the format (G- and letters or digits) was checked when the card was saved.
 */
async function probeAnalytics(measurementId: string): Promise<ProbeOutcome> {
  if (!measurementId) return failed(400, 'Google Analytics: fill in measurementId before testing the connection');
  return withinBudget('Google Analytics', async (signal) => {
    const r = await request(`${tagHost()}/gtag/js?id=${encodeURIComponent(measurementId)}`, { signal });
    if (r.status === 404)
      return failed(400, `Google Analytics does not know the measurement ID ${measurementId} (404)`);
    return (
      judge('Google Analytics', 'measurement ID', r.status, `the measurement ID ${measurementId}`) ??
      passed(`Google serves the Analytics tag for ${measurementId}`)
    );
  });
}

/**
 * POST /api/customer/integrations/{id}/test: tests the stored config against the real API shape
 * (WhatsApp: the admin's own Cloud API phone-number lookup, core/admin/provider-tests.ts; Analytics: the
 * tag check above) and keeps the result on the item. An id that is not this tenant's is a 404.
 */
export async function testIntegration(clientId: string, id: string, now = new Date()) {
  const item = await integrationById(clientId, id);
  if (!item) throw new NotFoundError('Integration');
  const type = item.integrationType as CustomerIntegrationType;
  const config = await plainConfig(clientId, type, item);
  const outcome =
    type === 'whatsapp'
      ? await probeProvider(
          'whatsapp',
          platformWhatsappConfigSchema.parse({ phoneNumberId: config.phoneNumberId, accessToken: config.accessToken }),
        )
      : await probeAnalytics(config.measurementId);
  const result = { ...outcome, testedAt: now.toISOString() };
  await recordTest(clientId, type, result);
  return result;
}
