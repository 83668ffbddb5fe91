import { email as emailSchema } from '@shared/schemas/common';
import * as db from '../db/table-entities';
import { ensureFirstAdmin, type FirstAdmin } from './first-admin';
import { runMigrations } from './migrations';
import { createCataloguePlans } from './plan-catalogue';

export interface BootstrapOptions {
  /** The first platform admin's email (`-c adminEmail=…` in AWS, ADMIN_EMAIL for `npm start`). */
  adminEmail?: string;
}

export interface BootstrapResult {
  migrations: Awaited<ReturnType<typeof runMigrations>>;
  /** How many plans of the catalogue were created (0 once any plan exists). */
  plansCreated: number;
  admin?: FirstAdmin;
}

/**
 * What a stage needs before anyone can use it, run on every deploy (the stage's bootstrap custom
 * resource, infra/stacks/bootstrap-stack.ts) and at every `npm start`: the data migrations, the plan
 * catalogue when there is no plan at all, and the first platform admin. Every step is idempotent: a
 * second run changes nothing.
 */
export async function runBootstrap(opts: BootstrapOptions = {}): Promise<BootstrapResult> {
  const adminEmail = opts.adminEmail ? adminEmailOf(opts.adminEmail) : undefined;
  const migrations = await runMigrations();
  const plansCreated = await seedPlanCatalogue();
  const admin = adminEmail ? await ensureFirstAdmin(adminEmail) : undefined;
  return { migrations, plansCreated, ...(admin ? { admin } : {}) };
}

/** The failure reaches CloudFormation's event list (or npm start's output): one sentence naming the setting. */
function adminEmailOf(value: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`adminEmail "${value}" is not an email address (-c adminEmail=…, ADMIN_EMAIL at home)`);
  return parsed.data;
}

/**
 * The spec's plans, only into a stage that has none: once the platform admin has a catalogue (edited,
 * renamed, deleted plans), a deploy must not bring a removed plan back.
 */
export async function seedPlanCatalogue(): Promise<number> {
  const { data: any } = await db.plan().query.byId({}).go({ limit: 1 });
  if (any.length > 0) return 0;
  return createCataloguePlans();
}
