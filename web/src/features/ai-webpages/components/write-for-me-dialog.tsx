import { Stack } from '@chakra-ui/react';
import type { WebpageTemplateId } from '@shared/schemas/ai-webpages';
import { AppDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import type { WriteWebpageResult } from '../api/ai-webpages';
import { useWriteForMe } from '../hooks/use-write-for-me';

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
  const { form, submit, pending } = useWriteForMe(
    props.template,
    props.defaultBusinessName,
    props.onWritten,
    props.onClose,
  );
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title="Write it for me"
      description="Give three facts and we fill the page title, description and the template's texts. Nothing is saved until you create or update the webpage; check every text first."
      closeButton={false}
      locked={pending}
      busy={pending}
      onSubmit={(event) => {
        // React events cross portals: without this the wizard's own form would see the submit too
        event.stopPropagation();
        void submit();
      }}
      footer={
        <FormActions
          onCancel={props.onClose}
          submitLabel="Write the content"
          pending={pending}
          pendingLabel="Writing..."
        />
      }
    >
      <Stack gap="4" mt="4">
        <TextField
          form={form}
          name="businessName"
          id="write-business-name"
          label="Business name"
          required
          maxLength={120}
        />
        <TextField
          form={form}
          name="industry"
          id="write-industry"
          label="Industry"
          placeholder="e.g. South Indian restaurant"
          maxLength={80}
        />
        <TextField
          form={form}
          name="summary"
          id="write-summary"
          label="One-line description"
          required
          placeholder="What you offer and to whom, in one sentence"
          maxLength={200}
        />
      </Stack>
    </AppDialog>
  );
}
