import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { App } from 'aws-cdk-lib';
import { placeholderCode } from '../function-code';
import { listFunctions } from '../function-specs';
import { addParleyStage, createApp } from '../parley-stage';

/** The critical CSS inlined in the fixture's prerendered landing page. */
export const CRITICAL_CSS = '.css-1x{color:#1a202c}';

// The route table may still be small; these extra functions make sure every kind is exercised.
const extraFunctions = [
  {
    kind: 'ws',
    id: 'ws-connect',
    entry: 'functions/ws/connect.ts',
    routeKey: '$connect',
    access: ['table:write', 'secret:visitor-token'],
  },
  {
    kind: 'ws',
    id: 'ws-default',
    entry: 'functions/ws/default.ts',
    routeKey: '$default',
    access: ['table:write', 'realtime:push', 'queue:send'],
    sends: ['intents.sync'],
  },
  {
    kind: 'queue',
    id: 'queue-enrich-lead',
    entry: 'functions/queue/enrich-lead.ts',
    queueName: 'enrich-lead',
    access: ['table:write', 'secrets:decrypt'],
  },
] as const;

/** Every function of routes.ts plus the extras: the stage the stack tests and the cdk-nag test synthesize. */
export const testStageFunctions = [
  ...listFunctions(),
  ...extraFunctions.filter((x) => !listFunctions().some((f) => f.id === x.id)),
];

export interface TestStage {
  tmp: string;
  app: App;
  stacks: ReturnType<typeof addParleyStage>;
  webDist: string;
}

/**
 * The whole 'test' stage, as a deploy builds it (placeholder code, no bundling), with a small web and
 * widget build written to a temp folder (the caller removes `tmp`). Not yet synthesized: the caller adds
 * any validation plugin first. Shared by infra/stacks/stacks.test.ts and the cdk-nag check
 * (infra/stacks/stage.nag.test.ts), so both look at the same stage.
 */
export function testStage(): TestStage {
  const tmp = mkdtempSync(path.join(tmpdir(), 'parley-cdk-'));
  const webDist = path.join(tmp, 'web-dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><style data-emotion="css 1x">${CRITICAL_CSS}</style>`,
  );
  for (const page of ['app', 'login', 'signup', '404', 'dashboard']) {
    writeFileSync(path.join(webDist, `${page}.html`), `<!doctype html><title>${page}</title>`);
  }
  writeFileSync(path.join(webDist, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');
  const widgetDist = path.join(tmp, 'widget-dist');
  mkdirSync(widgetDist);
  writeFileSync(path.join(widgetDist, 'parley-widget.js'), '/* loader */');
  writeFileSync(path.join(widgetDist, 'panel-0123456789.js'), '/* panel */');
  const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  const stacks = addParleyStage(app, {
    stage: 'test',
    code: placeholderCode,
    functions: [...testStageFunctions],
    webDistDir: webDist,
    widgetDistDir: widgetDist,
  });
  return { tmp, app, stacks, webDist };
}
