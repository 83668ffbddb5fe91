import { inboxAssignment } from '@shared/api/contracts/inbox-assignment';
import { saveAssignmentSettings } from '../../core/inbox/assignment-settings';
import { http } from '../../kit/http';

/** PUT /api/inbox/assignment-settings — saves the tenant's assignment rules; the next handoff follows them. */
export const handler = http(inboxAssignment.saveAssignmentSettings, async ({ session, body }) =>
  saveAssignmentSettings(session.clientId, body),
);
