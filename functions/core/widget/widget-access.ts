import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../../base/env';
import { ForbiddenError } from '../../base/errors';
import { appOrigin } from '../../base/origin';
import { consumeBudget, type ItemBudget, itemBudget } from '../limits/rate-limit';
import { type TenantWidget, tenantWidget, type WidgetTenant } from './widget-settings';

/**
 * What every widget call passes before it touches a conversation: the tenant is active (unknown or
 * suspended → 404, which the widget shows as "chat unavailable"), and when the tenant listed its
 * websites on the Embed Widget screen, the call comes from one of them.
 */
export async function widgetFor(
  clientId: string,
  event: APIGatewayProxyEventV2,
  /** The client item when the caller reads it anyway (fresh), so the check costs no second GetItem. */
  tenant?: Promise<WidgetTenant>,
): Promise<TenantWidget> {
  const widget = await tenantWidget(clientId, tenant);
  const origin = (event.headers?.origin ?? '').toLowerCase().replace(/\/$/, '');
  // Parley's own pages are always allowed: the dashboard's preview (a same-origin page; browsers send no
  // Origin on a same-origin GET but do send Sec-Fetch-Site, which no other site can forge in a visitor's
  // browser) and the tenant's AI webpage at /page/…, served from the app's origin, whose POSTs carry it.
  const ownPage = origin ? origin === appOrigin() : event.headers?.['sec-fetch-site'] === 'same-origin';
  if (widget.allowedOrigins.length > 0 && !ownPage) {
    if (!widget.allowedOrigins.some((o) => o.toLowerCase().replace(/\/$/, '') === origin)) {
      throw new ForbiddenError('This website is not allowed to use this chat widget');
    }
  }
  return widget;
}

/** Abuse limits (issue 9), kept in DynamoDB so they hold across instances. */
export const WIDGET_BUDGETS = {
  conversationsPerIp: { limit: 10, windowSeconds: 3600 },
  conversationsPerTenant: { limit: 300, windowSeconds: 3600 },
  messagesPerConversation: { limit: 30, windowSeconds: 60 },
  // a ticket per (re)connect; backoff keeps an honest widget far below this
  liveTicketsPerConversation: { limit: 120, windowSeconds: 3600 },
  loadsPerIp: { limit: 120, windowSeconds: 3600 },
} as const;

export async function limitWidget(
  budget: Exclude<keyof typeof WIDGET_BUDGETS, 'messagesPerConversation'>,
  key: string,
): Promise<void> {
  const b = WIDGET_BUDGETS[budget];
  const message = 'Too many chats were started from here. Please try again later.';
  await consumeBudget(`widget:${budget}:${key}`, b.limit * budgetScale(), b.windowSeconds, message);
}

/**
 * The visitor's message budget, counted on the conversation item (issue 30: the turn's transaction
 * writes it anyway, so the budget costs no write of its own): 429 when this window's is spent, else
 * what the turn's write records (core/chat/conversations.ts writeTurn).
 */
export function messageBudget(conversation: { messageWindow?: number; messagesInWindow?: number }): ItemBudget {
  const b = WIDGET_BUDGETS.messagesPerConversation;
  return itemBudget(
    { window: conversation.messageWindow, count: conversation.messagesInWindow },
    b.limit * budgetScale(),
    b.windowSeconds,
    'You are sending messages too quickly. Please wait a moment.',
  );
}

// the suites start many conversations from 127.0.0.1; they scale the budget, not the logic
const budgetScale = () => config('RATE_LIMIT_SCALE').RATE_LIMIT_SCALE;
