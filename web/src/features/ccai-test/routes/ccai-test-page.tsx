import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { HealthCard } from '../components/health-card';
import { TestChat } from '../components/test-chat';

/** /ccai-test (spec part 2 §2.1): a trainer talks to the tenant's own agent through the widget's pipeline. */
export function CcaiTestPage() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Test AI Chat
        </Heading>
        <Text color="gray.600">
          Messages here are matched against your intents, then answered from your knowledge sources (with the source
          named), and handed over exactly as in your website widget. Test chats use none of your plan's conversations
          and create no leads. Answers written by OpenAI (when the platform admin enables it) appear in the widget only.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <TestChat />
        <HealthCard />
      </Grid>
    </Stack>
  );
}
