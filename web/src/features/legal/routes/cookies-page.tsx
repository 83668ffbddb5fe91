import { Table, Text } from '@chakra-ui/react';
import { LEGAL_UPDATED, LegalPage, LegalSection } from '../components/legal-page';

/** The cookies functions/kit/cookies.ts sets; nothing else sets any. */
const COOKIES = [
  {
    name: 'parley_session',
    purpose: 'Keeps you signed in: a signed token with your account, role and business.',
    lifetime: 'Until the token expires (about an hour); removed when you sign out.',
  },
  {
    name: 'parley_refresh',
    purpose: 'Renews the session cookie without asking for your password again. Sent only to the sign-in API.',
    lifetime: '30 days; removed and revoked when you sign out.',
  },
] as const;

export function CookiesPage() {
  return (
    <LegalPage title="Cookie Policy" updated={LEGAL_UPDATED}>
      <Text>
        Parley sets cookies only when you sign in to the dashboard. Both are necessary for signing in, cannot be read by
        scripts on the page (HttpOnly), are sent only to Parley’s own site (SameSite=Lax), and over HTTPS carry the
        Secure flag with the __Host- or __Secure- prefix. There are no advertising, analytics or third-party cookies,
        and visitors of the public website get no cookies at all.
      </Text>
      <LegalSection title="The cookies">
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Purpose</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Lifetime</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {COOKIES.map((c) => (
              <Table.Row key={c.name}>
                <Table.Cell fontFamily="mono">{c.name}</Table.Cell>
                <Table.Cell>{c.purpose}</Table.Cell>
                <Table.Cell>{c.lifetime}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LegalSection>
      <LegalSection title="The chat widget">
        <Text>
          The chat widget on a business’s website sets no cookies. It keeps the current conversation in the browser
          tab’s session storage, which the browser clears when the tab is closed.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
