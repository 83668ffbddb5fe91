import { Box, Button, ButtonGroup, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { type Appearance, previewDocument } from '../embed-code';

const MOBILE = { width: 280, height: 350 };

/** Re-render the preview at most every 400 ms while the owner types. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The live preview (spec part 2 §2.9): the REAL widget bundle (/widget/parley-widget.js) in an iframe
 * page with the unsaved appearance as data-* attributes — the same loader and panel visitors get, in
 * preview mode (no page view counted, nothing sent). Desktop, or the mobile preview at 280×350.
 */
export function WidgetPreview({ clientId, appearance }: { clientId: string; appearance: Appearance }) {
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  const doc = useDebounced(
    previewDocument({ origin: window.location.origin, clientId, appearance }),
    PREVIEW_DEBOUNCE_MS,
  );
  return (
    <Stack gap="3" as="section" aria-labelledby="preview-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="preview-heading">
          Live preview
        </Heading>
        <ButtonGroup size="xs" variant="outline" attached>
          <Button
            aria-pressed={device === 'desktop'}
            onClick={() => setDevice('desktop')}
            bg={device === 'desktop' ? 'gray.100' : undefined}
          >
            Desktop
          </Button>
          <Button
            aria-pressed={device === 'mobile'}
            onClick={() => setDevice('mobile')}
            bg={device === 'mobile' ? 'gray.100' : undefined}
          >
            Mobile (280×350)
          </Button>
        </ButtonGroup>
      </Flex>
      <Text fontSize="sm" color="gray.600">
        The real widget with your unsaved changes. Click its button to open the chat; nothing typed here is sent.
      </Text>
      <Box
        borderWidth="1px"
        borderColor="gray.300"
        rounded="lg"
        overflow="hidden"
        bg="gray.100"
        mx={device === 'mobile' ? 'auto' : undefined}
        w={device === 'mobile' ? `${MOBILE.width + 2}px` : 'full'}
      >
        <iframe
          key={device}
          title={device === 'mobile' ? 'Widget preview on a phone (280×350)' : 'Widget preview on a desktop page'}
          srcDoc={doc}
          data-testid={`widget-preview-${device}`}
          style={{
            display: 'block',
            border: 0,
            width: device === 'mobile' ? `${MOBILE.width}px` : '100%',
            height: device === 'mobile' ? `${MOBILE.height}px` : '680px',
          }}
        />
      </Box>
    </Stack>
  );
}
