import { isConditionalFailure } from '../db/errors';
import { db } from '../db/service';
import { bumpCounter } from './counters';

/** One page view with the widget: counted for the month, and the tenant's widget is marked installed. */
export async function recordWidgetLoad(clientId: string): Promise<void> {
  try {
    // patch: only an existing tenant is touched, so a made-up clientId creates nothing
    await db().entities.client.patch({ clientId }).set({ widgetInstalled: true }).go();
  } catch (err) {
    if (isConditionalFailure(err)) return;
    throw err;
  }
  await bumpCounter(clientId, 'widgetLoads');
}
