/**
 * Intents the integration tests teach a tenant before they chat: one place for their phrases and answers,
 * so the tests that assert on those answers agree on them. The delivery-times one is the widget's.
 */
export const DELIVERY_INTENT = {
  title: 'Delivery times',
  description: 'How long delivery takes to each city',
  phrases: ['how long does delivery take', 'when will my order arrive', 'delivery time to Mumbai'],
  response: 'Orders arrive in 2 to 4 working days.',
  requiresEscalation: false,
  isActive: true,
};

export const OPENING_HOURS_INTENT = {
  title: 'Opening hours',
  description: 'When the shop is open during the week',
  phrases: ['what are your opening hours', 'when are you open', 'are you open on sunday'],
  response: 'We are open 9 to 6, Monday to Saturday.',
  requiresEscalation: false,
  isActive: true,
};
