import type { TestGateway } from '../../../infra/local/test-gateway';
import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { resetConfigCache } from '../../base/env';
import { messagesAfter } from '../../core/chat/conversations';
import { WIDGET_BUDGETS } from '../../core/widget/widget-access';
import type { TestTenant } from '../../test-support/tenants';
import { widgetRequest } from '../../test-support/widget-client';

let gw: TestGateway;
let t: TestTenant;
tenantSuite((g, tenant) => {
  gw = g;
  t = tenant;
});

// the suites scale every budget ×1000 (vitest.config.ts); here the message budget is 3 a window
const { limit, windowSeconds } = WIDGET_BUDGETS.messagesPerConversation;
const scaled = 3;
let saved: string | undefined;
/** From here on the message budget is `scaled` a window (the conversation starts' budgets shrink too). */
function lowerBudgets() {
  saved = process.env.RATE_LIMIT_SCALE;
  process.env.RATE_LIMIT_SCALE = String(scaled / limit);
  resetConfigCache();
}
beforeEach(async () => {
  // the budget counts in fixed windows: start well inside one, so the test's messages share it
  const into = (Date.now() / 1000) % windowSeconds;
  if (into > windowSeconds - 15) await new Promise((r) => setTimeout(r, (windowSeconds - into + 1) * 1000));
});
afterEach(() => {
  if (saved !== undefined) process.env.RATE_LIMIT_SCALE = saved;
  saved = undefined;
  resetConfigCache();
});

async function start() {
  const started = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
    fields: { name: 'Budget Visitor' },
  });
  expect(started.status).toBe(201);
  return started.json as { token: string; conversationId: string };
}
const send = (token: string, content: string) =>
  widgetRequest(gw.url, 'POST', '/api/widget/messages', { content }, token);

/**
 * The visitor's message budget (issue 9), counted on the conversation item by the turn's own write since
 * issue 30 (it had an UpdateItem of its own): the same 429 once a window's budget is spent, nothing stored
 * for a refused message, and never more than the budget when messages race.
 */
describe("a visitor's message budget", () => {
  it('answers 429 with Retry-After past the budget and stores nothing for the refused message', async () => {
    const { token, conversationId } = await start();
    lowerBudgets();
    for (let i = 0; i < scaled; i++) expect((await send(token, `question number ${i}`)).status).toBe(200);
    const stored = await messagesAfter(t.clientId, conversationId);
    const refused = await send(token, 'one question too many');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(await messagesAfter(t.clientId, conversationId)).toHaveLength(stored.length);
  });

  it('lets exactly the budget through when messages race', async () => {
    const { token, conversationId } = await start();
    lowerBudgets();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(token, `racing question ${i}`)));
    const ok = answers.filter((a) => a.status === 200).length;
    // exactly the budget: a racing message that found the count moved reads it again rather than being
    // refused while the window still has room
    expect(ok).toBe(scaled);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 429)).toBe(true);
    const visitor = (await messagesAfter(t.clientId, conversationId)).filter((m) => m.senderType === 'customer');
    expect(visitor).toHaveLength(ok);
  });
});
