/** The demo tenant of `npm start` (DESIGN §6). Passwords meet the signup rules. */
export const DEMO_PASSWORD = 'Parley@2026';
export const DEMO_CLIENT_ID = '00000000-0000-4000-8000-0000000de300';
export const PLATFORM_CLIENT_ID = 'platform';

export const DEMO_TENANT = {
  clientId: DEMO_CLIENT_ID,
  companyName: 'Sunrise Dental Clinic',
  planId: 'plan-starter',
  email: 'owner@demo.parley.app',
  firstName: 'Priya',
  lastName: 'Sharma',
  phone: '+91 98200 11223',
  industry: 'Healthcare',
};

export const DEMO_MEMBERS = [
  { role: 'ai_trainer', email: 'trainer@demo.parley.app', firstName: 'Arjun', lastName: 'Mehta' },
  { role: 'human_agent', email: 'agent@demo.parley.app', firstName: 'Kavya', lastName: 'Iyer' },
] as const;

export const DEMO_ADMIN = {
  role: 'admin',
  email: 'admin@parley.app',
  firstName: 'Platform',
  lastName: 'Admin',
} as const;

export const DEMO_INTENTS = [
  {
    title: 'Book an appointment',
    description: 'Visitor wants to schedule a dental check-up or treatment visit.',
    category: 'appointments',
    phrases: [
      'I want to book an appointment',
      'can I schedule a visit',
      'book a dental check-up',
      'do you have a slot tomorrow',
      'I need to see a dentist',
    ],
    response:
      'I can help you book a visit. Please share your preferred date and time, and our front desk will confirm the slot.',
    requiresEscalation: false,
  },
  {
    title: 'Opening hours',
    description: 'Questions about when the clinic is open, including weekends.',
    category: 'general',
    phrases: ['what are your opening hours', 'when are you open', 'are you open on sunday', 'what time do you close'],
    response: 'We are open Monday to Saturday, 9 am to 8 pm. On Sundays we open from 10 am to 2 pm for emergencies.',
    requiresEscalation: false,
  },
  {
    title: 'Treatment pricing',
    description: 'Cost of cleaning, fillings, root canals and other treatments.',
    category: 'pricing',
    phrases: [
      'how much does a root canal cost',
      'price of teeth cleaning',
      'what are your charges',
      'cost of a filling',
    ],
    response:
      'A check-up with cleaning costs ₹800. Fillings start at ₹1,500 and root canal treatment at ₹6,000. Exact costs follow an examination.',
    requiresEscalation: false,
  },
  {
    title: 'Dental emergency',
    description: 'Severe pain, swelling, bleeding or a broken tooth that needs urgent care.',
    category: 'emergency',
    phrases: ['I have severe tooth pain', 'my tooth broke', 'my gums are bleeding a lot', 'emergency dental help'],
    response:
      'I am sorry you are in pain. I am connecting you with our on-call team right away so they can advise you.',
    requiresEscalation: true,
  },
  {
    title: 'Talk to a human',
    description: 'Visitor explicitly asks to speak with a person from the clinic.',
    category: 'handover',
    phrases: ['can I talk to a person', 'connect me to a human', 'I want to speak to someone', 'real person please'],
    response: 'Sure, I am handing this conversation to a member of our team. They will reply here shortly.',
    requiresEscalation: true,
  },
];

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

export const DEMO_LEADS = [
  {
    name: 'Rohan Gupta',
    phone: '+91 98111 22334',
    email: 'rohan.gupta@example.com',
    purpose: 'sales',
    source: 'widget',
    status: 'new',
    message: 'Looking for teeth whitening options and prices.',
    createdAt: hoursAgo(2),
  },
  {
    name: 'Meera Nair',
    phone: '+91 99887 66554',
    email: 'meera.nair@example.com',
    purpose: 'support',
    source: 'chat',
    status: 'contacted',
    message: 'Need to reschedule my appointment to next week.',
    createdAt: hoursAgo(5),
  },
  {
    name: 'Aditya Rao',
    phone: '+91 90000 12345',
    email: 'aditya.rao@example.com',
    purpose: 'enquiry',
    source: 'form',
    status: 'qualified',
    message: 'Do you offer braces for adults? What is the cost?',
    createdAt: hoursAgo(30),
  },
  {
    name: 'Sneha Kulkarni',
    phone: '+91 97654 32109',
    company: 'Kulkarni Traders',
    purpose: 'general',
    source: 'widget',
    status: 'converted',
    message: 'Booked a family check-up for four people.',
    createdAt: hoursAgo(80),
  },
] as const;
