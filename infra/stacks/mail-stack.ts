import { Aws, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { MailFrom } from '../stage';

/** The stage's configuration set has a fixed name, so functions and the event rule name it without an import. */
export const configurationSetName = (stage: string) => `parley-${stage}`;
export const configurationSetArn = (stage: string) =>
  `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:configuration-set/${configurationSetName(stage)}`;
export const mailIdentityArn = (identity: string) =>
  `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${identity}`;

/** The SES events that put an address on the suppression list (functions/core/mail/feedback.ts). */
export const FEEDBACK_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'];

export interface MailStackProps extends StackProps {
  stage: string;
  mailFrom?: MailFrom;
}

/**
 * The stage's mail (issue 31), a stack of its own because SES must verify the identity (DNS records for a
 * domain, a clicked link for an address) before Cognito may send from it: deploy this stack first, verify,
 * then the rest (README runbook).
 * - The configuration set every mail is sent with (the mail-send consumer and the user pool): SES's own
 *   suppression for bounces and complaints, and bounce and complaint events to EventBridge's default bus,
 *   where the Data stack's rule feeds them to the mail-feedback queue (the product's suppression list).
 * - With `-c mailFrom=…`, the SES identity (a domain with Easy DKIM, or one address). Without it the stage
 *   sends no mail of its own and Cognito sends its messages itself.
 */
export class MailStack extends Stack {
  readonly configurationSet: ses.ConfigurationSet;
  readonly identity?: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { stage, mailFrom } = props;
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: configurationSetName(stage),
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    this.configurationSet.addEventDestination('Feedback', {
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    if (!mailFrom) return;
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity:
        mailFrom.kind === 'domain' ? ses.Identity.domain(mailFrom.identity) : ses.Identity.email(mailFrom.identity),
      configurationSet: this.configurationSet,
    });
    new CfnOutput(this, 'MailFrom', { value: mailFrom.address, description: 'The address the stage sends mail from' });
    if (mailFrom.kind === 'domain') {
      // Easy DKIM: three CNAME records to publish in the domain's DNS (README runbook); SES verifies the
      // domain once it sees them
      this.identity.dkimRecords.forEach((record, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, {
          value: `${record.name} CNAME ${record.value}`,
          description: `DKIM record ${i + 1} of 3 for ${mailFrom.identity}: publish it in the domain's DNS`,
        });
      });
    }
  }
}
