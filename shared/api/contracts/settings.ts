import * as accountDeletion from '../../schemas/account-deletion';
import * as common from '../../schemas/common';
import * as identity from '../../schemas/identity';
import * as mailAlerts from '../../schemas/mail-alerts';
import * as publicApi from '../../schemas/public-api';
import * as settingsSchemas from '../../schemas/settings';
import * as twoFactor from '../../schemas/two-factor';
import { withSchemas } from '../route';
import { settings as routes } from '../routes/settings';

/** settings: each route of routes/settings.ts with its schemas. */
export const settings = withSchemas(routes, {
  getProfile: { response: identity.profileResponse },
  updateProfile: { body: settingsSchemas.profileUpdateSchema, response: settingsSchemas.profileResponse },
  getAiSettings: { response: settingsSchemas.aiSettingsForm },
  updateAiSettings: { body: settingsSchemas.aiSettingsForm, response: settingsSchemas.aiSettingsForm },
  getMailAlerts: { response: mailAlerts.mailAlertsForm },
  updateMailAlerts: { body: mailAlerts.mailAlertsForm, response: mailAlerts.mailAlertsForm },
  getNotificationSettings: { response: settingsSchemas.notificationSettingsForm },
  updateNotificationSettings: {
    body: settingsSchemas.notificationSettingsForm,
    response: settingsSchemas.notificationSettingsForm,
  },
  getSecuritySettings: { response: settingsSchemas.securitySettingsResponse },
  updateSecuritySettings: {
    body: settingsSchemas.securitySettingsUpdate,
    response: settingsSchemas.securitySettingsResponse,
  },
  changePassword: { body: settingsSchemas.passwordChangeSchema, response: settingsSchemas.passwordChangeResponse },
  twoFactorSetup: { body: twoFactor.twoFactorSetupSchema, response: twoFactor.twoFactorSetupResponse },
  twoFactorConfirm: { body: twoFactor.twoFactorConfirmSchema, response: twoFactor.twoFactorConfirmResponse },
  twoFactorDisable: { body: twoFactor.twoFactorDisableSchema, response: twoFactor.twoFactorDisableResponse },
  apiKeyGet: { response: publicApi.apiKeyStatusResponse },
  apiKeyRegenerate: { response: publicApi.regenerateApiKeyResponse },
  apiKeyRevoke: { response: publicApi.revokeApiKeyResponse },
  getAccount: { response: accountDeletion.accountResponse },
  deleteAccount: { body: accountDeletion.deleteAccountRequest, response: common.noContentResponse },
});
