/**
 * The OpenAI SDK, loaded on the first call, not at import: a function that only might call OpenAI (it is
 * used once the platform admin configures it) does not pay for it in every cold start. The Lambda build
 * keeps `openai` out of index.mjs and bundles it beside the function (LAZY_PACKAGES in
 * infra/build-functions.ts); keep this import dynamic.
 */
let sdk: Promise<typeof import('openai')> | undefined;
export const loadOpenAiSdk = () => {
  sdk ??= import('openai').catch((err: unknown) => {
    sdk = undefined;
    throw err;
  });
  return sdk;
};
