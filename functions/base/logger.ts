import { redactUrl } from '@shared/redact-url';
import { config } from './env';
import { mappedStack } from './mapped-stack';

/** Structured JSON logs, one line each, always with the request id when there is one. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys whose values never reach a log line (DESIGN §3: logs never carry secrets). */
const REDACT = /pass(word)?|secret|token|apikey|api_key|authorization|cookie|credentials|private/i;

/**
 * Values under a secret-sounding key are dropped whole; every other string has the secret query
 * parameters of any URL in it masked (an upstream error may quote the URL it called, a verify token
 * or a visitor token included).
 */
function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrl(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    const stack = value.stack && mappedStack(value.stack);
    // kept on the error: one logged and thrown on (kit/ws.ts, loggedFailure) reaches the Lambda runtime's
    // own error record with its sources named too
    if (stack !== value.stack) {
      try {
        value.stack = stack;
      } catch {
        // a frozen error keeps its own stack; the line below still has the mapped one
      }
    }
    return { name: value.name, message: redactUrl(value.message), stack: stack && redactUrl(stack) };
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      REDACT.test(k) ? '[redacted]' : redact(v, depth + 1),
    ]),
  );
}

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
  child(extra: Record<string, unknown>): Logger;
}

export function createLogger(
  base: Record<string, unknown> = {},
  sink: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const write = (level: Level, msg: string, data?: Record<string, unknown>) => {
    // read per line (config caches the parse), so the logger can be created before the environment is final
    const { LOG_LEVEL, LOG_SILENT } = config('LOG_LEVEL', 'LOG_SILENT');
    if (order[level] < order[LOG_LEVEL] || LOG_SILENT) return;
    sink(
      JSON.stringify({
        time: new Date().toISOString(),
        level,
        msg: redactUrl(msg),
        ...(redact(base) as object),
        ...(redact(data ?? {}) as object),
      }),
    );
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
    child: (extra) => createLogger({ ...base, ...extra }, sink),
  };
}

export const rootLogger = createLogger({ service: 'parley' });

/**
 * Runs a handler's work and logs its failure before throwing it on, for handlers whose failure goes to the
 * Lambda runtime (a schedule, the deploy's bootstrap): the log line, and through it the error the runtime
 * records, name the sources (base/mapped-stack.ts).
 */
export async function loggedFailure<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    rootLogger.error(`${what} failed`, { err });
    throw err;
  }
}
