import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WebpageTemplateId } from '../../../../../shared/schemas/ai-webpages';
import { notify } from '../../../components/notify';
import { TextField } from '../../../components/text-field';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useWriteContent, type WriteWebpageResult } from '../api/ai-webpages';

/** Who wrote the texts, said plainly (issue 15: the local writer offline, OpenAI when configured). */
export const WRITER_NAMES: Record<WriteWebpageResult['writtenBy'], string> = {
  local: "Parley's built-in writer (offline)",
  openai: 'OpenAI',
};

/**
 * "Write it for me": three facts in, the page's title, description and the template's texts out. Nothing
 * is saved; the wizard's form is filled and the owner edits it before creating or updating.
 */
export function WriteForMeDialog(props: {
  open: boolean;
  template: WebpageTemplateId;
  defaultBusinessName: string;
  onClose(): void;
  onWritten(result: WriteWebpageResult): void;
}) {
  const write = useWriteContent();
  const [businessName, setBusinessName] = useState(props.defaultBusinessName);
  const [industry, setIndustry] = useState('');
  const [summary, setSummary] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!businessName.trim()) missing.businessName = 'Business name is required';
    if (!summary.trim()) missing.summary = 'One-line description is required';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const result = await write.mutateAsync({ template: props.template, businessName, industry, summary });
      props.onWritten(result);
      props.onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify.error('Could not write the content', serverErrorText(error, 'Please try again.'));
    }
  };

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => {
        if (!e.open && !write.isPending) props.onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content
            as="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              // React events cross portals: without this the wizard's own form would see the submit too
              e.stopPropagation();
              void submit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>Write it for me</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description asChild>
                  <Text fontSize="sm" color="fg.muted">
                    Give three facts and we fill the page title, description and the template's texts. Nothing is saved
                    until you create or update the webpage; check every text first.
                  </Text>
                </Dialog.Description>
                <TextField
                  id="write-business-name"
                  label="Business name"
                  required
                  value={businessName}
                  onChange={setBusinessName}
                  error={errors.businessName}
                  maxLength={120}
                />
                <TextField
                  id="write-industry"
                  label="Industry"
                  value={industry}
                  onChange={setIndustry}
                  error={errors.industry}
                  placeholder="e.g. South Indian restaurant"
                  maxLength={80}
                />
                <TextField
                  id="write-summary"
                  label="One-line description"
                  required
                  value={summary}
                  onChange={setSummary}
                  error={errors.summary}
                  placeholder="What you offer and to whom, in one sentence"
                  maxLength={200}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose} disabled={write.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={write.isPending} loadingText="Writing...">
                Write the content
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
