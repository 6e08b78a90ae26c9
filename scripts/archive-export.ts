/**
 * `npm run archive:export -- <campaignId> > campaign.jsonl` (docs/archive.md).
 *
 * With DATABASE_URL: read from that Postgres server directly (the operator's access; no key).
 * Without: the embedded database belongs to the running server (src/db/data-dir-lock.ts), so
 * the archive is fetched from its HTTP route with the GM's key (ARCHIVE_API_KEY, and SERVER_URL,
 * default http://127.0.0.1:$PORT or 4000). No server answering: refused, with what to do.
 */
import { hostname } from 'node:os';
import { Writable } from 'node:stream';
import { streamArchive } from '../src/archive/export.js';
import { openPostgres } from '../src/db/node.js';
import { decodeId, UUID } from '../src/primitives/ids.js';

const raw = process.argv[2];
if (!raw) {
  console.error('usage: npm run archive:export -- <campaignId> > campaign.jsonl');
  process.exit(2);
}
const out = Writable.toWeb(process.stdout) as WritableStream<Uint8Array>;

if (process.env.DATABASE_URL) {
  const campaignId = UUID.test(raw) ? raw.toLowerCase() : decodeId('Campaign', raw);
  if (!campaignId) {
    console.error(`${raw} is not a campaign id`);
    process.exit(2);
  }
  const database = await openPostgres(process.env.DATABASE_URL, undefined, 1);
  try {
    await streamArchive(database.db, campaignId, { sourceInstance: `cli:${hostname()}`, now: new Date() }).pipeTo(out);
  } finally {
    await database.close();
  }
} else {
  const server = process.env.SERVER_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`;
  const key = process.env.ARCHIVE_API_KEY;
  if (!key) {
    console.error('The embedded database is the running server’s: set ARCHIVE_API_KEY to the GM’s API key (and SERVER_URL if not http://127.0.0.1:4000), or DATABASE_URL for a Postgres server.');
    process.exit(2);
  }
  let response: Response;
  try {
    response = await fetch(`${server}/campaigns/${encodeURIComponent(raw)}/archive`, { headers: { authorization: `Bearer ${key}` } });
  } catch {
    console.error(`No server answers at ${server}. Start it (npm start) and run this again: the embedded database is never opened by a second process (DATA_DIR lock).`);
    process.exit(1);
  }
  if (!response.ok || !response.body) {
    console.error(`The server refused: ${response.status} ${await response.text()}`);
    process.exit(1);
  }
  await response.body.pipeTo(out);
}
