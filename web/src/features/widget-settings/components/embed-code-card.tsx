import { Box, Button, Card, Flex, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/notify';
import { type Appearance, COPY_FEEDBACK_MS, initCallCode, scriptTagCode } from '../embed-code';

function Toggle({ checked, onChange, label }: { checked: boolean; onChange: (v: boolean) => void; label: string }) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

/**
 * The embed code (spec part 2 §2.9). By default it carries only the client id and the API address, so
 * whatever is saved on this screen reaches every page at once without touching the site again; the
 * owner may write the appearance into the code instead (it then wins over the saved settings).
 */
export function EmbedCodeCard({ clientId, saved }: { clientId: string; saved: Appearance }) {
  const [withAppearance, setWithAppearance] = useState(false);
  const [initForm, setInitForm] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const input = { origin: window.location.origin, clientId, appearance: withAppearance ? saved : null };
  const code = initForm ? initCallCode(input) : scriptTagCode(input);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
      notify.success('Copied!', 'Widget code copied to clipboard');
    } catch {
      notify.error('Failed to copy to clipboard');
    }
  };

  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="embed-code-heading">
      <Card.Body gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="embed-code-heading">
            Embed code
          </Heading>
          <Button size="sm" colorPalette="blue" onClick={copy}>
            {copied ? 'Copied' : 'Copy code'}
          </Button>
        </Flex>
        <Text fontSize="sm" color="gray.700">
          Paste this just before <code>&lt;/body&gt;</code> on every page where the chat should appear.
        </Text>
        <Box
          as="pre"
          data-testid="embed-code"
          bg="gray.900"
          color="gray.50"
          p="4"
          rounded="md"
          fontSize="sm"
          overflowX="auto"
          whiteSpace="pre"
          tabIndex={0}
          aria-label="Embed code"
        >
          <code>{code}</code>
        </Box>
        <Stack gap="2">
          <Toggle checked={withAppearance} onChange={setWithAppearance} label="Write the appearance into the code" />
          <Text fontSize="xs" color="gray.600">
            {withAppearance
              ? 'The code now fixes the saved look. Settings in the code win over this screen, so a later change here needs the code pasted again.'
              : 'Recommended: without appearance attributes, the widget reads your saved settings each time a page loads, so changes you save here appear on your site without re-embedding.'}
          </Text>
          <Toggle checked={initForm} onChange={setInitForm} label="Show the Parley.init form" />
          <Text fontSize="xs" color="gray.600">
            For sites that set up scripts in code: load the script, then call <code>Parley.init</code> with the same
            options.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
