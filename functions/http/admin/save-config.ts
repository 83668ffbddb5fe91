import { admin } from '@shared/api/contracts/admin';
import { PROVIDER_LABELS } from '@shared/schemas/admin-config';
import { recordActivity } from '../../core/activity/record';
import { saveConfig } from '../../core/admin/config';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** POST /api/admin/config — save one provider's config; a masked secret sent back keeps the stored one. */
export const handler = http(admin.saveConfig, async (ctx) => {
  const { type } = ctx.body;
  const { config, changed } = await saveConfig(type, ctx.body.config);
  await recordActivity({
    ...byRequest(ctx),
    level: 'info',
    category: 'system',
    action: 'config.saved',
    message: changed.length
      ? `${PROVIDER_LABELS[type]} configuration saved`
      : `${PROVIDER_LABELS[type]} configuration saved without changes`,
    fields: changed,
  });
  return { type, config };
});
