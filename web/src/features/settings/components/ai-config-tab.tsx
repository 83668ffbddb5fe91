import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AGENT_WORDING, historyEffect, RESPONSE_MODE_EFFECTS, TOGGLE_EFFECTS } from '@shared/agent-behaviour';
import { SwitchControl } from '../../../components/ui/switch-control';
import { type AiSettingsForm, useSaveAi } from '../api/settings';
import { useTabForm } from '../hooks/use-tab-form';
import { HISTORY_OPTIONS, PERSONALITY_OPTIONS, RESPONSE_MODE_OPTIONS } from '../options';
import { SaveForm } from './save-form';
import { SelectField } from './settings-field';

const TOGGLES: { key: 'humanEscalation' | 'trainingDataUpdates' | 'fallbackEnabled'; label: string }[] = [
  { key: 'humanEscalation', label: 'Human escalation' },
  { key: 'trainingDataUpdates', label: 'Training data updates' },
  { key: 'fallbackEnabled', label: 'Fallback responses' },
];

/** AI Config tab (owner and AI trainer): the whole form is sent and the stored values come back. */
export function AiConfigTab(props: { stored: AiSettingsForm }) {
  const { form, setForm, errors, submit, saving } = useTabForm({
    initial: (): AiSettingsForm => props.stored,
    save: useSaveAi(),
    saved: ['AI Settings Updated', 'Your AI configuration has been saved.'],
    failure: 'Failed to update the AI settings. Please try again.',
  });
  return (
    <SaveForm label="AI Config" onSubmit={submit} saving={saving}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField
          id="ai-responseTime"
          label="Response Mode"
          value={form.responseTime}
          options={RESPONSE_MODE_OPTIONS}
          onChange={(v) => setForm((f) => ({ ...f, responseTime: v as AiSettingsForm['responseTime'] }))}
          error={errors.responseTime}
          helper={RESPONSE_MODE_EFFECTS[form.responseTime]}
        />
        <SelectField
          id="ai-personality"
          label="Personality"
          value={form.personality}
          options={PERSONALITY_OPTIONS}
          onChange={(v) => setForm((f) => ({ ...f, personality: v as AiSettingsForm['personality'] }))}
          error={errors.personality}
          helper={`When it cannot answer: "${AGENT_WORDING[form.personality].fallback}"`}
        />
        <SelectField
          id="ai-conversationHistory"
          label="Conversation History"
          value={String(form.conversationHistory)}
          options={HISTORY_OPTIONS}
          onChange={(v) => setForm((f) => ({ ...f, conversationHistory: Number(v) }))}
          error={errors.conversationHistory}
          helper={historyEffect(form.conversationHistory)}
        />
      </SimpleGrid>
      <Stack gap="3">
        {TOGGLES.map((t) => (
          <SwitchControl
            key={t.key}
            helperText={TOGGLE_EFFECTS[t.key]}
            label={t.label}
            checked={form[t.key]}
            onCheckedChange={(c) => setForm((f) => ({ ...f, [t.key]: c }))}
          />
        ))}
      </Stack>
      <Text fontSize="sm" color="gray.600">
        One AI Config for your business: the agent follows it from the next visitor message.
      </Text>
    </SaveForm>
  );
}
