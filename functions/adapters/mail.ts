import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ConfigError, config } from '../base/env';
import { sesClient } from './ses-client';

/**
 * Sending mail: SES v2 SendEmail with the real client (adapters/ses-client.ts: Amazon SES in AWS, the
 * local stand-in at home). Only the mail-send consumer reaches this module (functions/queue/mail-send.ts;
 * infra grants ses:SendEmail to it alone, 'mail:send'), so a slow or failing mail service never holds up
 * a request.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on alert and visitor mails. */
  headers?: Record<string, string>;
}

/** The From address (MAIL_FROM), required to send. */
function mailFrom(): string {
  const { MAIL_FROM } = config('MAIL_FROM');
  if (!MAIL_FROM) throw new ConfigError('Invalid or missing configuration: MAIL_FROM (the address mail is sent from)');
  return MAIL_FROM;
}

/**
 * Sends one mail (text and HTML parts) with the stage's configuration set, whose bounce and complaint
 * events feed the suppression list; returns SES's message id.
 */
export async function sendMail(mail: OutgoingMail): Promise<string> {
  const { SES_CONFIGURATION_SET } = config('SES_CONFIGURATION_SET');
  const headers = Object.entries(mail.headers ?? {}).map(([Name, Value]) => ({ Name, Value }));
  const out = await sesClient(3).send(
    new SendEmailCommand({
      FromEmailAddress: mailFrom(),
      Destination: { ToAddresses: [mail.to] },
      ConfigurationSetName: SES_CONFIGURATION_SET,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(headers.length ? { Headers: headers } : {}),
        },
      },
    }),
  );
  return out.MessageId ?? '';
}
