import { useState } from 'react';
import { notify } from '../../../components/notify';
import type { WriteWebpageResult } from '../api/ai-webpages';
import { WRITER_NAMES } from '../components/write-for-me-dialog';
import { logoProblem } from '../logo';
import {
  applyWritten,
  checkForm,
  missingRequired,
  type SocialKey,
  slugify,
  stepOfField,
  type WebpageForm,
  type WizardStep,
} from '../webpage-form';

/** What the create and edit pages do with a checked form; field errors it returns are shown in place. */
export type SubmitWebpage = (form: WebpageForm, logo: File | null) => Promise<Record<string, string> | undefined>;

type BasicKey = 'name' | 'pathname' | 'title' | 'description';

/**
 * The wizard's state and rules (spec part 3 §2): the form, the open step, the messages, the logo and
 * "Write it for me". Creating, a step opens once the one before it is complete; editing, every step is
 * open. Submitting checks the four required fields (listed, back to step 2), then the same schema the
 * server parses, then sends; the first message's step is shown.
 */
export function useWebpageWizard(mode: 'create' | 'edit', initial: WebpageForm, onSubmit: SubmitWebpage) {
  const [form, setForm] = useState(initial);
  const [step, setStep] = useState<WizardStep>('template');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [logo, setLogo] = useState<File | null>(null);
  const [pathEdited, setPathEdited] = useState(mode === 'edit');
  const [writing, setWriting] = useState(false);
  const [writtenBy, setWrittenBy] = useState<WriteWebpageResult['writtenBy'] | null>(null);

  const patch = (change: Partial<WebpageForm>) => setForm((f) => ({ ...f, ...change }));
  const clearError = (key: string) =>
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _, ...rest } = e;
      return rest;
    });
  const basicsComplete = missingRequired(form).length === 0;
  const open = (s: WizardStep) =>
    mode === 'edit' || s === 'template' || (form.template !== '' && (s === 'basic' || basicsComplete));

  const submit = async () => {
    // Enter in a field of steps 1–2 moves on rather than submitting half a form
    if (step === 'template') return open('basic') && setStep('basic');
    if (step === 'basic') return open('customize') && setStep('customize');
    const absent = missingRequired(form);
    setMissing(absent);
    if (absent.length > 0) {
      setStep('basic');
      notify.error('Missing Required Fields', `Please complete all required fields: ${absent.join(', ')}`);
      return;
    }
    const found = checkForm(form);
    const shown = Object.keys(found).length > 0 ? found : ((await onSubmit(form, logo)) ?? {});
    setErrors(shown);
    const first = Object.keys(shown)[0];
    if (first) setStep(stepOfField(first));
  };

  return {
    form,
    step,
    setStep,
    open,
    errors,
    missing,
    logo,
    submit,
    chooseTemplate: (template: WebpageForm['template']) => {
      patch({ template });
      clearError('template');
    },
    changeBasic: (key: BasicKey, value: string) => {
      const change: Partial<WebpageForm> = { [key]: value };
      // creating, the URL path follows the name until the owner types one of their own
      if (key === 'name' && !pathEdited) change.pathname = slugify(value);
      if (key === 'pathname') setPathEdited(true);
      patch(change);
      clearError(key);
      if (key === 'name' && !pathEdited) clearError('pathname');
    },
    change: (change: Partial<WebpageForm>) => {
      patch(change);
      for (const key of Object.keys(change)) clearError(key);
    },
    changeContent: (key: string, value: string) => {
      patch({ content: { ...form.content, [key]: value } });
      clearError(`customData.${key}`);
    },
    changeSocial: (key: SocialKey, value: string) => {
      patch({ socialMedia: { ...form.socialMedia, [key]: value } });
      clearError(`customData.socialMedia.${key}`);
    },
    chooseLogo: (file: File | null) => {
      const problem = file && logoProblem(file);
      setLogo(problem ? null : file);
      setErrors((e) => ({ ...e, logo: problem ?? '' }));
    },
    writer: {
      open: writing,
      writtenBy,
      start: () => setWriting(true),
      close: () => setWriting(false),
      written: (result: WriteWebpageResult) => {
        setForm((f) => applyWritten(f, result));
        setWrittenBy(result.writtenBy);
        notify.success(
          'Content Written',
          `Written by ${WRITER_NAMES[result.writtenBy]}. Read it and edit what you like.`,
        );
      },
    },
  };
}
