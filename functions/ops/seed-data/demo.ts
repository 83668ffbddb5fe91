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

/**
 * Demo conversations for the Conversations monitor (issue 10), written with their messages and counted
 * like live ones (functions/ops/seed.ts). None is active and escalated, so the agent portal starts empty.
 * `at` is minutes before seeding; a message's `after` is seconds after the conversation started.
 */
export const DEMO_CONVERSATIONS = [
  {
    sessionId: 'demo-whitening-4f2a',
    source: 'widget',
    status: 'active',
    at: 25,
    messages: [
      { after: 0, senderType: 'ai', content: 'Hi! How can I help you today?' },
      { after: 20, senderType: 'customer', content: 'How much does teeth cleaning cost?' },
      {
        after: 21,
        senderType: 'ai',
        content:
          'A check-up with cleaning costs ₹800. Fillings start at ₹1,500 and root canal treatment at ₹6,000. Exact costs follow an examination.',
        intentMatched: 'Treatment pricing',
      },
    ],
  },
  {
    sessionId: 'demo-reschedule-9c1e',
    source: 'widget',
    status: 'resolved',
    at: 180,
    escalation: { after: 41, reason: 'Visitor asked to talk to a person' },
    messages: [
      { after: 0, senderType: 'ai', content: 'Hi! How can I help you today?' },
      { after: 30, senderType: 'customer', content: 'I need to move my appointment. Can I talk to a person?' },
      {
        after: 31,
        senderType: 'ai',
        content: 'Sure, I am handing this conversation to a member of our team. They will reply here shortly.',
        intentMatched: 'Talk to a human',
      },
      {
        after: 131,
        senderType: 'human_agent',
        content: 'Hello, this is Priya from the front desk. Which day next week suits you?',
      },
      { after: 170, senderType: 'customer', content: 'Tuesday evening, please.' },
      { after: 200, senderType: 'human_agent', content: 'Done: Tuesday at 6 pm. See you then!' },
    ],
  },
  {
    sessionId: 'demo-hours-7b3d',
    source: 'ccai',
    ccaiChatId: 'ccai-chat-20431',
    status: 'resolved',
    at: 300,
    messages: [
      { after: 0, senderType: 'ai', content: 'Hi! How can I help you today?' },
      { after: 15, senderType: 'customer', content: 'Are you open on Sunday?' },
      {
        after: 16,
        senderType: 'ai',
        content: 'We are open Monday to Saturday, 9 am to 8 pm. On Sundays we open from 10 am to 2 pm for emergencies.',
        intentMatched: 'Opening hours',
      },
    ],
  },
  {
    sessionId: 'demo-braces-2d8b',
    source: 'api',
    status: 'abandoned',
    at: 420,
    messages: [
      { after: 0, senderType: 'ai', content: 'Hi! How can I help you today?' },
      { after: 12, senderType: 'customer', content: 'Do you offer braces for adults?' },
    ],
  },
] as const satisfies readonly {
  sessionId: string;
  source: 'widget' | 'whatsapp' | 'api' | 'ccai';
  ccaiChatId?: string;
  status: 'active' | 'resolved' | 'abandoned';
  at: number;
  escalation?: { after: number; reason: string };
  messages: readonly {
    after: number;
    senderType: 'ai' | 'human_agent' | 'customer';
    content: string;
    intentMatched?: string;
  }[];
}[];
