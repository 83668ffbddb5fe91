import { Field, type FieldRootProps, Input } from '@chakra-ui/react';

/** The "Search" box above a server-searched list (the lists' schemas cap a search at 100 characters). */
export function SearchField(
  props: { placeholder: string; value: string; onChange(value: string): void } & Pick<FieldRootProps, 'flex' | 'maxW'>,
) {
  const { placeholder, value, onChange, ...layout } = props;
  return (
    <Field.Root {...layout}>
      <Field.Label>Search</Field.Label>
      <Input
        type="search"
        placeholder={placeholder}
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field.Root>
  );
}
