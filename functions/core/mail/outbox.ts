// PLACEHOLDER until mail-core lands on main (issue 31, /work/wt/MAIL-API.md): the merge takes mail-core's file.
import type { MailTemplateName } from './templates';

export async function queueMail(_mail: {
  template: MailTemplateName;
  to: string;
  clientId?: string;
  data: unknown;
  key: string;
}): Promise<void> {
  throw new Error('queueMail: the mail path (mail-core) is not merged yet');
}
