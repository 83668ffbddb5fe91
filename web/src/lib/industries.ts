/**
 * The industries a business can pick at signup and the landing page lists (spec part 1 §1). Each
 * example is something an agent trained with intents really does: answer the questions of that trade.
 */
export interface Industry {
  name: string;
  example: string;
}

export const INDUSTRIES: readonly Industry[] = [
  { name: 'Healthcare', example: 'Answer questions on timings, doctors and appointments.' },
  { name: 'Real Estate', example: 'Answer questions on listings, prices and site visits.' },
  { name: 'Education', example: 'Answer questions on admissions, courses and fees.' },
  { name: 'Legal Services', example: 'Answer questions on services and consultations.' },
  { name: 'Political Campaigns', example: 'Answer questions on positions, events and volunteering.' },
  { name: 'Retail & E-commerce', example: 'Answer questions on products, delivery and returns.' },
  { name: 'Restaurants & Food', example: 'Answer questions on the menu, hours and reservations.' },
  { name: 'Financial Services', example: 'Answer questions on products, rates and documents.' },
  { name: 'Automotive', example: 'Answer questions on models, test drives and servicing.' },
  { name: 'Travel & Tourism', example: 'Answer questions on packages and bookings.' },
  { name: 'Fitness & Wellness', example: 'Answer questions on memberships and class times.' },
];
