import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_FAILURE_ID, showStartupFailure } from './startup-failure';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the notice for an app that could not load', () => {
  it('is an alert at the top of the page with a Reload button that reloads', () => {
    document.body.innerHTML = '<div id="root"><form aria-label="Sign in"></form></div>';
    const reload = vi.fn();
    const notice = showStartupFailure(document, reload);
    expect(document.body.firstElementChild).toBe(notice);
    expect(notice?.getAttribute('role')).toBe('alert');
    expect(notice?.textContent).toContain('could not load this page');
    // the page's own content stays: a prerendered page is still readable
    expect(document.querySelector('form[aria-label="Sign in"]')).not.toBeNull();
    notice?.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is shown once however many parts failed', () => {
    const first = showStartupFailure(document, vi.fn());
    expect(showStartupFailure(document, vi.fn())).toBe(first);
    expect(document.querySelectorAll(`#${STARTUP_FAILURE_ID}`)).toHaveLength(1);
  });
});

describe('a visitor leaving the page', () => {
  it('gets no notice for a load cut short by the leaving', () => {
    window.dispatchEvent(new Event('pagehide'));
    expect(showStartupFailure(document, vi.fn())).toBeUndefined();
    expect(document.getElementById(STARTUP_FAILURE_ID)).toBeNull();
  });
});
