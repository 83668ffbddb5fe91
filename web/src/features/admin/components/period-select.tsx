import { Field, NativeSelect } from '@chakra-ui/react';
import { type AnalyticsPeriod, PERIOD_OPTIONS } from '../api/analytics';

/** The 7d/30d/90d/1y selector that Analytics and AI Cost Optimization share. */
export function PeriodSelect(props: { value: AnalyticsPeriod; onChange(period: AnalyticsPeriod): void }) {
  return (
    <Field.Root width="56">
      <Field.Label>Period</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value as AnalyticsPeriod)}>
          {PERIOD_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
