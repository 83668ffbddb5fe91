import { Badge, Box, Button, Flex, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import type { WebpageTemplateId } from '@shared/schemas/ai-webpages';
import { WEBPAGE_TEMPLATE_CATALOGUE, type WebpageTemplate } from '@shared/webpage-templates';

/** Our own SVG markup (shared/webpage-templates.ts) as an image: drawn, never run as the page's markup. */
const thumbnailSrc = (t: WebpageTemplate) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(t.thumbnail)}`;

/**
 * Step 1: the nine templates as one radio group (arrow keys move between them, the choice is announced);
 * the chosen card is outlined in blue.
 */
export function TemplateStep(props: {
  value: WebpageTemplateId | '';
  onChange(id: WebpageTemplateId): void;
  onNext(): void;
}) {
  return (
    <Box>
      <Box as="fieldset">
        <Heading as="legend" size="md" mb="3">
          Choose a template
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" maxH={{ lg: '70vh' }} overflowY={{ lg: 'auto' }} p="1">
          {WEBPAGE_TEMPLATE_CATALOGUE.map((t) => {
            const selected = props.value === t.id;
            return (
              <Box
                as="label"
                key={t.id}
                display="block"
                position="relative"
                cursor="pointer"
                borderWidth="2px"
                rounded="md"
                bg="white"
                p="3"
                borderColor={selected ? 'blue.600' : 'gray.200'}
                boxShadow={selected ? 'md' : undefined}
                _focusWithin={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
                data-selected={selected || undefined}
              >
                <input
                  type="radio"
                  name="template"
                  value={t.id}
                  checked={selected}
                  onChange={() => props.onChange(t.id)}
                  style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                  aria-describedby={`template-${t.id}-description`}
                />
                <img src={thumbnailSrc(t)} alt="" width={160} height={100} style={{ width: '100%', height: 'auto' }} />
                <Flex justify="space-between" align="center" gap="2" mt="2" wrap="wrap">
                  <Text fontWeight="semibold">{t.name}</Text>
                  <Badge>{t.category}</Badge>
                </Flex>
                <Text id={`template-${t.id}-description`} fontSize="sm" color="fg.muted" mt="1">
                  {t.description}
                </Text>
                <List.Root fontSize="xs" color="gray.700" mt="2" ps="4">
                  {t.features.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List.Root>
              </Box>
            );
          })}
        </SimpleGrid>
      </Box>
      <Flex justify="flex-end" mt="4">
        <Button onClick={props.onNext} disabled={!props.value}>
          Next: Basic Info
        </Button>
      </Flex>
    </Box>
  );
}
