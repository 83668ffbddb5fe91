import { Badge, Button, Card, Flex, Heading, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { QueryState } from '../../../components/ui/query-state';
import { type AdminConfigs, useAdminConfigs } from '../api/config';
import { PROVIDERS, type ProviderDef } from '../components/provider-fields';
import { LastTest, SettingsFields } from '../components/settings-form';
import { useProviderCard } from '../hooks/use-provider-card';

/**
 * Configuration (spec part 3 §2): one card per provider with its enabled switch, fields, Save
 * Configuration and Test Connection, then the integration status overview. Toasts per §8.
 */
export function ConfigSection() {
  const configs = useAdminConfigs();
  return (
    <QueryState query={configs} loading="Loading configuration..." failed="We couldn't load the configuration.">
      {(all) => (
        <Stack gap="6">
          {PROVIDERS.map((p) => (
            <ProviderCard key={p.type} def={p} stored={all[p.type] as Record<string, unknown>} />
          ))}
          <StatusOverview configs={all} />
        </Stack>
      )}
    </QueryState>
  );
}

function ProviderCard({ def, stored }: { def: ProviderDef; stored: Record<string, unknown> }) {
  const card = useProviderCard(def, stored);
  const { form, enabled, setEnabled } = card;
  const headingId = `config-${def.type}-heading`;
  return (
    <Card.Root as="section" variant="outline" bg="white" aria-labelledby={headingId}>
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="md" id={headingId}>
              {def.label}
            </Heading>
            <Text fontSize="sm" color="gray.600">
              {def.description}
            </Text>
          </Stack>
          <Switch.Root checked={enabled} onCheckedChange={(e) => setEnabled(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Enabled</Switch.Label>
          </Switch.Root>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        <SettingsFields idPrefix={`config-${def.type}`} fields={def.fields} form={form} stored={stored} />
        <Flex gap="3" wrap="wrap">
          <Button onClick={card.save} loading={card.saving} disabled={!form.valid}>
            Save Configuration
          </Button>
          <Button variant="outline" onClick={card.test} loading={card.testing} disabled={!form.valid}>
            Test Connection
          </Button>
        </Flex>
        <LastTest test={stored.lastTest as AdminConfigs['openai']['lastTest']} />
      </Card.Body>
    </Card.Root>
  );
}

/** The integration status overview: Active when the provider is enabled, with its last test's outcome. */
function StatusOverview({ configs }: { configs: AdminConfigs }) {
  return (
    <Card.Root as="section" variant="outline" bg="white" aria-labelledby="config-overview-heading">
      <Card.Header>
        <Heading as="h3" size="md" id="config-overview-heading">
          Integration status
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" listStyleType="none">
          {PROVIDERS.map((p) => {
            const c = configs[p.type];
            return (
              <Flex
                as="li"
                key={p.type}
                justify="space-between"
                align="center"
                gap="2"
                borderWidth="1px"
                rounded="md"
                p="3"
              >
                <Stack gap="0">
                  <Text fontWeight="medium">{p.label}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {c.lastTest ? `Last test ${c.lastTest.status === 'success' ? 'passed' : 'failed'}` : 'Not tested'}
                  </Text>
                </Stack>
                <Badge colorPalette={c.enabled ? 'green' : 'gray'} variant="subtle">
                  {c.enabled ? 'Active' : 'Inactive'}
                </Badge>
              </Flex>
            );
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
