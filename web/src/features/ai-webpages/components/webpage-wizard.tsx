import { Box, Button, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import type { WebpageTemplateId } from '@shared/schemas/ai-webpages';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Field } from '../../../components/ui/field';
import { SelectControl } from '../../../components/ui/field-frame';
import type { WebpageStatus } from '../api/ai-webpages';
import { LIST_PATH } from '../hooks/use-save-webpage';
import { type SubmitWebpage, useWebpageWizard } from '../hooks/use-webpage-wizard';
import type { WebpageForm, WizardStep } from '../webpage-form';
import { BasicInfoStep } from './basic-info-step';
import { CustomizeStep } from './customize-step';
import { TemplateStep } from './template-step';
import { STATUS_OPTIONS } from './webpage-card';
import { WRITER_NAMES, WriteForMeDialog } from './write-for-me-dialog';

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
  const wizard = useWebpageWizard(props.mode, props.initial, props.onSubmit);
  const { form, step, setStep, open, writer } = wizard;

  const writeForMe = (
    <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="3" bg="blue.50">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" flex="1" minW="12rem">
          {writer.writtenBy
            ? `Texts written by ${WRITER_NAMES[writer.writtenBy]} from what you gave. Read and edit them before you publish.`
            : 'No words yet? Give three facts and we draft the title, description and the template texts.'}
        </Text>
        <Button size="sm" variant="outline" bg="white" onClick={writer.start}>
          Write it for me
        </Button>
      </Flex>
    </Box>
  );

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void wizard.submit();
      }}
      noValidate
    >
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
          <TemplateStep value={form.template} onChange={wizard.chooseTemplate} onNext={() => setStep('basic')} />
        </Tabs.Content>
        <Tabs.Content value="basic">
          <BasicInfoStep
            form={form}
            errors={wizard.errors}
            missing={wizard.missing}
            onChange={wizard.changeBasic}
            onBack={() => setStep('template')}
            onNext={() => setStep('customize')}
            writeForMe={writeForMe}
          />
        </Tabs.Content>
        <Tabs.Content value="customize">
          <CustomizeStep
            form={form}
            errors={wizard.errors}
            onChange={wizard.change}
            onContent={wizard.changeContent}
            onSocial={wizard.changeSocial}
            logo={{ file: wizard.logo, currentUrl: props.logoUrl }}
            onLogo={wizard.chooseLogo}
            statusField={
              props.mode === 'create' ? (
                <Field
                  maxW="xs"
                  label="Status"
                  controlId="webpage-status"
                  helperText="Draft pages are seen only by you (Preview); publish to go live."
                >
                  <SelectControl
                    id="webpage-status"
                    options={STATUS_OPTIONS}
                    value={form.status}
                    onChange={(e) => wizard.change({ status: e.target.value as WebpageStatus })}
                  />
                </Field>
              ) : undefined
            }
            onBack={() => setStep('basic')}
            submitLabel={props.submitLabel}
            pendingLabel={props.pendingLabel}
            pending={props.pending}
          />
        </Tabs.Content>
      </Tabs.Root>
      {writer.open && form.template && (
        <WriteForMeDialog
          open
          template={form.template as WebpageTemplateId}
          defaultBusinessName={form.name}
          onClose={writer.close}
          onWritten={writer.written}
        />
      )}
    </form>
  );
}
