import { createHmac } from 'node:crypto';
import { PAYMENT_GATEWAYS } from '@shared/enums';
import {
  type ConnectionTest,
  connectionTestSchema,
  GATEWAY_LABELS,
  type Gateway,
  gatewaySettingsInputs,
  gatewaySettingsSchemas,
  type PaymentGateways,
  type savePaymentGatewaysBody,
} from '@shared/schemas/admin-config';
import { SECRET_FIELDS } from '@shared/schemas/integrations';
import * as z from 'zod';
import { encryptSecret, maskSecret } from '../../adapters/secrets';
import { ConflictError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { GATEWAY_SETTINGS_TYPE, readGatewaySettings } from '../billing/gateway-settings';
import { keepStoredSecrets, parseConfigInput } from './config';
import type { ProbeOutcome } from './connection-probe';
import { probeRazorpay, probeStripe } from './gateway-tests';

/**
 * Payment gateway settings (spec part 3 §2 Payment Gateways, §3): one PlatformConfig item, type
 * 'payment-gateways', holding both gateways' settings (secrets envelope-encrypted); `activeGateway` is
 * the item's own attribute. Each gateway's last test is its own item ('payment-gateways.test.stripe'),
 * so a test never rewrites the settings. A test keeps a fingerprint of the credentials it used; a
 * gateway counts as tested only while its saved credentials have that fingerprint. It may become
 * active only then, and the active gateway's credentials can only be replaced by tested ones.
 */
const TYPE = GATEWAY_SETTINGS_TYPE;
const testType = (g: Gateway) => `${TYPE}.test.${g}`;
/** The fields a test proves: changing one makes an earlier test stale. */
const CREDENTIALS: Record<Gateway, readonly string[]> = {
  stripe: ['publishableKey', 'secretKey'],
  razorpay: ['keyId', 'keySecret'],
};

/**
 * HMAC-SHA256 under a fixed label of the credentials: equal keys give equal fingerprints, and the
 * stored fingerprint is not the key (never stored, logged or answered in clear).
 */
const fingerprint = (g: Gateway, settings: Record<string, unknown>) =>
  createHmac('sha256', 'parley:payment-gateway-test:v1')
    .update(JSON.stringify([g, ...CREDENTIALS[g].map((f) => settings[f] ?? '')]))
    .digest('base64url');

const storedTest = connectionTestSchema.extend({ credentials: z.string() });
interface GatewayState {
  settings: Record<string, unknown>;
  lastTest?: z.infer<typeof storedTest>;
}
/** `revision` is the settings item's updatedAt as read: the write is conditional on it. */
type State = { active: Gateway | null; revision?: string } & Record<Gateway, GatewayState>;

async function load(): Promise<State> {
  const items = db.platformConfig();
  const [stored, ...tests] = await Promise.all([
    readGatewaySettings(),
    ...PAYMENT_GATEWAYS.map((g) => items.get({ type: testType(g) }).go()),
  ]);
  const state = { active: stored.active, revision: stored.revision } as State;
  for (const [i, g] of PAYMENT_GATEWAYS.entries()) {
    const test = storedTest.safeParse(tests[i].data?.config);
    state[g] = {
      settings: gatewaySettingsSchemas[g].parse(stored.settings[g]),
      lastTest: test.success ? test.data : undefined,
    };
  }
  return state;
}

/**
 * Writes the settings and the active gateway if nobody wrote them since `load` (a save in between
 * would otherwise be undone silently); else a 409 asking to reload.
 */
async function store(state: State): Promise<void> {
  const config: Record<string, { settings: Record<string, unknown> }> = {};
  for (const g of PAYMENT_GATEWAYS) {
    const settings = { ...state[g].settings };
    for (const f of SECRET_FIELDS[g])
      if (typeof settings[f] === 'string' && settings[f]) settings[f] = await encryptSecret(settings[f] as string);
    config[g] = { settings };
  }
  const item = { type: TYPE, config, ...(state.active ? { activeGateway: state.active } : {}) };
  const items = db.platformConfig();
  const revision = state.revision;
  try {
    if (revision)
      await items
        .put(item)
        .where(({ updatedAt }, { eq }) => eq(updatedAt, revision))
        .go();
    else await items.create(item).go();
  } catch (err) {
    if (isConditionalFailure(err))
      throw new ConflictError('The payment gateway settings changed meanwhile; reload and try again');
    throw err;
  }
}

const configured = (g: Gateway, s: Record<string, unknown>) => CREDENTIALS[g].every((f) => Boolean(s[f]));

function view(state: State): PaymentGateways {
  const one = (g: Gateway) => {
    const { settings, lastTest } = state[g];
    const masked = { ...settings };
    for (const f of SECRET_FIELDS[g]) masked[f] = maskSecret((settings[f] as string) ?? '');
    const test: ConnectionTest | undefined = lastTest && {
      status: lastTest.status,
      message: lastTest.message,
      testedAt: lastTest.testedAt,
    };
    const activationBlocked = state.active === g ? null : activationRefusal(g, state[g]);
    return { ...masked, configured: configured(g, settings), lastTest: test, activationBlocked };
  };
  return { activeGateway: state.active, stripe: one('stripe'), razorpay: one('razorpay') } as PaymentGateways;
}

export const getGateways = async () => view(await load());

/** Whether the last test passed with exactly these credentials. */
const tested = (g: Gateway, s: GatewayState) =>
  s.lastTest?.status === 'success' && s.lastTest.credentials === fingerprint(g, s.settings);

/** Why `g` may not become active yet, or null when it may. */
function activationRefusal(g: Gateway, s: GatewayState): string | null {
  const name = GATEWAY_LABELS[g];
  if (!s.settings.enabled) return `Enable ${name} before making it active`;
  return tested(g, s) ? null : `Test the ${name} configuration before making it active`;
}

/**
 * Saves either gateway's settings and/or the active gateway. Returns what changed by name
 * ('razorpay.keySecret'), and the new active gateway when it changed, for the activity log.
 */
export async function saveGateways(body: z.output<typeof savePaymentGatewaysBody>) {
  const state = await load();
  const changed: string[] = [];
  const newCredentials = new Set<Gateway>();
  for (const g of PAYMENT_GATEWAYS) {
    const submitted = body[g];
    if (!submitted) continue;
    const before = state[g].settings;
    const after = keepStoredSecrets(SECRET_FIELDS[g], submitted, before, `${g}.`).config;
    const names = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    if (names.some((k) => CREDENTIALS[g].includes(k))) newCredentials.add(g);
    state[g].settings = after;
    changed.push(...names.map((k) => `${g}.${k}`));
  }
  const wanted = body.activeGateway === undefined ? state.active : body.activeGateway;
  const activationChanged = wanted !== state.active;
  if (wanted) {
    // checked on the settings as they will be stored, so one request cannot swap keys and activate
    const refusal = activationChanged ? activationRefusal(wanted, state[wanted]) : null;
    if (refusal) throw new ConflictError(refusal);
    // the gateway taking payments keeps working keys: new ones must have passed a test first
    if (newCredentials.has(wanted) && !tested(wanted, state[wanted]))
      throw new ConflictError(`${GATEWAY_LABELS[wanted]} is the active gateway: test the new keys before saving them`);
    if (!state[wanted].settings.enabled)
      throw new ConflictError(`${GATEWAY_LABELS[wanted]} is the active gateway: make the other one active first`);
  }
  state.active = wanted;
  if (changed.length || activationChanged) await store(state);
  return { gateways: view(state), changed, activated: activationChanged ? wanted : undefined };
}

/** Tests the submitted settings (a left-out or masked secret = the stored one) and keeps the result. */
export async function testGateway(g: Gateway, input: unknown, now = new Date()) {
  const submitted = parseConfigInput(gatewaySettingsInputs[g], input) as Record<string, unknown>;
  const state = await load();
  const settings = keepStoredSecrets(SECRET_FIELDS[g], submitted, state[g].settings, 'config.').config;
  const outcome: ProbeOutcome =
    g === 'stripe'
      ? await probeStripe(settings as z.output<typeof gatewaySettingsSchemas.stripe>)
      : await probeRazorpay(settings as z.output<typeof gatewaySettingsSchemas.razorpay>);
  const testedAt = now.toISOString();
  const lastTest = {
    status: outcome.ok ? 'success' : 'failed',
    message: outcome.message,
    testedAt,
    credentials: fingerprint(g, settings),
  };
  await db
    .platformConfig()
    .put({ type: testType(g), config: lastTest })
    .go();
  return { ...outcome, testedAt };
}
