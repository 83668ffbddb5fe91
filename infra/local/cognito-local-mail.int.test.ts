import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { uniqueEmail } from '../../functions/test-support/api';
import { waitForMail } from '../../functions/test-support/mail-inbox';
import cognitoMessages from '../cognito-messages.json';
import { localCognitoClient } from './cognito-local';

/**
 * Issue 31: cognito-local's own messages go to the SES stand-in (cognito-local-start.cjs), with the texts
 * the user pool has in AWS, so the code a user reads at home comes from Cognito as it does in AWS.
 */
const cognito = () => localCognitoClient(process.env.COGNITO_ENDPOINT ?? '');
const pool = () => ({ UserPoolId: process.env.USER_POOL_ID, ClientId: process.env.USER_POOL_CLIENT_ID });

describe("cognito-local's mail (issue 31)", () => {
  it('mails an invitation with the temporary password, and a reset code that resets the password', async () => {
    const email = uniqueEmail('cognito');
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: pool().UserPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
    const invitation = await waitForMail({ to: email, subject: new RegExp(cognitoMessages.invitation.subject) });
    expect(invitation.from).toBe(process.env.MAIL_FROM);
    expect(invitation.text).toMatch(/temporary password \S+, then choose your own password/);

    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool().UserPoolId,
        Username: email,
        Password: 'Old-Passw0rd',
        Permanent: true,
      }),
    );
    const asked = new Date();
    await cognito().send(new ForgotPasswordCommand({ ClientId: pool().ClientId, Username: email }));
    const reset = await waitForMail({
      to: email,
      subject: new RegExp(cognitoMessages.verification.subject),
      after: asked,
    });
    const code = /Your Parley code is (\d{6})/.exec(reset.text)?.[1];
    expect(code).toBeDefined();
    await cognito().send(
      new ConfirmForgotPasswordCommand({
        ClientId: pool().ClientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'New-Passw0rd',
      }),
    );
    const signedIn = await cognito().send(
      new InitiateAuthCommand({
        ClientId: pool().ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'New-Passw0rd' },
      }),
    );
    expect(signedIn.AuthenticationResult?.IdToken).toBeDefined();
  });
});
