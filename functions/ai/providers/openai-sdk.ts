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

/** A client for the admin's OpenAI settings, one per provider or embedder instance, made on first use. */
export function lazyOpenAiClient(
  settings: { apiKey: string; organizationId?: string; baseURL?: string },
  timeoutMs: number,
): () => Promise<import('openai').OpenAI> {
  let client: import('openai').OpenAI | undefined;
  return async () => {
    const { OpenAI } = await loadOpenAiSdk();
    client ??= new OpenAI({
      apiKey: settings.apiKey,
      organization: settings.organizationId || undefined,
      baseURL: settings.baseURL || undefined,
      timeout: timeoutMs,
      maxRetries: 1,
    });
    return client;
  };
}
