import * as z from 'zod';
import { renderMail } from './render';
import { defineMailTemplate } from './template';
import { mailTemplates } from './templates';

const alert = defineMailTemplate({
  name: 'unit-alert',
  category: 'alert',
  data: z.object({ visitor: z.string() }),
  subject: (d) => `New chat from ${d.visitor}\nBcc: evil@example.com`,
  text: (d) => `${d.visitor} is waiting.`,
  html: (d, ctx) => `<p>${d.visitor.replace(/</g, '&lt;')} is waiting at ${ctx.appOrigin}.</p>`,
});
const ctx = { appOrigin: 'https://app.example.com', tenantName: 'Verma <Opticals>' };

describe('renderMail (issue 31)', () => {
  it('wraps the body in the layout: the tenant, the app origin and a text part', () => {
    const m = renderMail(mailTemplates.test, { greeting: 'Hi' }, ctx);
    expect(m.text).toBe(
      'Hi\n\nThis is a test mail from Parley (https://app.example.com).\n\n--\nSent by Parley for Verma <Opticals> · https://app.example.com\n',
    );
    expect(m.html).toContain('<!doctype html>');
    expect(m.html).toContain('<title>Parley test mail: Hi</title>');
    // the tenant's name is escaped in the HTML frame
    expect(m.html).toContain('Verma &lt;Opticals&gt; · via Parley');
    expect(m.html).not.toContain('Verma <Opticals>');
    expect(m.html).toContain('href="https://app.example.com"');
    expect(m.headers).toEqual({});
  });

  it('escapes the data in the HTML part of a template', () => {
    const m = renderMail(mailTemplates.test, { greeting: '<script>alert(1)</script>' }, { appOrigin: ctx.appOrigin });
    expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).not.toContain('<script>');
    expect(m.text).toContain('<script>alert(1)</script>');
    expect(m.text).toContain('Sent by Parley · https://app.example.com');
  });

  it('keeps the subject on one line', () => {
    const m = renderMail(alert, { visitor: 'Meera' }, ctx);
    expect(m.subject).toBe('New chat from Meera Bcc: evil@example.com');
  });

  it('gives an alert or visitor mail the unsubscribe link in both parts and the one-click headers', () => {
    const page = 'https://app.example.com/unsubscribe/abcdefghijklmnopqrstuv';
    const oneClick = 'https://app.example.com/api/mail/unsubscribe/abcdefghijklmnopqrstuv';
    const m = renderMail(alert, { visitor: 'Meera' }, { ...ctx, unsubscribeUrl: page }, oneClick);
    expect(m.text).toContain(`Stop these emails: ${page}`);
    expect(m.html).toContain(`<a href="${page}"`);
    expect(m.headers).toEqual({
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('registers every template under its own name, each with a data schema', () => {
    for (const [name, t] of Object.entries(mailTemplates)) {
      expect(t.name).toBe(name);
      expect(['account', 'alert', 'visitor']).toContain(t.category);
      expect(typeof t.data.parse).toBe('function');
    }
  });
});
