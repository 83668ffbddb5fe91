import { Field, SelectControl } from '../../../components/ui/field-frame';

/** A labelled native select (keyboard and screen-reader friendly). */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  error?: string;
  /** What the chosen option does, under the select. */
  helper?: string;
}) {
  return (
    <Field label={props.label} controlId={props.id} helperText={props.helper} errorText={props.error}>
      <SelectControl
        id={props.id}
        options={props.options}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}
