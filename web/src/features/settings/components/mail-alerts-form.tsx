import { Stack, Text } from '@chakra-ui/react';
import { LEAD_ALERT_MODES } from '@shared/enums';
import { SwitchControl } from '../../../components/ui/switch-control';
import { type MailAlertsForm, useSaveMailAlerts } from '../api/settings';
import { useTabForm } from '../hooks/use-tab-form';
import { timeZoneOptions } from '../options';
import { SaveForm } from './save-form';
import { SelectField } from './settings-field';

const SWITCHES = {
  escalations: 'Chats waiting for a person while nobody is online',
  planLimits: 'Plan limit at 80 % and 100 %',
  paymentFailed: 'Payment failed',
} as const;
const LEAD_MODE_LABELS: Record<(typeof LEAD_ALERT_MODES)[number], string> = {
  off: 'Off',
  instant: 'A mail for each new lead',
  daily: 'One daily digest',
};
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

/**
 * Settings → Notifications → Email alerts (issue 31 item 4): what the business's team is mailed, one copy
 * for the tenant. The owner changes it; everyone else sees it.
 */
export function MailAlertsSection(props: { stored: MailAlertsForm; isOwner: boolean }) {
  const { form, set, submit, saving, errors } = useTabForm({
    initial: (): MailAlertsForm => props.stored,
    save: useSaveMailAlerts(),
    saved: ['Email Alerts Updated', 'Your team is mailed as you chose.'],
    failure: 'Failed to update the email alerts. Please try again.',
  });
  const locked = !props.isOwner;
  return (
    <SaveForm label="Email alerts" onSubmit={submit} saving={saving} disabled={locked} submitText="Save Email Alerts">
      <Text fontWeight="semibold">Email alerts for your business</Text>
      <Stack gap="3">
        {(Object.keys(SWITCHES) as (keyof typeof SWITCHES)[]).map((key) => (
          <SwitchControl
            key={key}
            label={SWITCHES[key]}
            checked={form[key]}
            onCheckedChange={set(key)}
            disabled={locked}
          />
        ))}
      </Stack>
      <SelectField
        id="mail-alerts-leads"
        label="New leads"
        value={form.newLeads}
        options={LEAD_ALERT_MODES.map((m) => ({ value: m, label: LEAD_MODE_LABELS[m] }))}
        onChange={(v) => set('newLeads')(v as MailAlertsForm['newLeads'])}
        error={errors.newLeads}
      />
      {form.newLeads === 'daily' && (
        <>
          <SelectField
            id="mail-alerts-hour"
            label="Digest time"
            value={String(form.digestHour)}
            options={HOURS}
            onChange={(v) => set('digestHour')(Number(v))}
            error={errors.digestHour}
          />
          <SelectField
            id="mail-alerts-zone"
            label="Time zone"
            value={form.timeZone}
            options={timeZoneOptions(form.timeZone)}
            onChange={set('timeZone')}
            error={errors.timeZone}
          />
        </>
      )}
      <Text fontSize="sm" color="gray.600">
        {locked
          ? 'The account owner chooses these alerts.'
          : 'Agents and owners get the chat alerts; owners get leads, plan and payment alerts.'}
      </Text>
    </SaveForm>
  );
}
