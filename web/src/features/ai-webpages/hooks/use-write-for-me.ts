import { type WebpageTemplateId, writeWebpageRequestSchema } from '@shared/schemas/ai-webpages';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { useWriteContent, type WriteWebpageResult } from '../api/ai-webpages';

// the three facts of the shared request; the template is the wizard's
const factsForm = writeWebpageRequestSchema.omit({ template: true });

/** "Write it for me": the three facts checked with the request's own schema, then written; nothing is saved. */
export function useWriteForMe(
  template: WebpageTemplateId,
  defaultBusinessName: string,
  onWritten: (result: WriteWebpageResult) => void,
  onClose: () => void,
) {
  const write = useWriteContent();
  const form = useZodForm(factsForm, { businessName: defaultBusinessName, industry: '', summary: '' });
  const submit = form.handleSubmit(async (facts) => {
    try {
      const result = await write.mutateAsync({ template, ...facts });
      onWritten(result);
      onClose();
    } catch (error) {
      setServerErrors(form, error);
      notify.error('Could not write the content', serverErrorText(error, 'Please try again.'));
    }
  });
  return { form, submit, pending: write.isPending };
}
