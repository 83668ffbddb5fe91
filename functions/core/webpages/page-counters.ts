import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RateLimitedError } from '../../base/errors';
import { rootLogger } from '../../base/logger';
import { documentClient } from '../../db/client';
import { isConditionalFailure } from '../../db/errors';
import { db } from '../../db/service';
import { consumeBudget } from '../limits/rate-limit';

/**
 * User agents that announce a robot, a headless browser or an audit: their page views are not visits.
 * "headless" is HeadlessChrome (scrapers, and the browser tests unless they set a visitor's agent);
 * "lighthouse" is Chrome-Lighthouse (Lighthouse and PageSpeed Insights runs must not inflate visits).
 * Deliberately short: an agent that pretends to be a browser is counted, as any counter without
 * cookies or fingerprinting would count it; the per-IP limit of the beacon bounds what one address adds.
 * No agent at all is not a browser either.
 */
export const OBVIOUS_BOT =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|curl|wget/i;

export const isObviousBot = (userAgent: string | undefined): boolean => !userAgent || OBVIOUS_BOT.test(userAgent);

export type WebpageCounter = 'visits' | 'conversions';

/**
 * Adds 1 to a published AI webpage's visits or conversions (spec part 3 §2: the list's stats cards).
 * Counted only when the id names a webpage of THIS tenant (the key holds the clientId, so another
 * tenant's id or a made-up one names no item), that page is published, and the agent is no obvious bot;
 * true when it counted. One conditional UpdateItem, not an ElectroDB patch: a patch would also move
 * updatedAt (the page's "last modified"), which a visit must not. Never throws: the page view or the
 * lead already happened, so a failed write is logged and the figure is one short.
 */
export async function countWebpage(
  counter: WebpageCounter,
  clientId: string,
  webpageId: string | undefined,
  userAgent: string | undefined,
): Promise<boolean> {
  if (!webpageId || isObviousBot(userAgent)) return false;
  try {
    // ElectroDB builds the key, so its format has one owner (db/entities/channels.ts)
    const { Key, TableName } = db().entities.aiWebpage.get({ clientId, id: webpageId }).params();
    await documentClient().send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: 'ADD #counter :one',
        ConditionExpression: 'attribute_exists(#pk) AND #status = :published',
        ExpressionAttributeNames: { '#counter': counter, '#pk': 'pk', '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':published': 'published' },
      }),
    );
    return true;
  } catch (err) {
    if (!isConditionalFailure(err)) rootLogger.warn('webpage counter not recorded', { counter, clientId, err });
    return false;
  }
}

/** A visit is the first page view from an address in a half hour (the budget's window, fixed to the clock). */
const VISIT_WINDOW_SECONDS = 1800;

/**
 * True for the first view of this page from this address in the current half hour, so reloads and a
 * script looping from one address add one visit, not one per view. The budget item's key holds a
 * hash of the address, not the address, and the item expires with its window (TTL).
 */
export async function firstViewThisHalfHour(webpageId: string, ip: string): Promise<boolean> {
  const visitor = createHash('sha256').update(`${webpageId}:${ip}`).digest('base64url').slice(0, 22);
  try {
    await consumeBudget(`webpage-visit:${webpageId}:${visitor}`, 1, VISIT_WINDOW_SECONDS, 'Already counted');
    return true;
  } catch (err) {
    if (err instanceof RateLimitedError) return false;
    throw err;
  }
}
