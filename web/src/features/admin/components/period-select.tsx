import { LabeledSelect } from '../../../components/ui/field-frame';
import { type AnalyticsPeriod, PERIOD_OPTIONS } from '../api/analytics';

/** The 7d/30d/90d/1y selector that Analytics and AI Cost Optimization share. */
export const PeriodSelect = (props: { value: AnalyticsPeriod; onChange(period: AnalyticsPeriod): void }) => (
  <LabeledSelect label="Period" options={PERIOD_OPTIONS} value={props.value} onChange={props.onChange} width="56" />
);
