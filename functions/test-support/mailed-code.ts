import { mailsTo } from './mail-inbox';

/**
 * The codes Cognito mails (issue 31: email verification, password reset), read from the local inbox. The
 * stand-in stamps mail in whole seconds, so "after a time" cannot tell two codes of one second apart: a
 * test counts the mails to the address before it asks (`mailCount`) and takes the code of the first one
 * after (`codeMailedAfter`).
 */
export const mailCount = async (to: string): Promise<number> => (await mailsTo(to)).length;

export async function codeMailedAfter(to: string, seen: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(to))[seen];
    if (mail) {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in the mail to ${to}: ${mail.text}`);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no mail number ${seen + 1} to ${to} arrived in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
