import { ANALYTICS_LIST_MAX } from '@shared/constants';
import { newId } from '../../db/ids';
import { db } from '../../db/service';
import { intentAnalytics } from './intent-analytics';
import { createIntent } from './intents';

describe('intent analytics: needs attention', () => {
  it('counts every active intent nobody has matched, while listing only the first few', async () => {
    const clientId = newId();
    await db()
      .entities.client.create({
        clientId,
        companyName: 'Analytics Co',
        planId: 'plan-mini',
        conversationsLimit: 100,
        billingEmail: 'a@b.co',
      })
      .go();
    const total = ANALYTICS_LIST_MAX + 2;
    for (let i = 0; i < total; i++) {
      await createIntent(clientId, 'test', {
        title: `Question ${i}`,
        description: `Visitors ask question number ${i}`,
        phrases: [`question ${i} please`, `tell me about ${i}`],
        response: `Here is the answer to question ${i}.`,
        requiresEscalation: false,
        isActive: true,
      });
    }
    const analytics = await intentAnalytics(clientId);
    expect(analytics.needsAttention).toHaveLength(ANALYTICS_LIST_MAX);
    expect(analytics.needsAttentionCount).toBe(total);
  });
});
