import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * A dashboard screen's tabs (the selected one usually kept in the URL by useTabParam): line tabs that wrap
 * to a second line on a phone, so each is on screen and none hides past the edge. A tab's content is
 * mounted only while it is open, so it reads its data then. A `false` entry is a tab the user is not shown.
 */
export function PageTabs<T extends string>(props: {
  value: T;
  onChange(tab: T): void;
  tabs: readonly (PageTab<T> | false)[];
}) {
  const shown = props.tabs.filter((tab): tab is PageTab<T> => tab !== false);
  return (
    <Tabs.Root
      value={props.value}
      onValueChange={(e) => props.onChange(e.value as T)}
      variant="line"
      lazyMount
      unmountOnExit
    >
      <Tabs.List flexWrap="wrap">
        {shown.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
