/**
 * `npm run platform-config -- <type> [json | --file f.json | --show]`: sets a platform integration
 * (openai, dialogflow, …) in a running local Parley before the admin panel exists. It writes through
 * functions/core/platform/platform-config.ts, the code the admin screens will use, so secrets are encrypted with
 * the data folder's key exactly as a save from the UI would, and the next request already uses them.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PLATFORM_CONFIG_TYPES, type PlatformConfigType } from '@shared/enums';
import { BASE_ENV } from './local-env';
import { isAlive, readJson } from './process-state';

const USAGE = `Usage (with npm start running on the same DATA_DIR; put keys in a file, not on the command line):
  npm run --silent platform-config -- openai --file openai.json
  npm run --silent platform-config -- dialogflow --file dialogflow.json
  npm run --silent platform-config -- openai '{"enabled":false}'
  npm run --silent platform-config -- openai --show
Types: ${PLATFORM_CONFIG_TYPES.join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const [type, ...rest] = process.argv.slice(2);
if (!type || type === '--help' || type === '-h') fail('Which integration?');
if (!(PLATFORM_CONFIG_TYPES as readonly string[]).includes(type)) fail(`Unknown type "${type}".`);

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const running = readJson<{ pid: number }>(join(dataDir, 'runtime.json'));
const ports = readJson<{ dynamodb: number }>(join(dataDir, 'ports.json'));
if (!running || !ports || !isAlive(running.pid))
  fail(`Parley is not running from ${dataDir}: start it with npm start first.`);

// The same names the local runtime gives the functions (local-env.ts), before any function module loads.
Object.assign(process.env, BASE_ENV, {
  DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
  LOCAL_SECRET_KEY: readFileSync(join(dataDir, 'secret.key'), 'utf8').trim(),
  LOG_SILENT: 'true',
});
const { maskedPlatformConfig, savePlatformConfig } = await import('../../functions/core/platform/platform-config');
const configType = type as PlatformConfigType;

if (rest[0] !== '--show') {
  const text = rest[0] === '--file' ? readFileSync(resolve(rest[1] ?? fail('--file needs a path')), 'utf8') : rest[0];
  if (!text) fail('Give the settings as JSON, or --file, or --show.');
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    fail('The settings are not valid JSON.');
  }
  try {
    await savePlatformConfig(configType, input);
  } catch (err) {
    const issues = (err as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    const reason = issues ? issues.map((i) => `${i.path.join('.') || '(settings)'}: ${i.message}`).join('; ') : '';
    fail(`Not saved: ${reason || (err as Error).message}`);
  }
  console.log(`Saved the ${type} settings.`);
}
console.log(JSON.stringify(await maskedPlatformConfig(configType), null, 2));
