import { Button, Code, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A value to paste elsewhere (a key, a URL) in code type, with its Copy button beside it. */
export function CopyableCode(props: {
  testId: string;
  value: string;
  onCopy(): void;
  size: 'xs' | 'sm';
  /** What comes before the value on the same line ("Callback URL:"). */
  lead?: ReactNode;
}) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {props.lead}
      <Code data-testid={props.testId} wordBreak="break-all">
        {props.value}
      </Code>
      <Button size={props.size} variant="outline" onClick={props.onCopy}>
        Copy
      </Button>
    </Flex>
  );
}
