import * as z from 'zod';
import { PAYMENT_GATEWAYS } from '../../../shared/enums';
import {
  type ConnectionTest,
  connectionTestSchema,
  GATEWAY_LABELS,
  type Gateway,
  gatewaySettingsSchemas,
  type PaymentGateways,
  type savePaymentGatewaysBody,
} from '../../../shared/schemas/admin-config';
import { SECRET_FIELDS } from '../../../shared/schemas/integrations';
import { decryptSecret, encryptSecret, isEncrypted, isMaskedSecret, maskSecret } from '../../adapters/secrets';
import { db } from '../../db/service';
import { ConflictError } from '../../kit/errors';
import { parseConfigInput } from './config';
import type { ProbeOutcome } from './connection-probe';
import { probeRazorpay, probeStripe } from './gateway-tests';

/**
 * Payment gateway settings (spec part 3 §2 Payment Gateways, §3): one PlatformConfig item, type
 * 'payment-gateways', holding both gateways' settings (secrets envelope-encrypted), when each one's
 * credentials last changed and its last test; `activeGateway` is the item's own attribute. A gateway
 * may become active only with a successful test of its saved credentials made after they last changed.
 */
const TYPE = 'payment-gateways';
/** The fields a test proves: changing one makes an earlier test stale. */
const CREDENTIALS: Record<Gateway, readonly string[]> = {
  stripe: ['publishableKey', 'secretKey'],
  razorpay: ['keyId', 'keySecret'],
};

const storedTest = connectionTestSchema.extend({ ofSaved: z.boolean() });
interface GatewayState {
  settings: Record<string, unknown>;
  credentialsChangedAt?: string;
  lastTest?: z.infer<typeof storedTest>;
}
type State = { active: Gateway | null } & Record<Gateway, GatewayState>;

async function load(): Promise<State> {
  const { data } = await db().entities.platformConfig.get({ type: TYPE }).go();
  const stored = (data?.config ?? {}) as Partial<Record<Gateway, GatewayState>>;
  const state = { active: data?.activeGateway ?? null } as State;
  for (const g of PAYMENT_GATEWAYS) {
    const s = stored[g];
    const settings: Record<string, unknown> = { ...s?.settings };
    for (const f of SECRET_FIELDS[g]) if (isEncrypted(settings[f])) settings[f] = await decryptSecret(settings[f]);
    const test = storedTest.safeParse(s?.lastTest);
    state[g] = {
      settings: gatewaySettingsSchemas[g].parse(settings),
      credentialsChangedAt: s?.credentialsChangedAt,
      lastTest: test.success ? test.data : undefined,
    };
  }
  return state;
}

async function store(state: State): Promise<void> {
  const config: Record<string, GatewayState> = {};
  for (const g of PAYMENT_GATEWAYS) {
    const settings = { ...state[g].settings };
    for (const f of SECRET_FIELDS[g])
      if (typeof settings[f] === 'string' && settings[f]) settings[f] = await encryptSecret(settings[f] as string);
    config[g] = { ...state[g], settings };
  }
  await db()
    .entities.platformConfig.put({ type: TYPE, config, ...(state.active ? { activeGateway: state.active } : {}) })
    .go();
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

/** Why `g` may not become active yet, or null when it may. */
function activationRefusal(g: Gateway, s: GatewayState): string | null {
  const name = GATEWAY_LABELS[g];
  if (!s.settings.enabled) return `Enable ${name} before making it active`;
  const t = s.lastTest;
  const fresh = t?.status === 'success' && t.ofSaved && t.testedAt >= (s.credentialsChangedAt ?? '');
  return fresh ? null : `Test the ${name} configuration before making it active`;
}

/** A masked secret sent back keeps the stored one. */
function resolve(g: Gateway, submitted: Record<string, unknown>, stored: Record<string, unknown>) {
  const settings = { ...submitted };
  for (const f of SECRET_FIELDS[g]) if (isMaskedSecret(settings[f])) settings[f] = stored[f];
  return settings;
}

/**
 * Saves either gateway's settings and/or the active gateway. Returns what changed by name
 * ('razorpay.keySecret'), and the new active gateway when it changed, for the activity log.
 */
export async function saveGateways(body: z.output<typeof savePaymentGatewaysBody>, now = new Date()) {
  const state = await load();
  const changed: string[] = [];
  for (const g of PAYMENT_GATEWAYS) {
    const submitted = body[g];
    if (!submitted) continue;
    const before = state[g].settings;
    const after = resolve(g, submitted, before);
    const names = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    if (names.some((k) => CREDENTIALS[g].includes(k))) state[g].credentialsChangedAt = now.toISOString();
    state[g].settings = after;
    changed.push(...names.map((k) => `${g}.${k}`));
  }
  const wanted = body.activeGateway === undefined ? state.active : body.activeGateway;
  const activationChanged = wanted !== state.active;
  if (wanted) {
    // checked on the settings as they will be stored, so one request cannot swap keys and activate
    const refusal = activationChanged ? activationRefusal(wanted, state[wanted]) : null;
    if (refusal) throw new ConflictError(refusal);
    if (!state[wanted].settings.enabled)
      throw new ConflictError(`${GATEWAY_LABELS[wanted]} is the active gateway: make the other one active first`);
  }
  state.active = wanted;
  if (changed.length || activationChanged) await store(state);
  return { gateways: view(state), changed, activated: activationChanged ? wanted : undefined };
}

/** Tests the submitted settings (masked secrets = the stored ones) and keeps the result. */
export async function testGateway(g: Gateway, input: unknown, now = new Date()) {
  const submitted = parseConfigInput(gatewaySettingsSchemas[g], input);
  const state = await load();
  const settings = resolve(g, submitted, state[g].settings);
  const outcome: ProbeOutcome =
    g === 'stripe'
      ? await probeStripe(settings as z.output<typeof gatewaySettingsSchemas.stripe>)
      : await probeRazorpay(settings as z.output<typeof gatewaySettingsSchemas.razorpay>);
  const testedAt = now.toISOString();
  const ofSaved = CREDENTIALS[g].every((f) => settings[f] === state[g].settings[f]);
  state[g].lastTest = { status: outcome.ok ? 'success' : 'failed', message: outcome.message, testedAt, ofSaved };
  await store(state);
  return { ...outcome, testedAt, ofSaved };
}
