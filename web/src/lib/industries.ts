/** The industries a business can pick at signup and the landing page lists (spec part 1 §1). */
export interface Industry {
  name: string;
  example: string;
}

export const INDUSTRIES: readonly Industry[] = [
  { name: 'Healthcare', example: 'Book appointments and answer patient questions.' },
  { name: 'Real Estate', example: 'Qualify buyers and schedule property visits.' },
  { name: 'Education', example: 'Guide students through admissions and courses.' },
  { name: 'Legal Services', example: 'Collect case details and book consultations.' },
  { name: 'Political Campaigns', example: 'Share positions and sign up volunteers.' },
  { name: 'Retail & E-commerce', example: 'Track orders and recommend products.' },
  { name: 'Restaurants & Food', example: 'Take reservations and share the menu.' },
  { name: 'Financial Services', example: 'Explain products and capture loan enquiries.' },
  { name: 'Automotive', example: 'Book test drives and service slots.' },
  { name: 'Travel & Tourism', example: 'Plan trips and answer booking questions.' },
  { name: 'Fitness & Wellness', example: 'Sell memberships and book classes.' },
];
