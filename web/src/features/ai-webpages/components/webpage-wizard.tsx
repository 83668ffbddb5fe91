import { Box, Button, Field, Flex, Heading, NativeSelect, Tabs, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WebpageTemplateId } from '../../../../../shared/schemas/ai-webpages';
import { notify } from '../../../components/notify';
import type { WebpageStatus, WriteWebpageResult } from '../api/ai-webpages';
import { logoProblem } from '../logo';
import {
  applyWritten,
  checkForm,
  missingRequired,
  slugify,
  stepOfField,
  type WebpageForm,
  type WizardStep,
} from '../webpage-form';
import { BasicInfoStep } from './basic-info-step';
import { CustomizeStep } from './customize-step';
import { TemplateStep } from './template-step';
import { STATUS_OPTIONS } from './webpage-card';
import { WRITER_NAMES, WriteForMeDialog } from './write-for-me-dialog';

export const LIST_PATH = '/dashboard/ai-webpage';

/** What the create and edit pages do with a checked form; field errors it returns are shown in place. */
export type SubmitWebpage = (form: WebpageForm, logo: File | null) => Promise<Record<string, string> | undefined>;

/**
 * The three-step wizard both screens share (spec part 3 §2): 1 Choose Template, 2 Basic Info, 3 Customize.
 * Creating, a step opens once the one before it is complete; editing, every tab is open. Submitting checks
 * the four required fields (listed, back to step 2), then the same schema the server parses, then sends.
 */
export function WebpageWizard(props: {
  mode: 'create' | 'edit';
  heading: string;
  initial: WebpageForm;
  logoUrl?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: SubmitWebpage;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState(props.initial);
  const [step, setStep] = useState<WizardStep>('template');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [logo, setLogo] = useState<File | null>(null);
  const [pathEdited, setPathEdited] = useState(props.mode === 'edit');
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
    props.mode === 'edit' || s === 'template' || (form.template !== '' && (s === 'basic' || basicsComplete));

  const changeBasic = (key: 'name' | 'pathname' | 'title' | 'description', value: string) => {
    const change: Partial<WebpageForm> = { [key]: value };
    // creating, the URL path follows the name until the owner types one of their own
    if (key === 'name' && !pathEdited) change.pathname = slugify(value);
    if (key === 'pathname') setPathEdited(true);
    patch(change);
    clearError(key);
    if (key === 'name' && !pathEdited) clearError('pathname');
  };
  const chooseLogo = (file: File | null) => {
    const problem = file && logoProblem(file);
    setLogo(problem ? null : file);
    setErrors((e) => ({ ...e, logo: problem ?? '' }));
  };
  const written = (result: WriteWebpageResult) => {
    setForm((f) => applyWritten(f, result));
    setWrittenBy(result.writtenBy);
    notify.success('Content Written', `Written by ${WRITER_NAMES[result.writtenBy]}. Read it and edit what you like.`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    const shown = Object.keys(found).length > 0 ? found : ((await props.onSubmit(form, logo)) ?? {});
    setErrors(shown);
    const first = Object.keys(shown)[0];
    if (first) setStep(stepOfField(first));
  };

  const writeForMe = (
    <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="3" bg="blue.50">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" flex="1" minW="12rem">
          {writtenBy
            ? `Texts written by ${WRITER_NAMES[writtenBy]} from what you gave. Read and edit them before you publish.`
            : 'No words yet? Give three facts and we draft the title, description and the template texts.'}
        </Text>
        <Button size="sm" variant="outline" bg="white" onClick={() => setWriting(true)}>
          Write it for me
        </Button>
      </Flex>
    </Box>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" mb="4">
        <Heading as="h1" size="2xl">
          {props.heading}
        </Heading>
        <Button variant="outline" onClick={() => navigate(LIST_PATH)}>
          Back to Webpages
        </Button>
      </Flex>
      <Tabs.Root
        value={step}
        onValueChange={(e) => setStep(e.value as WizardStep)}
        variant="enclosed"
        size={{ base: 'sm', md: 'md' }}
        lazyMount
        unmountOnExit
      >
        <Box overflowX="auto">
          <Tabs.List minW="max-content">
            <Tabs.Trigger value="template" disabled={!open('template')}>
              1 Choose Template
            </Tabs.Trigger>
            <Tabs.Trigger value="basic" disabled={!open('basic')}>
              2 Basic Info
            </Tabs.Trigger>
            <Tabs.Trigger value="customize" disabled={!open('customize')}>
              3 Customize
            </Tabs.Trigger>
          </Tabs.List>
        </Box>
        <Tabs.Content value="template">
          <TemplateStep
            value={form.template}
            onChange={(template) => {
              patch({ template });
              clearError('template');
            }}
            onNext={() => setStep('basic')}
          />
        </Tabs.Content>
        <Tabs.Content value="basic">
          <BasicInfoStep
            form={form}
            errors={errors}
            missing={missing}
            onChange={changeBasic}
            onBack={() => setStep('template')}
            onNext={() => setStep('customize')}
            writeForMe={writeForMe}
          />
        </Tabs.Content>
        <Tabs.Content value="customize">
          <CustomizeStep
            form={form}
            errors={errors}
            onChange={(change) => {
              patch(change);
              for (const key of Object.keys(change)) clearError(key);
            }}
            onContent={(key, value) => {
              patch({ content: { ...form.content, [key]: value } });
              clearError(`customData.${key}`);
            }}
            onSocial={(key, value) => {
              patch({ socialMedia: { ...form.socialMedia, [key]: value } });
              clearError(`customData.socialMedia.${key}`);
            }}
            logo={{ file: logo, currentUrl: props.logoUrl }}
            onLogo={chooseLogo}
            statusField={
              props.mode === 'create' ? (
                <Field.Root maxW="xs">
                  <Field.Label htmlFor="webpage-status">Status</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      id="webpage-status"
                      value={form.status}
                      onChange={(e) => patch({ status: e.target.value as WebpageStatus })}
                    >
                      {STATUS_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>Draft pages are seen only by you (Preview); publish to go live.</Field.HelperText>
                </Field.Root>
              ) : undefined
            }
            onBack={() => setStep('basic')}
            submitLabel={props.submitLabel}
            pendingLabel={props.pendingLabel}
            pending={props.pending}
          />
        </Tabs.Content>
      </Tabs.Root>
      {writing && form.template && (
        <WriteForMeDialog
          open
          template={form.template as WebpageTemplateId}
          defaultBusinessName={form.name}
          onClose={() => setWriting(false)}
          onWritten={written}
        />
      )}
    </form>
  );
}
