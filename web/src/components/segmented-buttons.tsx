import { Button, ButtonGroup } from '@chakra-ui/react';

/**
 * A small row of attached toggle buttons that picks one of a few views or filters: the chosen one is
 * solid and pressed (`aria-pressed`), the group is named by `label`.
 */
export function SegmentedButtons<V extends string>(props: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: NoInfer<V>): void;
}) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={props.label}>
      {props.options.map((o) => (
        <Button
          key={o.value}
          aria-pressed={props.value === o.value}
          variant={props.value === o.value ? 'solid' : 'outline'}
          onClick={() => props.onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
