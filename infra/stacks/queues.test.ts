import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type MessageType, messagePayloads } from '@shared/schemas/queue-messages';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerOf, MAX_RECEIVE_COUNT, queueConsumers } from '../../functions/routes';
import { placeholderCode } from '../function-code';
import { type FunctionSpec, listFunctions, timeoutOf } from '../function-specs';
import { addParleyStage, createApp } from '../parley-stage';
import { functionIn } from '../test-fixtures/function-stacks';
import { roleStatements } from '../test-fixtures/role-statements';
import { consumerQueueNames } from './data-stack';

/**
 * Issue 8 item 1 in AWS: one queue and one dead-letter queue per consumer, each consumer's event source
 * on its own queue only, and senders allowed to send to the queue of the types they declare only.
 */
let tmp: string;
let stacks: ReturnType<typeof addParleyStage>;
let data: Template;
let api: Template;

// a second consumer (with no message type of its own yet) proves the queues do not mix
const other: FunctionSpec = {
  kind: 'queue',
  id: 'queue-other-test',
  entry: 'functions/queue/other-test.ts',
  queueName: 'other-test',
  access: ['table:write'],
};
const functions = [...listFunctions(), other];
const consumers = functions.filter((f): f is Extract<FunctionSpec, { kind: 'queue' }> => f.kind === 'queue');
/**
 * Whether synthesized JSON names a consumer's queue (not its dead-letter queue). The function stacks
 * build queue URLs and ARNs from the names (data-stack.ts consumerQueueNames), never by import.
 */
const namesQueue = (text: string, consumer: string) =>
  new RegExp(`[:/]${consumerQueueNames('test', consumer).queue}(?![-\\w])`).test(text);

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-queues-'));
  const app = createApp({ outdir: path.join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } });
  stacks = addParleyStage(app, { stage: 'test', code: placeholderCode, functions });
  data = Template.fromStack(stacks.data);
  api = Template.fromStack(stacks.api);
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const logicalIdOf = (construct: { node: { defaultChild?: unknown } }, stack: Stack) =>
  stack.getLogicalId(construct.node.defaultChild as never);

describe('queues (issue 8 item 1)', () => {
  it('gives every consumer its own queue and its own dead-letter queue', () => {
    expect(consumers.length).toBeGreaterThanOrEqual(2);
    data.resourceCountIs('AWS::SQS::Queue', consumers.length * 2);
    const queues = data.findResources('AWS::SQS::Queue');
    const dlqTargets = new Set<string>();
    for (const c of consumers) {
      const own = stacks.data.queues.get(c.queueName);
      expect(own, c.queueName).toBeDefined();
      const props = queues[logicalIdOf(own!.queue, stacks.data)].Properties;
      expect(props).toMatchObject({
        QueueName: consumerQueueNames('test', c.queueName).queue,
        SqsManagedSseEnabled: true,
        VisibilityTimeout: 6 * timeoutOf(c),
        RedrivePolicy: { maxReceiveCount: MAX_RECEIVE_COUNT },
      });
      const dlq = JSON.stringify(props.RedrivePolicy.deadLetterTargetArn);
      expect(dlq).toContain(logicalIdOf(own!.deadLetterQueue, stacks.data));
      expect(queues[logicalIdOf(own!.deadLetterQueue, stacks.data)].Properties.QueueName).toBe(
        consumerQueueNames('test', c.queueName).deadLetterQueue,
      );
      dlqTargets.add(dlq);
    }
    expect(dlqTargets.size).toBe(consumers.length);
  });

  it('puts each consumer’s event source mapping on its own queue, with partial batch failures', () => {
    const mappings = Object.values(api.findResources('AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(consumers.length);
    for (const c of consumers) {
      const fnId = logicalIdOf(stacks.api.functions.get(c.id)!, stacks.api);
      const mine = mappings.filter((m) => JSON.stringify(m.Properties.FunctionName).includes(fnId));
      expect(mine, c.id).toHaveLength(1);
      const source = JSON.stringify(mine[0].Properties.EventSourceArn);
      expect(namesQueue(source, c.queueName), source).toBe(true);
      for (const o of consumers.filter((x) => x !== c)) expect(namesQueue(source, o.queueName)).toBe(false);
      expect(mine[0].Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(mine[0].Properties.BatchSize).toBe(c.batchSize ?? 10);
      expect(mine[0].Properties.MaximumBatchingWindowInSeconds, c.id).toBe(c.maxBatchingWindowSeconds);
    }
  });

  it('runs the live fan-out (issue 30) off its own queue with no batching window, in the local runtime’s terms', () => {
    const fanout = consumers.find((c) => c.queueName === consumerOf('realtime.conversation-events').name)!;
    expect(fanout.queueName).toBe('live-fanout');
    const fnId = logicalIdOf(stacks.api.functions.get(fanout.id)!, stacks.api);
    const mapping = Object.values(api.findResources('AWS::Lambda::EventSourceMapping')).find((m) =>
      JSON.stringify(m.Properties.FunctionName).includes(fnId),
    )!;
    // AWS waits no batching window; the local queue reads the same field (infra/local/queue.ts)
    expect(mapping.Properties.MaximumBatchingWindowInSeconds).toBe(0);
    expect(fanout.maxBatchingWindowSeconds).toBe(0);
    const fn = api.findResources('AWS::Lambda::Function')[fnId];
    expect(fn.Properties.Timeout).toBe(timeoutOf(fanout));
    // the senders may send to it; the fan-out itself pushes and sends nothing
    expect(fanout.access).toEqual(expect.arrayContaining(['realtime:push']));
    expect(fanout.access).not.toContain('queue:send');
  });

  it('lets a sender send only to the queue of the message types it declares', () => {
    const sendResources = (spec: FunctionSpec) => {
      const { template, roleLogicalId } = functionIn(stacks, spec.id);
      return roleStatements(template, roleLogicalId)
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('sqs:Send')))
        .map((st) => JSON.stringify(st.Resource));
    };
    const syncAll = functions.find(
      (f) => f.kind === 'http' && f.routes.some((r) => r.path === '/api/intents/sync-dialogflow'),
    )!;
    const granted = sendResources(syncAll);
    expect(granted).toHaveLength(1);
    expect(namesQueue(granted[0], consumerOf('intents.sync').name), granted[0]).toBe(true);
    expect(namesQueue(granted[0], other.queueName)).toBe(false);
    for (const spec of functions.filter((f) => !f.access.includes('queue:send'))) {
      expect(sendResources(spec), spec.id).toEqual([]);
    }
  });

  it('tells every function the queue URL of each consumer (QUEUE_URLS), the same name the local runtime sets', () => {
    for (const spec of functions) {
      const { fn } = functionIn(stacks, spec.id);
      const vars = Stack.of(fn).resolve((fn.node.defaultChild as CfnFunction).environment).variables;
      const urls = JSON.stringify(vars.QUEUE_URLS);
      for (const c of consumers) expect(namesQueue(urls, c.queueName), spec.id).toBe(true);
      expect(vars.QUEUE_URL).toBeUndefined();
    }
  });

  it('has one consumer for every message type, and each consumer module handles exactly the types routes.ts gives it', async () => {
    for (const type of Object.keys(messagePayloads) as MessageType[]) expect(() => consumerOf(type)).not.toThrow();
    for (const c of queueConsumers) {
      const mod = (await import(pathToFileURL(path.resolve(c.entry)).href)) as { handler: { messageTypes: string[] } };
      expect([...mod.handler.messageTypes].sort(), c.name).toEqual([...c.messageTypes].sort());
    }
  });
});
