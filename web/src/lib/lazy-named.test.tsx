import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableNamed } from './lazy-named';

const screenModule = { Screen: ({ name }: { name: string }) => <p>Hello {name}</p> };

describe('preloadableNamed', () => {
  it('renders a preloaded screen at once, without its Suspense fallback', async () => {
    const Screen = preloadableNamed(async () => screenModule, 'Screen');
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen name="Asha" />
      </Suspense>,
    );
    // synchronously, right after the first render: no fallback was committed
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspends like React.lazy when it was not preloaded, and loads the module once', async () => {
    let loads = 0;
    const Screen = preloadableNamed(async () => {
      loads += 1;
      return screenModule;
    }, 'Screen');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Ravi')).toBeTruthy();
    await Screen.preload();
    expect(loads).toBe(1);
  });
});
