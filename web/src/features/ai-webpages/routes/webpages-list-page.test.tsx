import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import type { AiWebpage } from '../api/ai-webpages';
import { stubApi, webpage } from '../test-fixtures';
import { WebpagesListPage } from './webpages-list-page';

afterEach(() => vi.unstubAllGlobals());
// jsdom has no ResizeObserver; the card's menu positions itself with one
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('AI Webpages list', { timeout: 20_000 }, () => {
  it('offers to create one when the account has none', async () => {
    stubApi(() => ({ body: { webpages: [] } }));
    renderWithApp(<WebpagesListPage />);
    expect(await screen.findByText('No Webpage Yet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Webpage' })).toHaveTextContent('None');
    expect(screen.getByRole('region', { name: 'Total Conversions' })).toHaveTextContent('no visits yet');
    expect(screen.getByRole('button', { name: 'Create Webpage' })).toBeEnabled();
  });

  it('shows the figures with a one-decimal conversion rate and closes creation once one exists', async () => {
    stubApi(() => ({ body: { webpages: [webpage({ visits: 3, conversions: 1, status: 'published' })] } }));
    renderWithApp(<WebpagesListPage />);
    expect(await screen.findByRole('heading', { name: 'Spice Garden' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Webpage' })).toHaveTextContent('Active');
    expect(screen.getByRole('region', { name: 'Total Visits' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Total Conversions' })).toHaveTextContent('Conversion rate 33.3%');
    expect(screen.getByRole('region', { name: 'Published' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Webpage Created' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /\/page\/spice-garden$/ })).toHaveAttribute('target', '_blank');
  });

  it('changes the status and says so; a refused change says it failed', async () => {
    let current: AiWebpage = webpage();
    let refuse = false;
    const calls = stubApi(({ method, body }) => {
      if (method === 'PATCH') {
        if (refuse) return { status: 500, body: {} };
        current = { ...current, status: (body as { status: AiWebpage['status'] }).status };
        return { body: { webpage: current } };
      }
      return { body: { webpages: [current] } };
    });
    const user = userEvent.setup();
    renderWithApp(<WebpagesListPage />);
    const select = await screen.findByRole('combobox', { name: 'Status' });
    await user.selectOptions(select, 'published');
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/ai-webpages/w1/status',
      body: { status: 'published' },
    });
    await waitFor(() => expect(select).toHaveValue('published'));
    refuse = true;
    await user.selectOptions(select, 'archived');
    expect(await screen.findByText('Failed to update status. Please try again.')).toBeInTheDocument();
  });

  it('asks before deleting, with the page’s name, says a failed delete failed, then deletes', async () => {
    let pages = [webpage()];
    let deletes = 0;
    const calls = stubApi(({ method }) => {
      if (method === 'DELETE') {
        deletes += 1;
        if (deletes === 1) return { status: 500, body: {} };
        pages = [];
        return { status: 204 };
      }
      return { body: { webpages: pages } };
    });
    const user = userEvent.setup();
    renderWithApp(<WebpagesListPage />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Spice Garden' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Webpage' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Spice Garden"? This action cannot be undone.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete webpage. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spice Garden' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions for Spice Garden' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Webpage' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Webpage Deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/ai-webpages/w1');
    expect(await screen.findByText('No Webpage Yet')).toBeInTheDocument();
  });

  it('copies the public link', async () => {
    stubApi(() => ({ body: { webpages: [webpage()] } }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithApp(<WebpagesListPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/page/spice-garden`);
  });
});
