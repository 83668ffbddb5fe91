import { resetConfigCache } from '../base/env';
import { collectActivity } from '../core/activity/list';

/**
 * Records everything a test could leak a secret through: the JSON log lines the handlers write (the
 * local gateway runs them in this process; LOG_SILENT is lifted while watching), the response bodies
 * the test hands to `seen`, and — in `leaks` — the activity entries. `leaks(secrets)` names where
 * each planted secret appeared.
 */
export function watchForLeaks() {
  const logs: string[] = [];
  const bodies: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const previous = { silent: process.env.LOG_SILENT, level: process.env.LOG_LEVEL };
  process.env.LOG_SILENT = 'false';
  process.env.LOG_LEVEL = 'debug';
  resetConfigCache();
  process.stdout.write = ((chunk: string | Uint8Array) => {
    logs.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;

  return {
    logs,
    seen(r: { text: string }) {
      bodies.push(r.text);
      return r;
    },
    stop() {
      process.stdout.write = write;
      process.env.LOG_SILENT = previous.silent;
      process.env.LOG_LEVEL = previous.level;
      if (previous.level === undefined) delete process.env.LOG_LEVEL;
      resetConfigCache();
    },
    async leaks(secrets: string[]) {
      const { entries } = await collectActivity({}, 500);
      const places = { logs: logs.join('\n'), responses: bodies.join('\n'), activity: JSON.stringify(entries) };
      return secrets.flatMap((s) =>
        Object.entries(places)
          .filter(([, text]) => text.includes(s))
          .map(([where]) => `${s.slice(0, 6)}… in ${where}`),
      );
    },
  };
}
