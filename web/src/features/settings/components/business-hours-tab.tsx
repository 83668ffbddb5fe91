import { Alert, Box, Button, Checkbox, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  type BusinessHoursForm,
  type GetBusinessHoursResponse,
  type OpeningRange,
  WEEKDAYS,
  type Weekday,
} from '@shared/schemas/business-hours';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { QueryState } from '../../../components/ui/query-state';
import { SwitchControl } from '../../../components/ui/switch-control';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useGetBusinessHours } from '../api/get-business-hours';
import { useUpdateBusinessHours } from '../api/update-business-hours';
import { timeZoneOptions } from '../options';
import { SaveForm } from './save-form';
import { SelectField } from './settings-field';

const DAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
const DEFAULT_RANGE: OpeningRange = { open: '09:00', close: '18:00' };

/** Settings → Business hours (issue 32 item 8, owners): loaded only when the tab is opened. */
export function BusinessHoursPanel() {
  const q = useGetBusinessHours();
  return (
    <QueryState
      query={q}
      loading="Loading business hours..."
      failed="We couldn't load the business hours. Please try again."
    >
      {(data) => <BusinessHoursTab stored={data} />}
    </QueryState>
  );
}

/**
 * The weekly hours (per day: closed, or one or more open–close ranges), the time zone they are in, and
 * holidays. Off by default (always open). Outside them a chat handed to a person is told when the team is
 * back and asked for an email address; it waits in the queue and the team's email alert tells them.
 */
export function BusinessHoursTab({ stored }: { stored: GetBusinessHoursResponse }) {
  const [form, setForm] = useState<BusinessHoursForm>(stored.hours);
  const [status, setStatus] = useState({ openNow: stored.openNow, awayMessage: stored.awayMessage });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [holiday, setHoliday] = useState('');
  const save = useUpdateBusinessHours();

  const setDay = (day: Weekday, ranges: OpeningRange[]) =>
    setForm((f) => ({ ...f, weekly: { ...f.weekly, [day]: ranges } }));
  const setRange = (day: Weekday, i: number, change: Partial<OpeningRange>) =>
    setDay(
      day,
      form.weekly[day].map((r, j) => (j === i ? { ...r, ...change } : r)),
    );
  const submit = () =>
    save.mutate(
      { body: form },
      {
        onSuccess: (answer) => {
          setForm(answer.hours);
          setStatus({ openNow: answer.openNow, awayMessage: answer.awayMessage });
          setErrors({});
          notify.success('Business Hours Updated', 'Chats outside them are told when your team is back.');
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notify.error('Error', serverErrorText(error, 'Failed to update the business hours. Please try again.'));
        },
      },
    );
  const addHoliday = () => {
    if (!holiday || form.holidays.includes(holiday)) return;
    setForm((f) => ({ ...f, holidays: [...f.holidays, holiday].sort() }));
    setHoliday('');
  };
  const otherErrors = Object.entries(errors).filter(([k]) => !/^weekly\.\w+\.\d+\.(open|close)$/.test(k));

  return (
    <SaveForm label="Business hours" onSubmit={submit} saving={save.isPending} submitText="Save Business Hours">
      <Text fontWeight="semibold">When your team answers chats</Text>
      <Alert.Root status={status.openNow ? 'success' : 'info'} data-testid="business-hours-status">
        <Alert.Indicator />
        <Alert.Description>
          {status.openNow
            ? stored.hours.enabled || form.enabled
              ? 'Open now.'
              : 'Off: your team is always open.'
            : `Closed now. Visitors handed to a person are told: “${status.awayMessage}”`}
        </Alert.Description>
      </Alert.Root>
      <SwitchControl
        label="Use business hours"
        helperText="Outside these hours, a visitor handed to a person is told when your team is back and asked for an email address."
        checked={form.enabled}
        onCheckedChange={(enabled) => setForm((f) => ({ ...f, enabled }))}
        name="business-hours-enabled"
      />
      <SelectField
        id="business-hours-zone"
        label="Time zone"
        value={form.timeZone}
        options={timeZoneOptions(form.timeZone)}
        onChange={(timeZone) => setForm((f) => ({ ...f, timeZone }))}
        error={errors.timeZone}
      />
      <Stack gap="3" as="fieldset">
        <Text as="legend" fontWeight="medium" mb="2">
          Weekly hours
        </Text>
        {WEEKDAYS.map((day) => {
          const ranges = form.weekly[day];
          return (
            <Stack key={day} gap="1" data-testid={`business-hours-${day}`} borderBottomWidth="1px" pb="2">
              <HStack gap="4" wrap="wrap">
                <Text minW="24" fontWeight="medium">
                  {DAY_LABELS[day]}
                </Text>
                <Checkbox.Root
                  checked={ranges.length === 0}
                  onCheckedChange={(e) => setDay(day, e.checked ? [] : [DEFAULT_RANGE])}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    Closed<VisuallyHidden>{` on ${DAY_LABELS[day]}`}</VisuallyHidden>
                  </Checkbox.Label>
                </Checkbox.Root>
              </HStack>
              {ranges.map((r, i) => {
                const err = errors[`weekly.${day}.${i}.open`] ?? errors[`weekly.${day}.${i}.close`];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a day's ranges have no identity but their place
                  <Stack key={i} gap="0.5">
                    <HStack gap="2">
                      <Input
                        type="time"
                        size="sm"
                        maxW="36"
                        aria-label={`${DAY_LABELS[day]} opens`}
                        value={r.open}
                        onChange={(e) => setRange(day, i, { open: e.target.value })}
                      />
                      <Text>to</Text>
                      <Input
                        type="time"
                        size="sm"
                        maxW="36"
                        aria-label={`${DAY_LABELS[day]} closes`}
                        value={r.close === '24:00' ? '23:59' : r.close}
                        onChange={(e) => setRange(day, i, { close: e.target.value })}
                      />
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Remove ${DAY_LABELS[day]} ${r.open}–${r.close}`}
                        onClick={() =>
                          setDay(
                            day,
                            ranges.filter((_, j) => j !== i),
                          )
                        }
                      >
                        Remove
                      </Button>
                    </HStack>
                    {err && (
                      <Text fontSize="sm" color="red.700">
                        {err}
                      </Text>
                    )}
                  </Stack>
                );
              })}
              {ranges.length > 0 && ranges.length < 4 && (
                <Box>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => {
                      const last = ranges[ranges.length - 1];
                      setDay(day, [...ranges, { open: last.close === '24:00' ? '23:00' : last.close, close: '24:00' }]);
                    }}
                  >
                    Add hours to {DAY_LABELS[day]}
                  </Button>
                </Box>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Stack gap="2">
        <Text fontWeight="medium">Holidays (closed all day)</Text>
        <HStack gap="2">
          <Input
            type="date"
            size="sm"
            maxW="48"
            aria-label="Holiday date"
            value={holiday}
            onChange={(e) => setHoliday(e.target.value)}
          />
          <Button size="sm" variant="outline" onClick={addHoliday} disabled={!holiday}>
            Add holiday
          </Button>
        </HStack>
        {form.holidays.length === 0 ? (
          <Text fontSize="sm" color="gray.600">
            No holidays.
          </Text>
        ) : (
          <HStack gap="2" wrap="wrap" aria-label="Holidays">
            {form.holidays.map((d) => (
              <Button
                key={d}
                size="xs"
                variant="subtle"
                aria-label={`Remove holiday ${d}`}
                onClick={() => setForm((f) => ({ ...f, holidays: f.holidays.filter((h) => h !== d) }))}
              >
                {d} ×
              </Button>
            ))}
          </HStack>
        )}
      </Stack>
      {otherErrors.length > 0 && (
        <Stack role="alert" gap="1">
          {otherErrors.map(([k, v]) => (
            <Text key={k} fontSize="sm" color="red.700">
              {k}: {v}
            </Text>
          ))}
        </Stack>
      )}
    </SaveForm>
  );
}
