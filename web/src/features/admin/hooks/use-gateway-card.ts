import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { type PaymentGateways, useSaveGateways, useTestGateway } from '../api/config';
import type { GatewayDef } from '../components/provider-fields';
import { useSettingsForm, useStoredToggle } from './use-settings-form';

/**
 * One Payment Gateway card: its credentials form and enable checkbox, Save, Test (of what is typed) and
 * Make active, each with its toast; a 400's field messages go under their inputs.
 */
export function useGatewayCard(def: GatewayDef, data: PaymentGateways) {
  const stored = data[def.gateway] as PaymentGateways['stripe'] & Record<string, unknown>;
  const form = useSettingsForm(def.fields, stored);
  const [enabled, setEnabled] = useStoredToggle(stored.enabled);
  const save = useSaveGateways();
  const test = useTestGateway();
  const settings = () => ({ ...form.body(), enabled });

  const onSave = async () => {
    try {
      await save.mutateAsync({ [def.gateway]: settings() });
      notify.success('Success', `${def.label} settings saved`);
    } catch (error) {
      form.showServerErrors(error);
      notify.error('Error', serverErrorText(error, `Failed to save the ${def.label} settings`));
    }
  };
  const onTest = async () => {
    try {
      const r = await test.mutateAsync({ gateway: def.gateway, config: settings() });
      notify.success(`${def.gateway.toUpperCase()} connection test successful`, r.message);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(
        `${def.gateway.toUpperCase()} connection test failed`,
        serverErrorText(error, 'The test could not be run.'),
      );
    }
  };
  const onActivate = async () => {
    try {
      await save.mutateAsync({ activeGateway: def.gateway });
      notify.success('Active gateway changed', `${def.label} now takes new subscriptions.`);
    } catch (error) {
      notify.error('Error', serverErrorText(error, `Failed to make ${def.label} active`));
    }
  };

  return {
    stored,
    form,
    enabled,
    setEnabled,
    active: data.activeGateway === def.gateway,
    save: () => void onSave(),
    saving: save.isPending && !save.variables?.activeGateway,
    test: () => void onTest(),
    testing: test.isPending,
    activate: () => void onActivate(),
    activating: save.isPending && save.variables?.activeGateway === def.gateway,
  };
}
