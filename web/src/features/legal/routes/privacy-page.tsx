import { Text } from '@chakra-ui/react';
import { LEGAL_UPDATED, LegalPage, LegalSection, Points } from '../components/legal-page';

/**
 * What Parley stores, read from the entities in functions/db/entities and the cookies in
 * functions/kit/cookies.ts. Change this page in the same change as a new kind of stored data.
 */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated={LEGAL_UPDATED}>
      <Text>
        This page says what Parley stores, why, and who can see it. Parley runs on Amazon Web Services; each business (a
        “tenant”) sees only its own data, which every request checks.
      </Text>
      <LegalSection title="If you sign up for a business account">
        <Points
          items={[
            'Your first and last name, email address and role; your company name, phone number, industry and chosen plan.',
            'Your password is kept by Amazon Cognito, the sign-in service; Parley itself never stores it.',
            'The time of your last sign-out, so that signed-out sessions stop working at once.',
            'A count of failed sign-in attempts for your email address, kept for a short time to stop password guessing.',
          ]}
        />
      </LegalSection>
      <LegalSection title="What your business puts into Parley">
        <Points
          items={[
            'Intents: training phrases, answers and settings, with how often each was matched.',
            'Questions visitors asked that the agent could not answer, with how often each was asked, so you can improve your intents.',
            'Leads, conversations and their messages, and your widget and webpage settings.',
            'Keys for AI providers and integrations that your administrator enters are stored encrypted with AWS KMS.',
            'A testimonial, if you choose to write one: your name, company, rating and quote. It is shown on our website only after we approve it.',
          ]}
        />
      </LegalSection>
      <LegalSection title="If you chat with a business’s agent">
        <Text>
          The messages you send, the details you enter in the business’s contact form, and the time of each message are
          stored for that business, which can read them. The business decides what to ask and how long to keep it.
        </Text>
      </LegalSection>
      <LegalSection title="If you write to us from this website">
        <Points
          items={[
            'The contact form stores your name and email, and the company, phone, industry and message you choose to give.',
            'The newsletter form stores your email address.',
            'To limit abuse, a count of requests per IP address is kept for a few minutes and then deleted.',
          ]}
        />
      </LegalSection>
      <LegalSection title="Who else receives data">
        <Text>
          Parley sends data outside AWS only when a business’s administrator turns on an integration: the text of
          intents to OpenAI for AI Enhance and AI Optimize, and intents to Google Dialogflow CX for sync. Parley does
          not sell data and uses no advertising or analytics trackers.
        </Text>
      </LegalSection>
      <LegalSection title="Cookies">
        <Text>
          Only the two sign-in cookies described in the Cookie Policy. Visitors of the public website get no cookies.
        </Text>
      </LegalSection>
      <LegalSection title="Your choices">
        <Text>
          To see, correct or delete what Parley holds about you, write to us through the contact form on the home page.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
