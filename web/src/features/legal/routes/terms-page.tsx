import { Text } from '@chakra-ui/react';
import { LEGAL_UPDATED, LegalPage, LegalSection, Points } from '../components/legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated={LEGAL_UPDATED}>
      <Text>
        These terms cover the use of Parley, a service for training AI chat agents and keeping the leads they capture.
      </Text>
      <LegalSection title="Your account">
        <Points
          items={[
            'Give true details when you sign up and keep your password to yourself; you are responsible for what is done with your account.',
            'The business owner decides who in the team may use the account and in which role.',
          ]}
        />
      </LegalSection>
      <LegalSection title="Your content">
        <Text>
          Intents, answers, leads and conversations remain yours. Parley processes them only to run the service for you,
          as described in the Privacy Policy. You are responsible for what your agent tells your customers and for
          having the right to collect the details your forms ask for.
        </Text>
      </LegalSection>
      <LegalSection title="Plans and payment">
        <Text>
          Plans are priced in Indian rupees per month and differ in the number of conversations they include. A new
          account starts with a 30-day trial of the plan it chose, and nothing is charged until you subscribe from
          Billing &amp; Plan. A subscription is paid monthly through the payment gateway shown at checkout (Razorpay or
          Stripe), can be cancelled at any time and then ends at the close of the period already paid for.
        </Text>
      </LegalSection>
      <LegalSection title="Acceptable use">
        <Points
          items={[
            'Do not use Parley to send spam, to deceive people, or for anything unlawful.',
            'Do not try to reach another business’s data or to overload the service.',
          ]}
        />
      </LegalSection>
      <LegalSection title="The service">
        <Text>
          Parley is provided as it is, and its features are listed on the home page as they become available. We may
          suspend an account that breaks these terms. Questions about these terms: use the contact form on the home
          page.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
