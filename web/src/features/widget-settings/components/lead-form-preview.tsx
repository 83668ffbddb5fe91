import { Box, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FormField } from '@shared/schemas/widget';

/**
 * What visitors see before the chat, drawn from the unsaved values (spec part 2 §2.6 "preview of the
 * form"). The widget draws the saved form itself; this shows the same fields, labels and choices.
 */
export function LeadFormPreview({
  title,
  subtitle,
  fields,
  color,
}: {
  title: string;
  subtitle: string;
  fields: FormField[];
  color: string;
}) {
  return (
    <Box
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      overflow="hidden"
      bg="white"
      aria-label="Form preview"
      as="section"
    >
      <Box bg={color} color="white" px="4" py="3" fontWeight="semibold">
        Chat
      </Box>
      <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="3" p="4">
          <Heading as="h3" size="md">
            {title || ' '}
          </Heading>
          <Text fontSize="sm" color="gray.600">
            {subtitle}
          </Text>
          {fields.map((field) => {
            const id = `preview-${field.id}`;
            return (
              <Stack key={field.id} gap="1">
                <Text asChild fontSize="sm" fontWeight="medium">
                  <label htmlFor={id}>
                    {field.label}
                    {field.required && (
                      <Text as="span" color="red.600" ms="1">
                        *
                      </Text>
                    )}
                  </label>
                </Text>
                {field.type === 'select' ? (
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field id={id}>
                      <option value="">{field.placeholder || 'Choose…'}</option>
                      {(field.options ?? []).map((option) => (
                        <option key={option}>{option}</option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : field.type === 'textarea' ? (
                  <Textarea id={id} size="sm" rows={2} placeholder={field.placeholder} />
                ) : (
                  <Input id={id} size="sm" type={field.type} placeholder={field.placeholder} />
                )}
              </Stack>
            );
          })}
          <Box
            as="span"
            bg={color}
            color="white"
            rounded="md"
            px="4"
            py="2"
            textAlign="center"
            fontWeight="semibold"
            aria-hidden="true"
          >
            Start chat
          </Box>
        </Stack>
      </fieldset>
    </Box>
  );
}
