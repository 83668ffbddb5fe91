import { useState } from 'react';
import { WebpageWizard } from '../components/webpage-wizard';
import { useCreateWebpageSubmit } from '../hooks/use-save-webpage';
import { emptyForm } from '../webpage-form';

/** /dashboard/ai-webpage/create (spec part 3 §2 "Create wizard"). */
export function CreateWebpagePage() {
  const { submit, pending } = useCreateWebpageSubmit();
  const [initial] = useState(emptyForm);
  return (
    <WebpageWizard
      mode="create"
      heading="Create AI Powered Webpage"
      initial={initial}
      submitLabel="Create Webpage"
      pendingLabel="Creating..."
      pending={pending}
      onSubmit={submit}
    />
  );
}
