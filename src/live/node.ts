/**
 * Live updates on Node: the hub reads the outbox whenever Postgres announces a commit on the
 * `outbox_events` channel (the outbox's insert trigger, drizzle/0002). On PGlite the one
 * embedded session hears its own NOTIFYs right after commit; on a Postgres server every
 * process LISTENs on a dedicated connection, so each instance behind a load balancer delivers
 * every event to its own subscribers.
 */
import type { NodeDatabase } from '../db/node.js';
import { type HubOptions, LiveHub } from './hub.js';

export const OUTBOX_CHANNEL = 'outbox_events';

export async function startNodeLive(database: NodeDatabase, options: HubOptions = {}): Promise<{ hub: LiveHub; stop(): Promise<void> }> {
  const hub = await new LiveHub(database.db, options).start();
  // The payload ("<campaign>:<seq>") tells the hub whether anyone here follows that campaign:
  // it reads only then, once per burst. Reconnecting (onReady) reads, for commits announced
  // while it was away.
  const unlisten = await database.listen(OUTBOX_CHANNEL, (payload) => hub.signal(payload), () => hub.poke());
  return {
    hub,
    async stop() {
      await unlisten();
      hub.close();
      await hub.idle();
    },
  };
}
