import * as z from 'zod';

/**
 * The mail a test reads (issue 31): what the product really sent to the SES stand-in (aws-ses-v2-local,
 * started by the vitest global setup, `npm start` and the Playwright setup; SES_ENDPOINT), read from its
 * `GET /store`. Never a mock. Browser specs call the same helpers from node.
 *
 *   const mail = await waitForMail({ to: email, subject: /verify/i });
 *   expect(mail.text).toContain('…');
 */
export interface ReceivedMail {
  /** The first To address (the product sends each mail to one address). */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The extra headers the mail was sent with (e.g. List-Unsubscribe), by name as sent. */
  headers: Record<string, string>;
  /** When the stand-in received it (whole seconds). */
  at: Date;
}

const storedMail = z.object({
  from: z.string(),
  destination: z.object({ to: z.array(z.string()) }),
  subject: z.string(),
  body: z.object({ text: z.string().optional(), html: z.string().optional() }),
  headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  at: z.number(),
});
const store = z.object({ emails: z.array(storedMail) });

function endpoint(): string {
  const url = process.env.SES_ENDPOINT;
  if (!url) throw new Error('SES_ENDPOINT is not set: the mail inbox needs the SES stand-in of the test setup');
  return url;
}

const addressOf = (to: string) => (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();

async function readStore(since?: Date): Promise<ReceivedMail[]> {
  const query = since ? `?since=${Math.floor(since.getTime() / 1000)}` : '';
  const res = await fetch(`${endpoint()}/store${query}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`The SES stand-in answered ${res.status} at /store`);
  return store.parse(await res.json()).emails.map((m) => ({
    to: addressOf(m.destination.to[0] ?? ''),
    from: m.from,
    subject: m.subject,
    text: m.body.text ?? '',
    html: m.body.html ?? '',
    headers: Object.fromEntries((m.headers ?? []).map((h) => [h.name, h.value])),
    at: new Date(m.at * 1000),
  }));
}

/** Every mail sent to `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const address = to.trim().toLowerCase();
  return (await readStore()).filter((m) => m.to === address);
}

export interface MailQuery {
  to: string;
  subject?: RegExp;
  /** Only mail received at or after this time (the stand-in counts whole seconds). */
  after?: Date;
  /** Default 10 s: the mail goes through the queue first. */
  timeoutMs?: number;
}

/** The newest matching mail; polls the stand-in until one arrives or the time is up (then throws). */
export async function waitForMail(q: MailQuery): Promise<ReceivedMail> {
  const address = q.to.trim().toLowerCase();
  const deadline = Date.now() + (q.timeoutMs ?? 10_000);
  for (;;) {
    const found = (await readStore(q.after))
      .filter((m) => m.to === address && (!q.subject || q.subject.test(m.subject)))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${q.to}${q.subject ? ` with a subject like ${q.subject}` : ''} arrived in time`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
