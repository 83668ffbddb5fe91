import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { LIMITS, makePage, makeSource, mockApi, validationError } from '../test-fixtures';
import { KnowledgeTab } from './knowledge-tab';

afterEach(() => {
  act(() => void toaster.remove());
  vi.unstubAllGlobals();
});

const rows = () => screen.queryAllByTestId('knowledge-source-row');
const list = (sources: unknown[]) => ({ body: { sources, limits: LIMITS } });

describe('Knowledge tab', { timeout: 20_000 }, () => {
  it('shows skeletons while loading, then the empty state with the plan limits', async () => {
    mockApi({ 'GET /api/knowledge/sources': list([]) });
    renderWithApp(<KnowledgeTab />);
    expect(screen.getByTestId('knowledge-loading')).toBeInTheDocument();
    expect(await screen.findByText('No knowledge yet: add your website, a file or your FAQ')).toBeInTheDocument();
    expect(screen.getByText(/up to 50 pages on your plan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'File' }));
    expect(screen.getByText(/up to 10 MB on your plan/)).toBeInTheDocument();
  });

  it('says so when the list cannot be read, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/knowledge/sources': () => (fail ? { status: 500, body: {} } : list([makeSource()])),
    });
    renderWithApp(<KnowledgeTab />);
    expect(await screen.findByText("We couldn't load your knowledge sources. Please try again.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('lists each source with its status, progress while running, failure reason, passages and last sync', async () => {
    mockApi({
      'GET /api/knowledge/sources': list([
        makeSource({ id: 'a', status: 'running', progress: { done: 3, total: 8 }, lastSyncedAt: undefined }),
        makeSource({ id: 'b', kind: 'file', title: 'menu.pdf', fileName: 'menu.pdf', url: undefined, chunkCount: 1 }),
        makeSource({ id: 'c', kind: 'file', title: 'x.pdf', status: 'failed', error: 'Not a PDF (it is a zip)' }),
      ]),
    });
    renderWithApp(<KnowledgeTab />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [running, ready, failed] = rows();
    expect(running).toHaveAttribute('data-status', 'running');
    expect(within(running).getByTestId('knowledge-progress')).toHaveAttribute('data-done', '3');
    expect(within(running).getByText('3 of 8 pages read')).toBeInTheDocument();
    expect(within(running).getByTestId('knowledge-cancel')).toBeInTheDocument();
    expect(within(running).queryByTestId('knowledge-resync')).toBeNull();
    expect(within(ready).queryByTestId('knowledge-progress')).toBeNull();
    expect(within(ready).getByText('File · 1 passage · synced 5 minutes ago')).toBeInTheDocument();
    expect(within(ready).getByTestId('knowledge-resync')).toBeInTheDocument();
    expect(within(failed).getByText('Not a PDF (it is a zip)')).toBeInTheDocument();
  });

  it('reads the list again while a crawl runs, and stops once nothing is running', async () => {
    let reads = 0;
    mockApi({
      'GET /api/knowledge/sources': () => {
        reads++;
        return list([makeSource({ status: reads < 2 ? 'running' : 'ready', progress: { done: reads, total: 2 } })]);
      },
    });
    renderWithApp(<KnowledgeTab />);
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-status', 'running'));
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-status', 'ready'), { timeout: 4000 });
    const after = reads;
    await new Promise((r) => setTimeout(r, 1800));
    expect(reads).toBe(after);
  });

  it('adds a website, and names the field the server refuses', async () => {
    const { calls } = mockApi({
      'GET /api/knowledge/sources': list([]),
      'POST /api/knowledge/sources/website': ({ body }) =>
        (body as { url: string }).url.includes('intranet')
          ? validationError({ url: 'Must be a public address' })
          : { status: 202, body: makeSource({ status: 'queued' }) },
    });
    renderWithApp(<KnowledgeTab />);
    const input = await screen.findByTestId('knowledge-url-input');
    await userEvent.type(input, 'not a url');
    await userEvent.click(screen.getByTestId('knowledge-add-website'));
    expect(await screen.findByText(/Must be an http\(s\) address/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, 'http://intranet.example/');
    await userEvent.click(screen.getByTestId('knowledge-add-website'));
    expect(await screen.findByText('Must be a public address')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'https://example.com/');
    await userEvent.click(screen.getByTestId('knowledge-add-website'));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { url: 'http://intranet.example/' },
      { url: 'https://example.com/' },
    ]);
  });

  it('adds Q&A pairs typed in rows, a row added and one removed', async () => {
    const { calls } = mockApi({
      'GET /api/knowledge/sources': list([]),
      'POST /api/knowledge/sources/qa': { status: 201, body: makeSource({ kind: 'qa', title: 'FAQ' }) },
    });
    renderWithApp(<KnowledgeTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Q&A' }));
    await userEvent.click(screen.getByTestId('knowledge-qa-add-row'));
    await userEvent.click(screen.getByTestId('knowledge-qa-add-row'));
    expect(screen.getAllByTestId('knowledge-qa-row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await userEvent.type(screen.getByLabelText(/^Question 1/), 'Do you open on Sunday?');
    await userEvent.type(screen.getByLabelText(/^Answer 1/), 'Yes, 10 to 2.');
    await userEvent.click(screen.getByTestId('knowledge-add-qa'));
    // the second row is empty: named under its field, nothing sent
    expect(await screen.findAllByText('Question is required')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Question 2/), 'Is there parking?');
    await userEvent.type(screen.getByLabelText(/^Answer 2/), 'Behind the shop.');
    await userEvent.click(screen.getByTestId('knowledge-add-qa'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'FAQ',
      pairs: [
        { question: 'Do you open on Sunday?', answer: 'Yes, 10 to 2.' },
        { question: 'Is there parking?', answer: 'Behind the shop.' },
      ],
    });
  });

  it("refuses a file past the plan's size before sending it, and shows the server's refusal by field", async () => {
    const { calls } = mockApi({
      'GET /api/knowledge/sources': list([]),
      'POST /api/knowledge/sources/file': validationError({
        fileName: 'Must be a .pdf, .docx, .txt, .md or .csv file',
      }),
    });
    renderWithApp(<KnowledgeTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'File' }));
    const input = screen.getByTestId('knowledge-file-input');
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'catalogue.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('catalogue.pdf is 11 MB; your plan allows files up to 10 MB.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Must be a .pdf, .docx, .txt, .md or .csv file')).toBeInTheDocument();
  });

  it('uploads a file with the presigned POST, then confirms it', async () => {
    const { calls } = mockApi({
      'GET /api/knowledge/sources': list([]),
      'POST /api/knowledge/sources/file': {
        status: 201,
        body: {
          source: makeSource({ id: 'f-1', kind: 'file', status: 'queued' }),
          upload: {
            url: 'http://bucket.test/',
            fields: { key: 'k/notes.txt', Policy: 'p' },
            maxBytes: LIMITS.fileBytes,
          },
        },
      },
      'POST http://bucket.test/': { status: 204 },
      'POST /api/knowledge/sources/f-1/uploaded': { status: 202, body: makeSource({ id: 'f-1', kind: 'file' }) },
    });
    renderWithApp(<KnowledgeTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'File' }));
    await userEvent.upload(screen.getByTestId('knowledge-file-input'), new File(['hello'], 'notes.txt'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/uploaded'))).toBe(true));
    const form = calls.find((c) => c.url === 'http://bucket.test/')?.body as FormData;
    expect(form.get('key')).toBe('k/notes.txt');
    expect((form.get('file') as File).name).toBe('notes.txt');
    expect(calls.find((c) => c.url === '/api/knowledge/sources/file')?.body).toEqual({
      fileName: 'notes.txt',
      size: 5,
    });
  });

  it('a file the server refuses after the upload (past the plan) leaves no waiting source behind', async () => {
    const { calls } = mockApi({
      'GET /api/knowledge/sources': list([]),
      'POST /api/knowledge/sources/file': {
        status: 201,
        body: {
          source: makeSource({ id: 'f-2', kind: 'file', status: 'queued' }),
          upload: { url: 'http://bucket.test/', fields: { key: 'k' }, maxBytes: LIMITS.fileBytes },
        },
      },
      'POST http://bucket.test/': { status: 204 },
      'POST /api/knowledge/sources/f-2/uploaded': {
        status: 413,
        body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB' } },
      },
      'DELETE /api/knowledge/sources/f-2': { body: { deleted: true } },
    });
    renderWithApp(<KnowledgeTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'File' }));
    await userEvent.upload(screen.getByTestId('knowledge-file-input'), new File(['hello'], 'notes.txt'));
    expect(await screen.findByText('The file is larger than 10 MB')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/knowledge/sources/f-2')).toBe(true);
  });

  it('deletes a source after confirming: it leaves the list at once', async () => {
    let deleted = false;
    let answer: (() => void) | undefined;
    mockApi({
      'GET /api/knowledge/sources': () => list(deleted ? [] : [makeSource()]),
      'DELETE /api/knowledge/sources/src-1': () =>
        new Promise((resolve) => {
          answer = () => {
            deleted = true;
            resolve({ body: { deleted: true } });
          };
        }),
    });
    renderWithApp(<KnowledgeTab />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(screen.getByTestId('knowledge-delete'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(answer).toBeDefined();
    act(() => answer?.());
    expect(await screen.findByText('No knowledge yet: add your website, a file or your FAQ')).toBeInTheDocument();
  });

  it("shows a source's pages with each status and reason, the next ones with the cursor", async () => {
    const { calls } = mockApi({
      'GET /api/knowledge/sources': list([makeSource()]),
      'GET /api/knowledge/sources/src-1/pages': {
        body: {
          pages: [
            makePage(),
            makePage({ url: 'https://example.com/private', title: undefined, status: 'skipped', reason: 'robots' }),
          ],
          cursor: 'next/1',
        },
      },
      'GET /api/knowledge/sources/src-1/pages?cursor=next%2F1': {
        body: {
          pages: [makePage({ url: 'https://example.com/x', status: 'failed', reason: 'error', detail: 'HTTP 404' })],
          cursor: null,
        },
      },
    });
    renderWithApp(<KnowledgeTab />);
    await userEvent.click(await screen.findByTestId('knowledge-show-pages'));
    const panel = await screen.findByTestId('knowledge-pages');
    await waitFor(() => expect(within(panel).getAllByTestId('knowledge-page-row')).toHaveLength(2));
    expect(within(panel).getByText('robots.txt disallows it')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Show more pages' }));
    await waitFor(() => expect(within(panel).getAllByTestId('knowledge-page-row')).toHaveLength(3));
    expect(within(panel).getByText('could not be read: HTTP 404')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Show more pages' })).toBeNull();
    expect(calls.map((c) => c.url)).toContain('/api/knowledge/sources/src-1/pages?cursor=next%2F1');
  });
});
