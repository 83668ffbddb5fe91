// Starts cognito-local (its own bin/start.js) with one fix, so home behaves as Cognito does in AWS:
// cognito-local 5.3 stores the refresh token it issues at a password sign-in but not the one it issues
// when an MFA challenge is answered (RespondToAuthChallenge), so a two-factor user's session could not be
// refreshed at home. The wrapper stores it the same way initiateAuth does.
const { Targets } = require('cognito-local/lib/targets/targets');

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

require('./cognito-local-global-sign-out.cjs');
require('cognito-local/lib/bin/start.js');
