/**
 * The delivery-times intent the widget's integration tests teach a tenant before they chat: one place
 * for its phrases and answer, so the tests that assert on that answer agree on it.
 */
export const DELIVERY_INTENT = {
  title: 'Delivery times',
  description: 'How long delivery takes to each city',
  phrases: ['how long does delivery take', 'when will my order arrive', 'delivery time to Mumbai'],
  response: 'Orders arrive in 2 to 4 working days.',
  requiresEscalation: false,
  isActive: true,
};
