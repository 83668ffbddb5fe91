// Starts cognito-local (its own bin/start.js) with two changes, so home behaves as Cognito does in AWS:
//
// 1. cognito-local 5.3 stores the refresh token it issues at a password sign-in but not the one it issues
//    when an MFA challenge is answered (RespondToAuthChallenge), so a two-factor user's session could not be
//    refreshed at home. The wrapper stores it the same way initiateAuth does.
// 2. Its messages (sign-up and attribute verification codes, password reset codes, invitations) are mailed
//    to the SES stand-in (SES_ENDPOINT, aws-ses-v2-local) with the real SESv2Client, as the user pool mails
//    them through SES in AWS, with the same texts (infra/cognito-messages.json). cognito-local would print
//    them in its console box; without SES_ENDPOINT it still does.
const { Targets } = require('cognito-local/lib/targets/targets');
const { MessagesService } = require('cognito-local/lib/services/messages');
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
const messages = require('../cognito-messages.json');

const respond = Targets.RespondToAuthChallenge;
Targets.RespondToAuthChallenge = (services) => {
  const answer = respond(services);
  return async (ctx, req) => {
    const res = await answer(ctx, req);
    const refreshToken = res?.AuthenticationResult?.RefreshToken;
    if (refreshToken) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.ChallengeResponses.USERNAME);
      if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
    }
    return res;
  };
};

if (process.env.SES_ENDPOINT) {
  const { SESv2Client, SendEmailCommand } = require('@aws-sdk/client-sesv2');
  const ses = new SESv2Client({
    endpoint: process.env.SES_ENDPOINT,
    region: process.env.AWS_REGION || 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const from = process.env.MAIL_FROM;

  // the sender is told only the message, not why it is sent: the source (SignUp, ForgotPassword,
  // AdminCreateUser, …) rides along in the request context
  const deliver = MessagesService.prototype.deliver;
  MessagesService.prototype.deliver = function (ctx, source, ...rest) {
    return deliver.call(this, { ...ctx, messageSource: source }, source, ...rest);
  };

  const consoleEmail = ConsoleMessageSender.prototype.sendEmail;
  ConsoleMessageSender.prototype.sendEmail = async function (ctx, user, destination, message) {
    // Cognito in AWS: AdminCreateUser sends the invitation template, every other source the verification one
    const template = ctx.messageSource === 'AdminCreateUser' ? messages.invitation : messages.verification;
    const fill = (text) => text.replaceAll('{####}', message.__code).replaceAll('{username}', user.Username);
    const subject = message.emailSubject || template.subject;
    const body = message.emailMessage || fill(template.body);
    try {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [destination] },
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              // Cognito sends its message as the HTML body; the stand-in shows the text part as well
              Body: { Html: { Data: body, Charset: 'UTF-8' }, Text: { Data: body, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    } catch (err) {
      ctx.logger.error({ err }, 'could not mail the message to the SES stand-in; printing it instead');
      return consoleEmail.call(this, ctx, user, destination, message);
    }
  };
}

require('./cognito-local-global-sign-out.cjs');
require('cognito-local/lib/bin/start.js');
