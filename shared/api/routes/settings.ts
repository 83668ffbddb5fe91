import { defineRoutes } from '../route';

/** settings: functions/http/settings/ serves these (functions/routes.ts). */
export const settings = defineRoutes('settings', {
  getProfile: { method: 'GET', path: '/api/settings/profile', auth: 'customer' },
  updateProfile: { method: 'PUT', path: '/api/settings/profile', auth: 'customer' },
  getAiSettings: { method: 'GET', path: '/api/settings/ai', auth: 'trainer' },
  updateAiSettings: { method: 'PUT', path: '/api/settings/ai', auth: 'trainer' },
  getMailAlerts: { method: 'GET', path: '/api/settings/mail-alerts', auth: 'customer' },
  updateMailAlerts: { method: 'PUT', path: '/api/settings/mail-alerts', auth: 'owner' },
  getNotificationSettings: { method: 'GET', path: '/api/settings/notifications', auth: 'customer' },
  updateNotificationSettings: { method: 'PUT', path: '/api/settings/notifications', auth: 'customer' },
  getSecuritySettings: { method: 'GET', path: '/api/settings/security', auth: 'customer' },
  updateSecuritySettings: { method: 'PUT', path: '/api/settings/security', auth: 'customer' },
  changePassword: { method: 'PUT', path: '/api/settings/password', auth: 'customer' },
  twoFactorSetup: { method: 'POST', path: '/api/settings/2fa/setup', auth: 'customer' },
  twoFactorConfirm: { method: 'POST', path: '/api/settings/2fa/confirm', auth: 'customer' },
  twoFactorDisable: { method: 'POST', path: '/api/settings/2fa/disable', auth: 'customer' },
  apiKeyGet: { method: 'GET', path: '/api/settings/api-key', auth: 'owner' },
  apiKeyRegenerate: { method: 'POST', path: '/api/settings/api-key/regenerate', auth: 'owner' },
  apiKeyRevoke: { method: 'DELETE', path: '/api/settings/api-key', auth: 'owner' },
  getAccount: { method: 'GET', path: '/api/settings/account', auth: 'owner' },
  deleteAccount: { method: 'POST', path: '/api/settings/account/delete', auth: 'owner' },
});
