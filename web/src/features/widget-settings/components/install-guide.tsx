import { Card, Heading, List, Text } from '@chakra-ui/react';

/** How to put the widget on a site (spec part 2 §2.9 installation guide). */
export function InstallGuide() {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="install-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="install-heading">
          Installation guide
        </Heading>
        <List.Root as="ol" gap="2" ps="5" fontSize="sm" color="gray.700">
          <List.Item>Copy the embed code above.</List.Item>
          <List.Item>
            Paste it into your site's HTML just before the closing <code>&lt;/body&gt;</code> tag — in a site builder,
            use its "custom code" or "footer scripts" setting so it is on every page.
          </List.Item>
          <List.Item>
            Publish and open your site: the chat button appears in the corner you chose. Loads and conversations show up
            in Statistics.
          </List.Item>
          <List.Item>
            Optional: list your website under Behavior → Allowed websites so no other site can use your widget.
          </List.Item>
        </List.Root>
        <Text fontSize="xs" color="gray.600">
          The lead form is set on the Lead Capture screen; your agent's answers come from Train Intents.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
