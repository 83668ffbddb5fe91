import { Alert, Code, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CopyableCode } from '../../../components/copyable-code';
import { serverErrorText } from '../../../lib/api-client';
import { copyWithToast } from '../../../lib/clipboard';
import { type CustomerIntegrationType, type CustomerIntegrationView, useIntegration } from '../api/integrations';
import { type CardField, IntegrationCard } from './integration-card';

const WHATSAPP_FIELDS: readonly CardField[] = [
  {
    key: 'phoneNumberId',
    label: 'Phone number ID',
    placeholder: '106540352242922',
    help: 'WhatsApp Manager → API Setup',
  },
  { key: 'businessAccountId', label: 'Business account ID', placeholder: '102290129340398' },
  { key: 'accessToken', label: 'Access token', secret: true },
  {
    key: 'appSecret',
    label: 'App secret',
    secret: true,
    help: 'Meta app → App settings → Basic; checks each delivery',
  },
  {
    key: 'verifyToken',
    label: 'Verify token',
    secret: true,
    help: 'Any phrase you choose; enter the same one at Meta',
  },
];
const ANALYTICS_FIELDS: readonly CardField[] = [
  {
    key: 'measurementId',
    label: 'Measurement ID',
    placeholder: 'G-XXXXXXXXXX',
    help: 'Google Analytics 4 data stream',
  },
  { key: 'trackingId', label: 'Tracking ID (optional)', placeholder: 'UA-12345678-1' },
];

/** Where Meta must deliver this business's WhatsApp messages: this site's origin and the tenant's path. */
function WebhookDetails(props: { stored: CustomerIntegrationView }) {
  const url = `${window.location.origin}${props.stored.webhookPath ?? ''}`;
  const copy = () =>
    copyWithToast(
      url,
      ['Link Copied', 'The webhook URL is on your clipboard.'],
      ['Could not copy', 'Select the URL and copy it yourself.'],
    );
  return (
    <Stack gap="1" fontSize="sm" bg="gray.50" p="3" borderRadius="md">
      <Text fontWeight="medium">Webhook (Meta app → WhatsApp → Configuration)</Text>
      <CopyableCode
        testId="whatsapp-webhook-url"
        value={url}
        onCopy={copy}
        size="xs"
        lead={<Text>Callback URL:</Text>}
      />
      <Text color="gray.700">
        Verify token: the one you enter above. Subscribe the webhook to the <Code>messages</Code> field.
      </Text>
    </Stack>
  );
}

function Loaded(props: { type: CustomerIntegrationType; children: (stored: CustomerIntegrationView) => ReactNode }) {
  const query = useIntegration(props.type);
  if (query.isPending) return <Text color="gray.700">Loading…</Text>;
  if (query.isError)
    return <Text color="red.700">{serverErrorText(query.error, 'Could not load the integration.')}</Text>;
  return props.children(query.data.integration);
}

/** Settings → Integrations (spec part 3 §2): the WhatsApp and Analytics cards; the owner's to manage. */
export function IntegrationsTab(props: { isOwner: boolean }) {
  if (!props.isOwner)
    return (
      <Alert.Root status="info" variant="surface" mt="4">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Integrations are managed by the account owner</Alert.Title>
          <Alert.Description>Ask the owner to connect WhatsApp or Google Analytics.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Stack gap="4" mt="4">
      <Loaded type="whatsapp">
        {(stored) => (
          <IntegrationCard
            type="whatsapp"
            title="WhatsApp Business"
            description="Answer WhatsApp messages with your AI agent (WhatsApp Cloud API)."
            fields={WHATSAPP_FIELDS}
            stored={stored}
          >
            <WebhookDetails stored={stored} />
          </IntegrationCard>
        )}
      </Loaded>
      <Loaded type="analytics">
        {(stored) => (
          <IntegrationCard
            type="analytics"
            title="Google Analytics"
            description="Your Google Analytics 4 property."
            fields={ANALYTICS_FIELDS}
            stored={stored}
          />
        )}
      </Loaded>
    </Stack>
  );
}
