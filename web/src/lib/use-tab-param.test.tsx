import { Tabs } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { useTabParam } from './use-tab-param';

const TABS = ['first', 'second', 'third'] as const;

function Screen() {
  const [tab, setTab] = useTabParam(TABS);
  const location = useLocation();
  return (
    <>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as (typeof TABS)[number])}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Trigger key={t} value={t}>
              {t}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <output data-testid="url">{location.pathname + location.search}</output>
    </>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('useTabParam', () => {
  it('opens the tab ?tab= names', () => {
    renderWithApp(<Screen />, { route: '/screen?tab=third' });
    expect(selected()).toBe('third');
  });

  it('opens the first tab without ?tab= (old links)', () => {
    renderWithApp(<Screen />, { route: '/screen' });
    expect(selected()).toBe('first');
  });

  it('opens the first tab for an unknown ?tab=', () => {
    renderWithApp(<Screen />, { route: '/screen?tab=nope' });
    expect(selected()).toBe('first');
  });

  it('puts the selected tab in the URL and keeps the other parameters', async () => {
    const user = userEvent.setup();
    renderWithApp(<Screen />, { route: '/screen?q=acme&tab=first' });
    await user.click(screen.getByRole('tab', { name: 'second' }));
    await waitFor(() => expect(selected()).toBe('second'));
    expect(screen.getByTestId('url')).toHaveTextContent('/screen?q=acme&tab=second');
  });
});
