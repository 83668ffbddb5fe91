import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (infra/local/ is two levels below it). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const DYNAMODB_JAR_DIR = resolve(REPO_ROOT, 'node_modules/amplify-dynamodb-simulator/emulator');
/** cognito-local's own start script behind a one-fix wrapper (see the file). */
export const COGNITO_LOCAL_BIN = resolve(REPO_ROOT, 'infra/local/cognito-local-start.cjs');

export function fromRoot(...parts: string[]): string {
  return resolve(REPO_ROOT, ...parts);
}
