import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { useSaveConfig, useTestConfig } from '../api/config';
import type { ProviderDef } from '../components/provider-fields';
import { useSettingsForm, useStoredToggle } from './use-settings-form';

/**
 * One Configuration card: its fields and enabled switch, Save Configuration and Test Connection (of
 * what is typed), each with its toast (spec part 3 §8); a 400's field messages go under their inputs.
 */
export function useProviderCard(def: ProviderDef, stored: Record<string, unknown>) {
  const form = useSettingsForm(def.fields, stored);
  const [enabled, setEnabled] = useStoredToggle(stored.enabled === true);
  const save = useSaveConfig();
  const test = useTestConfig();
  const TYPE = def.type.toUpperCase();
  const config = () => ({ enabled, ...form.body() });

  const onSave = async () => {
    try {
      await save.mutateAsync({ type: def.type, config: config() });
      notify.success('Success', 'Configuration saved successfully');
    } catch (error) {
      form.showServerErrors(error);
      notify.error('Error', 'Failed to save configuration');
    }
  };
  const onTest = async () => {
    try {
      const r = await test.mutateAsync({ type: def.type, config: config() });
      notify.success(`${TYPE} connection test successful`, r.message);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(`${TYPE} connection test failed`, serverErrorText(error, 'The test could not be run.'));
    }
  };

  return {
    form,
    enabled,
    setEnabled,
    save: () => void onSave(),
    saving: save.isPending,
    test: () => void onTest(),
    testing: test.isPending,
  };
}
