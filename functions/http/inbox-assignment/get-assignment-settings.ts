import { inboxAssignment } from '@shared/api/contracts/inbox-assignment';
import { readAssignmentSettings } from '../../core/inbox/assignment-settings';
import { http } from '../../kit/http';

/** GET /api/inbox/assignment-settings — the owner's Chat assignment card: round-robin on or off, the open-chat cap. */
export const handler = http(inboxAssignment.getAssignmentSettings, async ({ session }) =>
  readAssignmentSettings(session.clientId),
);
