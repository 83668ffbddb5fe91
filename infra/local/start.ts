/**
 * `npm start`: the whole product on one local port.
 *   PORT (default 3000) · DATA_DIR (default .data) · ADMIN_EMAIL (a first platform admin, temporary password printed)
 *   `npm start -- --reset` wipes DATA_DIR first.
 */
import { watchNpmAncestors } from './parent-watch';
import { startLocal } from './runtime';

const args = new Set(process.argv.slice(2));
if (args.has('--help') || args.has('-h')) {
  console.log('Usage: npm start [-- --reset] [--in-memory] [--no-seed]   (env: PORT, DATA_DIR, ADMIN_EMAIL)');
  process.exit(0);
}

let stopping = false;
let runtime: Awaited<ReturnType<typeof startLocal>> | undefined;

async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    console.log('Forced exit');
    process.exit(1); // the exit hook in processes.ts still kills the children
  }
  stopping = true;
  console.log(`\n${signal}: stopping Parley…`);
  await runtime?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));
// `kill <npm pid>` stops npm and sh but does not reach this process: stop when npm is gone.
watchNpmAncestors(() => void shutdown('npm exited'));

console.log('Starting Parley…');
try {
  runtime = await startLocal({
    reset: args.has('--reset'),
    inMemory: args.has('--in-memory'),
    seed: !args.has('--no-seed'),
  });
} catch (err) {
  console.error(`\nParley could not start: ${(err as Error).message}`);
  process.exit(1);
}
if (stopping) {
  await runtime.stop();
  process.exit(0);
}

const lines = [
  '',
  `Parley is running at ${runtime.url}`,
  `  ready in ${(runtime.startupMs / 1000).toFixed(1)} s · data in ${runtime.dataDir} · Ctrl-C to stop`,
  '  use this address: 127.0.0.1 and other names of this machine redirect to it (cookies belong to one host name)',
  `  mail inbox: ${runtime.mailInbox}  (every mail Parley and cognito-local send, kept until Parley stops)`,
];
if (runtime.accounts.length > 0) {
  lines.push('', '  Demo accounts:');
  const width = Math.max(...runtime.accounts.map((a) => a.role.length));
  for (const a of runtime.accounts) lines.push(`    ${a.role.padEnd(width)}  ${a.email}  ${a.password}`);
}
lines.push('');
console.log(lines.join('\n'));
