import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A listed item's Edit and Delete (or Remove) buttons, each named for the item ("Edit Pro") so a list of
 * them reads apart; the second is red. The caller lays them out.
 */
export function ItemActions(props: {
  /** The item's name, in each button's accessible name. */
  item: string;
  size: 'xs' | 'sm';
  onEdit(): void;
  onRemove(): void;
  editText?: ReactNode;
  removeVerb?: 'Delete' | 'Remove';
}) {
  const verb = props.removeVerb ?? 'Delete';
  return (
    <>
      <Button size={props.size} variant="outline" aria-label={`Edit ${props.item}`} onClick={props.onEdit}>
        {props.editText ?? 'Edit'}
      </Button>
      <Button
        size={props.size}
        variant="outline"
        colorPalette="red"
        aria-label={`${verb} ${props.item}`}
        onClick={props.onRemove}
      >
        {verb}
      </Button>
    </>
  );
}
