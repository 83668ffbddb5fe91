import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { type Call, stubApi, webpage } from '../test-fixtures';
import { AiWebpagesRoutes } from './ai-webpages-routes';

afterEach(() => vi.unstubAllGlobals());
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderAt(route: string) {
  return renderWithApp(
    <Routes>
      <Route path="/dashboard/ai-webpage/*" element={<AiWebpagesRoutes />} />
    </Routes>,
    { route },
  );
}

type User = ReturnType<typeof userEvent.setup>;
async function chooseTemplate(user: User, name: RegExp) {
  const next = await screen.findByRole('button', { name: 'Next: Basic Info' });
  expect(next).toBeDisabled();
  await user.click(screen.getByRole('radio', { name }));
  expect(next).toBeEnabled();
  await user.click(next);
}
async function fillBasics(user: User) {
  const next = await screen.findByRole('button', { name: 'Next: Customize' });
  await user.type(screen.getByLabelText(/Webpage Name/), 'Spice Garden');
  expect(screen.getByLabelText(/URL Path/)).toHaveValue('spice-garden');
  await user.type(screen.getByLabelText(/Page Title/), 'Spice Garden, Chennai');
  expect(next).toBeDisabled();
  await user.type(screen.getByLabelText(/^Description/), 'South Indian meals.');
  expect(next).toBeEnabled();
  await user.click(next);
}

describe('create wizard', { timeout: 90_000 }, () => {
  it('opens each step only when the one before is complete, shows the restaurant’s own fields and creates', async () => {
    const calls = stubApi(({ method }) =>
      method === 'POST' ? { status: 201, body: { webpage: webpage() } } : { body: { webpages: [webpage()] } },
    );
    const user = userEvent.setup();
    renderAt('/dashboard/ai-webpage/create');
    expect(screen.getByRole('tab', { name: '2 Basic Info' })).toBeDisabled();
    await chooseTemplate(user, /^Restaurant/);
    expect(screen.getByRole('tab', { name: '3 Customize' })).toBeDisabled();
    await fillBasics(user);

    expect(screen.getByRole('heading', { name: 'Template Customization' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Basic Settings & Branding' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'restaurant Content' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('About Text')).toHaveAttribute('rows', '4');
    for (const label of ['Restaurant name', 'Cuisine', 'Chef name', 'Opening hours', 'Dish 1 name', 'Dish 3 price']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('GitHub')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your Name')).not.toBeInTheDocument();
    expect(screen.getByText(/PNG, JPEG or WebP, up to 512 KB/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Dish 1 name'), 'Masala Dosa');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    await user.click(screen.getByRole('button', { name: 'Create Webpage' }));

    expect(await screen.findByText('AI webpage created successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST') as Call;
    expect(post.path).toBe('/api/ai-webpages');
    expect(post.body).toMatchObject({
      template: 'restaurant',
      name: 'Spice Garden',
      pathname: 'spice-garden',
      status: 'draft',
      primaryColor: '#3B82F6',
      customData: { dish1Name: 'Masala Dosa', socialMedia: { facebook: '' } },
    });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'AI Webpages' })).toBeInTheDocument();
  });

  it('offers a real-estate page its listings, and shows the server’s refusal next to the field it names', async () => {
    const calls = stubApi(({ method }) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: 'This address is taken',
                fields: { pathname: 'This address is taken' },
              },
            },
          }
        : { body: { webpages: [] } },
    );
    const user = userEvent.setup();
    renderAt('/dashboard/ai-webpage/create');
    await chooseTemplate(user, /^Real Estate Agent/);
    await fillBasics(user);
    expect(screen.getByRole('button', { name: 'real-estate Content' })).toBeInTheDocument();
    for (const label of ['Agent name', 'Licence number', 'Property 1 address', 'Property 2 price']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Dish 1 name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Webpage' }));
    // back on Basic Info with the message under URL Path, and the toast
    const path = await screen.findByLabelText(/URL Path/);
    expect(path).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This address is taken').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('checks with the server’s rules before sending', async () => {
    const calls = stubApi(() => ({ body: { webpages: [] } }));
    const user = userEvent.setup();
    renderAt('/dashboard/ai-webpage/create');
    await chooseTemplate(user, /^Restaurant/);
    await fillBasics(user);
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Webpage' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('“Write it for me” fills the title, description and the template’s texts and says who wrote them', async () => {
    const calls = stubApi(({ path }) =>
      path.endsWith('/write-content')
        ? {
            body: {
              template: 'restaurant',
              title: 'Spice Garden — South Indian meals in Chennai',
              description: 'Spice Garden serves South Indian meals.',
              writtenBy: 'local',
              customData: { restaurantName: 'Spice Garden', cuisine: 'South Indian', aboutText: 'We cook.' },
            },
          }
        : { body: { webpages: [] } },
    );
    const user = userEvent.setup();
    renderAt('/dashboard/ai-webpage/create');
    await chooseTemplate(user, /^Restaurant/);
    await user.type(await screen.findByLabelText(/Webpage Name/), 'Spice Garden');
    await user.click(screen.getByRole('button', { name: 'Write it for me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write it for me' });
    expect(within(dialog).getByLabelText(/Business name/)).toHaveValue('Spice Garden');
    await user.type(within(dialog).getByLabelText(/Industry/), 'Restaurant');
    await user.type(within(dialog).getByLabelText(/One-line description/), 'South Indian meals in Chennai');
    await user.click(within(dialog).getByRole('button', { name: 'Write the content' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Page Title/)).toHaveValue('Spice Garden — South Indian meals in Chennai'),
    );
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Spice Garden serves South Indian meals.');
    expect(screen.getByText(/Texts written by Parley's built-in writer \(offline\)/)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/write-content'))?.body).toEqual({
      template: 'restaurant',
      businessName: 'Spice Garden',
      industry: 'Restaurant',
      summary: 'South Indian meals in Chennai',
    });
    await user.click(screen.getByRole('button', { name: 'Next: Customize' }));
    expect(screen.getByLabelText('Cuisine')).toHaveValue('South Indian');
    expect(screen.getByLabelText('About Text')).toHaveValue('We cook.');
  });

  it('uploads a chosen logo with a PUT after the create', async () => {
    const calls = stubApi(({ method }) =>
      method === 'POST' || method === 'PUT'
        ? { body: { webpage: webpage({ id: 'w9' }) } }
        : { body: { webpages: [webpage()] } },
    );
    const user = userEvent.setup();
    renderAt('/dashboard/ai-webpage/create');
    await chooseTemplate(user, /^Restaurant/);
    await fillBasics(user);
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo'), logo);
    await user.click(screen.getByRole('button', { name: 'Create Webpage' }));
    expect(await screen.findByText('AI webpage created successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT') as Call;
    expect(put.path).toBe('/api/ai-webpages/w9');
    const form = put.body as FormData;
    expect(form.get('logo')).toBeInstanceOf(File);
    expect(form.get('name')).toBe('Spice Garden');
    expect(form.get('status')).toBeNull();
  });
});

describe('edit wizard', { timeout: 90_000 }, () => {
  it('says when the webpage is not found and goes back to the list', async () => {
    stubApi(({ path }) =>
      path === '/api/ai-webpages/missing'
        ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Webpage not found' } } }
        : { body: { webpages: [] } },
    );
    const user = userEvent.setup();
    renderAt('/dashboard/ai-webpage/edit/missing');
    expect(await screen.findByRole('heading', { name: 'Webpage not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Webpages' }));
    expect(await screen.findByRole('heading', { name: 'AI Webpages' })).toBeInTheDocument();
  });

  it('lists the missing required fields, then saves as a multipart form', async () => {
    const calls = stubApi(({ method, path }) => {
      if (method === 'PUT') return { body: { webpage: webpage({ name: 'Spice Garden Two' }) } };
      if (path === '/api/ai-webpages/w1') return { body: { webpage: webpage() } };
      return { body: { webpages: [webpage()] } };
    });
    const user = userEvent.setup();
    renderAt('/dashboard/ai-webpage/edit/w1');
    // every tab opens directly when editing; the chosen template is the one selected
    expect(await screen.findByRole('heading', { name: 'Edit AI Powered Webpage' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Restaurant/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next: Basic Info' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: '2 Basic Info' }));
    const name = screen.getByLabelText(/Webpage Name/);
    await user.clear(name);
    await user.click(screen.getByRole('tab', { name: '3 Customize' }));
    expect(screen.getByLabelText('Cuisine')).toHaveValue('South Indian');
    await user.click(screen.getByRole('button', { name: 'Update Webpage' }));
    const alert = await screen.findByText('Please complete all required fields:');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Webpage Name');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText(/Webpage Name/), '  Spice Garden Two ');
    await user.click(screen.getByRole('tab', { name: '3 Customize' }));
    await user.click(screen.getByRole('button', { name: 'Update Webpage' }));
    expect(await screen.findByText('AI webpage updated successfully!')).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'PUT')?.body as FormData;
    expect(form.get('name')).toBe('Spice Garden Two');
    expect(JSON.parse(String(form.get('customData')))).toMatchObject({
      cuisine: 'South Indian',
      restaurantName: 'Spice Garden',
    });
    expect(form.get('logo')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'AI Webpages' })).toBeInTheDocument();
  });
});
