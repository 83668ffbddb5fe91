import { accountResponse, deleteAccountRequest } from '../../schemas/account-deletion';
import { noContentResponse } from '../../schemas/common';
import { profileResponse } from '../../schemas/identity';
import { apiKeyStatusResponse, regenerateApiKeyResponse, revokeApiKeyResponse } from '../../schemas/public-api';
import {
  aiSettingsForm,
  notificationSettingsForm,
  passwordChangeResponse,
  passwordChangeSchema,
  profileUpdateSchema,
  securitySettingsResponse,
  securitySettingsUpdate,
  profileResponse as settingsProfileResponse,
} from '../../schemas/settings';
import {
  twoFactorConfirmResponse,
  twoFactorConfirmSchema,
  twoFactorDisableResponse,
  twoFactorDisableSchema,
  twoFactorSetupResponse,
  twoFactorSetupSchema,
} from '../../schemas/two-factor';
import { withSchemas } from '../route';
import { settings as routes } from '../routes/settings';

/** settings: each route of routes/settings.ts with its schemas. */
export const settings = withSchemas(routes, {
  getProfile: { response: profileResponse },
  updateProfile: { body: profileUpdateSchema, response: settingsProfileResponse },
  getAiSettings: { response: aiSettingsForm },
  updateAiSettings: { body: aiSettingsForm, response: aiSettingsForm },
  getNotificationSettings: { response: notificationSettingsForm },
  updateNotificationSettings: { body: notificationSettingsForm, response: notificationSettingsForm },
  getSecuritySettings: { response: securitySettingsResponse },
  updateSecuritySettings: { body: securitySettingsUpdate, response: securitySettingsResponse },
  changePassword: { body: passwordChangeSchema, response: passwordChangeResponse },
  twoFactorSetup: { body: twoFactorSetupSchema, response: twoFactorSetupResponse },
  twoFactorConfirm: { body: twoFactorConfirmSchema, response: twoFactorConfirmResponse },
  twoFactorDisable: { body: twoFactorDisableSchema, response: twoFactorDisableResponse },
  apiKeyGet: { response: apiKeyStatusResponse },
  apiKeyRegenerate: { response: regenerateApiKeyResponse },
  apiKeyRevoke: { response: revokeApiKeyResponse },
  getAccount: { response: accountResponse },
  deleteAccount: { body: deleteAccountRequest, response: noContentResponse },
});
