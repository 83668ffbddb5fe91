import { existsSync, readFileSync } from 'node:fs';

/** Lines of the product's log that say something went wrong: a JSON log line at error level, or the local runtime's own complaints. */
const TROUBLE = /"level":"error"|consumer threw|dead-letter|timed out|Unhandled|uncaught/i;
const SHOWN = 40;

/**
 * After a browser run, the product's errors are printed where CI shows them (a timed-out spec says only
 * what the page did not show; the queue consumer that threw behind it is in the server's log).
 */
export function printServerTrouble(logFile: string): void {
  if (!existsSync(logFile)) return;
  const trouble = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => TROUBLE.test(line));
  if (trouble.length === 0) return;
  console.log(
    `\nthe product logged ${trouble.length} error line(s) (whole log: ${logFile}); the last ${Math.min(SHOWN, trouble.length)}:`,
  );
  for (const line of trouble.slice(-SHOWN)) console.log(`  ${line.slice(0, 600)}`);
}
