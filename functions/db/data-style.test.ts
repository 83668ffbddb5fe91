import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One data style (issue 29 item 3): one ElectroDB service, and the table reached any other way only
 * from inside db/, through named access patterns that db/README.md lists. Test code (the `*.test.ts`
 * files, test-support/ and the security suites' snapshot, which scans) may read the table as it likes.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const TEST_CODE = [/\.test\.ts$/, /^functions\/test-support\//, /^functions\/security\//];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .filter((f) => !TEST_CODE.some((re) => re.test(f)));
}
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
const functionsCode = sources('functions');
const inDb = (f: string) => f.startsWith('functions/db/');
const reachesTableRaw = (f: string) => /from '@aws-sdk\/(lib-dynamodb|client-dynamodb)'/.test(text(f));

describe('one data style', () => {
  it('builds ElectroDB services only in db/service.ts', () => {
    const others = functionsCode.filter((f) => f !== 'functions/db/service.ts' && /new Service\(/.test(text(f)));
    expect(others).toEqual([]);
  });

  it('sends DynamoDB commands only from db/', () => {
    expect(functionsCode.filter((f) => !inDb(f) && reachesTableRaw(f))).toEqual([]);
  });

  it('writes no item keys outside db/ (they come from the entities or db/ key builders)', () => {
    const keyLiteral = /\b(pk|sk)\s*:\s*[`'"]|['"`]:(pk|sk)['"`]|KeyConditionExpression/;
    expect(functionsCode.filter((f) => !inDb(f) && keyLiteral.test(text(f)))).toEqual([]);
  });

  it('lists every raw access pattern of db/ in db/README.md', () => {
    const readme = text('functions/db/README.md');
    const plumbing = ['functions/db/client.ts', 'functions/db/table.ts'];
    const patterns = functionsCode
      .filter((f) => inDb(f) && !plumbing.includes(f) && reachesTableRaw(f))
      .flatMap((f) => [...text(f).matchAll(/^export (?:async )?function (\w+)/gm)].map(([, name]) => name));
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
