import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeholderCode } from './function-code';
import { addParleyStage, createApp } from './parley-stage';
import { isEphemeralStage, readStageContext, validateStage } from './stage';

const tmp = mkdtempSync(path.join(tmpdir(), 'parley-stages-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('stages', () => {
  it('synthesizes two stages side by side with their own stack names', () => {
    const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
    const functions = [
      {
        kind: 'http' as const,
        id: 'leads-get-x',
        entry: 'x.ts',
        routes: [{ method: 'GET' as const, path: '/api/leads/x' }],
        access: [],
      },
    ];
    addParleyStage(app, { stage: 'acme', code: placeholderCode, functions });
    addParleyStage(app, { stage: 'globex', code: placeholderCode, functions });
    const names = app
      .synth()
      .stacks.map((s) => s.stackName)
      .sort();
    // /api/leads/x is in the Crm shard of route-shards.ts; every stage has its Mail stack (issue 31)
    expect(names).toEqual([
      'Parley-acme-Api',
      'Parley-acme-ApiCrm',
      'Parley-acme-Bootstrap',
      'Parley-acme-Data',
      'Parley-acme-Mail',
      'Parley-acme-Monitoring',
      'Parley-acme-Web',
      'Parley-globex-Api',
      'Parley-globex-ApiCrm',
      'Parley-globex-Bootstrap',
      'Parley-globex-Data',
      'Parley-globex-Mail',
      'Parley-globex-Monitoring',
      'Parley-globex-Web',
    ]);
  }, 120_000);

  it('accepts only short lowercase stage names', () => {
    expect(validateStage('acme-prod-2')).toBe('acme-prod-2');
    for (const bad of ['Acme', 'a_b', '', '-x', 'x-', 'a'.repeat(21), undefined]) {
      expect(() => validateStage(bad)).toThrow(/Invalid stage/);
    }
  });

  it('treats dev and test* as throw-away stages only', () => {
    expect(isEphemeralStage('dev')).toBe(true);
    expect(isEphemeralStage('test-42')).toBe(true);
    expect(isEphemeralStage('demo')).toBe(false);
    expect(isEphemeralStage('devon')).toBe(false);
  });

  it('reads the -c flags: a custom domain needs its certificate, in us-east-1; waf is true or absent', () => {
    const read = (flags: Record<string, string>) => readStageContext((key) => flags[key]);
    const cert = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    expect(read({ stage: 'acme', domainName: 'app.example.com', certificateArn: cert, waf: 'true' })).toEqual({
      stage: 'acme',
      domainName: 'app.example.com',
      certificateArn: cert,
      waf: true,
    });
    expect(read({})).toEqual({ stage: 'dev', waf: false });
    expect(() => read({ domainName: 'app.example.com' })).toThrow(/go together/);
    expect(() => read({ certificateArn: cert })).toThrow(/go together/);
    expect(() => read({ domainName: 'https://app.example.com', certificateArn: cert })).toThrow(/host name/);
    expect(() =>
      read({ domainName: 'app.example.com', certificateArn: cert.replace('us-east-1', 'ap-south-1') }),
    ).toThrow(/us-east-1/);
    expect(() => read({ waf: 'yes' })).toThrow(/-c waf=true/);
    expect(read({ reservedConcurrency: '50' }).reservedConcurrency).toBe(50);
    expect(() => read({ reservedConcurrency: 'lots' })).toThrow(/whole number/);
  });
});
