import { PRODUCT_FEATURES } from './features';

/**
 * What a plan card lists: the conversation volume, then the shipped features of PLAN_FEATURE_IDS in
 * that order. Every plan has every shipped feature today (nothing is gated by plan yet), so the plans
 * differ only in volume; a feature joins the cards when its issue marks it shipped in shared/features.ts.
 */
export const PLAN_FEATURE_IDS = [
  'intents',
  'ai-enhance',
  'ai-optimize',
  'intent-analytics',
  'dialogflow-sync',
  'web-widget',
  'lead-form',
  'human-handoff',
  'lead-pipeline',
  'whatsapp',
  'ai-webpage',
];

export function planFeatures(conversations: number | 'custom'): string[] {
  const volume =
    conversations === 'custom'
      ? 'Custom conversation volume'
      : `${conversations.toLocaleString('en-IN')} conversations / month`;
  const shipped = PLAN_FEATURE_IDS.flatMap((id) =>
    PRODUCT_FEATURES.filter((f) => f.id === id && f.shipped === true).map((f) => f.title),
  );
  return [volume, ...shipped];
}

/**
 * The plan catalogue of spec parts 1 and 3. Prices are paise. Enterprise is price 0 ("Contact Us").
 * Ids carry the 'plan-' prefix the dashboard strips for display (part 1 §3).
 */
export const PLAN_CATALOGUE = [
  {
    id: 'plan-individual',
    name: 'Individual',
    conversationsLimit: 100,
    priceMonthly: 49_900,
    teamMembersLimit: 1,
    knowledgePagesLimit: 50,
    knowledgeFileMbLimit: 10,
    features: planFeatures(100),
  },
  {
    id: 'plan-mini',
    name: 'Mini',
    conversationsLimit: 300,
    priceMonthly: 99_900,
    teamMembersLimit: 2,
    knowledgePagesLimit: 100,
    knowledgeFileMbLimit: 10,
    features: planFeatures(300),
  },
  {
    id: 'plan-starter',
    name: 'Starter',
    conversationsLimit: 1_000,
    priceMonthly: 249_900,
    teamMembersLimit: 3,
    knowledgePagesLimit: 250,
    knowledgeFileMbLimit: 20,
    features: planFeatures(1_000),
  },
  {
    id: 'plan-growth',
    name: 'Growth',
    conversationsLimit: 3_000,
    priceMonthly: 499_900,
    teamMembersLimit: 5,
    knowledgePagesLimit: 500,
    knowledgeFileMbLimit: 20,
    features: planFeatures(3_000),
  },
  {
    id: 'plan-business',
    name: 'Business',
    conversationsLimit: 10_000,
    priceMonthly: 999_900,
    teamMembersLimit: 10,
    knowledgePagesLimit: 1_000,
    knowledgeFileMbLimit: 25,
    features: planFeatures(10_000),
  },
  {
    id: 'plan-professional',
    name: 'Professional',
    conversationsLimit: 25_000,
    priceMonthly: 1_999_900,
    teamMembersLimit: 25,
    knowledgePagesLimit: 2_000,
    knowledgeFileMbLimit: 25,
    features: planFeatures(25_000),
  },
  {
    id: 'plan-enterprise',
    name: 'Enterprise',
    conversationsLimit: 100_000,
    priceMonthly: 0,
    teamMembersLimit: 100,
    knowledgePagesLimit: 5_000,
    knowledgeFileMbLimit: 25,
    features: planFeatures('custom'),
  },
];
