import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { notify, toaster } from './notify';

const visibleToasts = () =>
  document.querySelectorAll('[data-scope="toast"][data-part="root"]:not([data-state="closed"])');

describe('toasts (spec part 1 §9)', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('is configured for one toast at a time, 5 s each, top-end', () => {
    expect(toaster.attrs.max).toBe(1);
    expect(toaster.attrs.duration).toBe(5000);
    expect(toaster.attrs.placement).toBe('top-end');
  });

  it('never shows more than one toast; the newest message wins', async () => {
    render(<AppProviders queryClient={createQueryClient()}>{null}</AppProviders>);
    act(() => {
      notify.success('First');
      notify.error('Second');
      notify.info('Third');
    });
    await screen.findByText('Third', undefined, { timeout: 3000 });
    expect(visibleToasts()).toHaveLength(1);
    expect(screen.queryByText('First')).toBeNull();
  });
});
