// cognito-local 5.3 has no AdminUserGlobalSignOut (issue 31: a password reset ends every session). Added
// as Cognito defines it: every refresh token of the user stops working (cognito-local keeps them on the
// user, as RevokeToken shows). Required by cognito-local-start.cjs before the server starts.
const { Targets } = require('cognito-local/lib/targets/targets');
const { UserNotFoundError } = require('cognito-local/lib/errors');

Targets.AdminUserGlobalSignOut =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const pool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await pool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    await pool.saveUser(ctx, { ...user, RefreshTokens: [], UserLastModifiedDate: clock.get() });
    return {};
  };
