import type { Role } from '@shared/enums';

/** Who is calling: a signed-in user (cookie session) or a widget visitor (visitor token). kit/auth.ts establishes them. */
export interface Session {
  userId: string;
  email: string;
  role: Role;
  clientId: string;
  firstName: string;
  lastName: string;
  /** Epoch seconds when the session times out (Settings → Security): an agent's socket lives no longer. */
  sessionEndsAt?: number;
}

export interface VisitorSession {
  clientId: string;
  visitorId: string;
  conversationId?: string;
}

/** A read-API caller (kit/api-key-auth.ts): the tenant whose API key the request presented. */
export interface ApiKeyCaller {
  clientId: string;
}
