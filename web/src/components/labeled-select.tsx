import { Field, NativeSelect } from '@chakra-ui/react';

/** A labelled native select (accessible and light; filters, periods). */
export function LabeledSelect<V extends string>(props: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
  width?: string;
}) {
  return (
    <Field.Root width={props.width ?? '48'}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
          {props.options.map((o) => (
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
