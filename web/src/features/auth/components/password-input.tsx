import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <Icon size={18}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </Icon>
  );
}

/** A password field with a show/hide toggle whose accessible name says what it will do. */
export function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-1"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
