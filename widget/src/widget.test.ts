import { checkLeadField as checkField, checkLeadForm } from '../../shared/lead-form-rules';
import type { FormField } from '../../shared/schemas/widget';
import { mergeAppearance, optionsFromDataset } from './config';
import { mountPanel } from './panel';

const email: FormField = { id: 'email', label: 'Email', type: 'email', required: true, maxLength: 20 };
const purpose: FormField = { id: 'purpose', label: 'Purpose', type: 'select', required: false, options: ['Sales'] };

describe('lead form rules', () => {
  it('applies required, type, maxLength and options like the server', () => {
    expect(checkField(email, '')).toBe('Email is required');
    expect(checkField(email, 'not-an-email')).toBe('Please enter a valid email address');
    expect(checkField(email, 'a-very-long-address@example.com')).toMatch(/at most 20/);
    expect(checkField(email, 'a@b.co')).toBeNull();
    expect(checkField(purpose, '')).toBeNull();
    expect(checkField(purpose, 'Hacking')).toBe('Please choose a Purpose');
    expect(checkField(purpose, 'Sales')).toBeNull();
    expect(checkLeadForm([email], { email: 'a@b.co', admin: 'yes' })).toEqual({ admin: 'Unknown field' });
  });
});

describe('configuration', () => {
  it('reads data-* attributes and lets only set keys override the saved settings', () => {
    const script = document.createElement('script');
    script.setAttribute('data-client-id', 'c1');
    script.setAttribute('data-primary-color', '#ff0000');
    script.setAttribute('data-show-branding', 'false');
    const embed = optionsFromDataset(script.dataset)!;
    expect(embed).toMatchObject({ clientId: 'c1', primaryColor: '#ff0000', showBranding: false });
    const merged = mergeAppearance({ primaryColor: '#00ff00', triggerText: 'Ask us', position: 'top-left' }, embed);
    expect(merged).toMatchObject({ primaryColor: '#ff0000', triggerText: 'Ask us', position: 'top-left' });
    expect(mergeAppearance(null, { clientId: 'c', primaryColor: 'red;}body{' }).primaryColor).toBe('#000000');
  });
});

describe('panel', () => {
  it('renders server text as text, never as HTML, and gives focus back to the launcher', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const launcher = document.createElement('button');
    document.body.append(launcher);
    const handle = mountPanel(
      {
        clientId: 'c1',
        apiUrl: 'http://api.test',
        server: {
          ...mergeAppearance(null, { clientId: 'c1' }),
          welcomeMessage: '<img src=x onerror=alert(1)>',
          requireLeadCapture: false,
          leadFormTitle: 't',
          leadFormSubtitle: 's',
          leadFormFields: [],
        },
        appearance: {
          ...mergeAppearance(null, { clientId: 'c1' }),
          welcomeMessage: '<img src=x onerror=alert(1)>',
        },
      },
      root,
      launcher,
    );
    handle.open();
    expect(root.querySelector('[role="log"]')?.getAttribute('aria-live')).toBe('polite');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.g')?.textContent).toContain('<img src=x onerror=alert(1)>');
    handle.close();
    expect(document.activeElement).toBe(launcher);
  });
});
