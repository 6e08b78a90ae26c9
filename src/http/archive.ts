/**
 * The archive over HTTP, on Node and the Worker alike (a fetch handler):
 *
 * - `GET /campaigns/<id>/archive` — the GM's Bearer key or browser session; the archive streams as it is read.
 * - `POST /campaigns/import` — anyone signed in (Bearer key or session); the body is the archive,
 *   received whole first (bounded in size and time: 408 `ARCHIVE_RECEIVE_TIMEOUT` for a late one),
 *   then imported within its own bound (503 `ARCHIVE_IMPORT_TIMEOUT`); 201 with the import report,
 *   or 422 `ARCHIVE_REFUSED` with the reason and nothing written.
 *
 * The table app holds no key (docs/accounts.md): it sends its session cookie, which passes the same
 * CSRF check as GraphQL's (src/http/session-cookie.ts): its own origin only, and an import's body declared
 * as the archive's media type, which no HTML form can send.
 *
 * Not GraphQL: an archive is a file of any size, and GraphQL bodies are capped and parsed whole.
 */
import type { Db } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import type { RollKeyring } from '../db/roll-keys.js';
import { decodeId, encodeId, UUID } from '../primitives/ids.js';
import { logError } from '../primitives/log.js';
import { DEFAULT_HTTP_POLICY, type HttpPolicy } from './policy.js';
import { COMMON_HEADERS } from './security-headers.js';
import { lookUpCaller, presentedCredential } from './caller.js';
import { campaignExists, streamArchive } from '../archive/export.js';
import { ARCHIVE_MEDIA_TYPE, ArchiveImportTimeout, ArchiveReceiveTimeout, ArchiveRefused, type ArchiveTimes, DEFAULT_ARCHIVE_IMPORT_MS, DEFAULT_ARCHIVE_RECEIVE_MS } from '../archive/format.js';
import { receiveArchive, replay } from '../archive/receive.js';
import { importArchive, isGameMaster, randomHex } from '../archive/import.js';

export const ARCHIVE_IMPORT_PATH = '/campaigns/import';
const EXPORT_PATH = /^\/campaigns\/([^/]+)\/archive$/;

export function isArchivePath(pathname: string): boolean {
  return pathname === ARCHIVE_IMPORT_PATH || EXPORT_PATH.test(pathname);
}

export interface ArchiveDeps {
  db: Db;
  rollKeys: RollKeyring;
  maxBytes: number;
  now: () => Date;
  /** CORS_ORIGINS: the other origins whose pages may use the session cookie (GraphQL's own list). */
  httpPolicy?: HttpPolicy;
  /** ARCHIVE_RECEIVE_MS and ARCHIVE_IMPORT_MS (defaults in src/archive/format.ts). */
  times?: Partial<ArchiveTimes>;
  /** Milliseconds for the import's bound (performance.now()); tests pass their own. */
  monotonic?: () => number;
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...COMMON_HEADERS, ...headers } });
}

// ARCHIVE_MEDIA_TYPE: a type no HTML form can send, and another origin's fetch only after a preflight.
const ARCHIVE_BODY = { types: /^application\/x-ndjson\b/i, said: ARCHIVE_MEDIA_TYPE };

/** Who is calling (src/http/caller.ts, the one place that reads credentials), looked up now: one statement. */
async function caller(request: Request, deps: ArchiveDeps): Promise<{ userId: string } | Response> {
  const presented = await presentedCredential(request, { policy: deps.httpPolicy ?? DEFAULT_HTTP_POLICY, body: ARCHIVE_BODY });
  if (presented.kind === 'MALFORMED') return json(401, { code: 'UNAUTHENTICATED', error: 'Malformed Authorization header: send `Authorization: Bearer <api key>`, or the session cookie.' });
  if (presented.kind === 'NONE') return json(401, { code: 'UNAUTHENTICATED', error: 'sign in: send `Authorization: Bearer <api key>`, or the session cookie' });
  if (presented.kind === 'CSRF_REFUSED') return json(403, { code: 'CSRF_REFUSED', error: presented.reason });
  // Wall-clock time for a key: it only decides whether the key's last use is worth recording again.
  const found = await lookUpCaller(deps.db, presented, presented.kind === 'API_KEY' ? new Date() : deps.now());
  if ('caller' in found) return { userId: found.caller.userId };
  return found.refused === 'BAD_KEY'
    ? json(401, { code: 'UNAUTHENTICATED', error: 'This API key is not valid (mistyped or revoked).' })
    : json(401, { code: 'SESSION_ENDED', error: 'This session has ended: sign in again.' });
}

export async function handleArchive(request: Request, deps: ArchiveDeps): Promise<Response> {
  try {
    const url = new URL(request.url);
    const who = await caller(request, deps);
    if (who instanceof Response) return who;
    if (url.pathname === ARCHIVE_IMPORT_PATH) {
      if (request.method !== 'POST') return json(405, { error: 'POST the archive' });
      return await importFrom(request, deps, who.userId);
    }
    if (request.method !== 'GET') return json(405, { error: 'GET the archive' });
    const raw = decodeURIComponent(url.pathname.match(EXPORT_PATH)![1]!);
    const campaignId = UUID.test(raw) ? raw.toLowerCase() : decodeId('Campaign', raw);
    // Not found and not the GM answer alike: an archive never tells a campaign exists.
    if (!campaignId || !(await isGameMaster(deps.db, campaignId, who.userId)) || !(await campaignExists(deps.db, campaignId)))
      return json(404, { code: 'NOT_FOUND', error: 'no campaign you run as GM has this id' });
    const body = streamArchive(deps.db, campaignId, { sourceInstance: url.host, now: deps.now() });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': ARCHIVE_MEDIA_TYPE,
        'content-disposition': `attachment; filename="campaign-${campaignId}.jsonl"`,
        'cache-control': 'no-store',
        ...COMMON_HEADERS,
      },
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return json(503, { code: 'DATABASE_UNAVAILABLE', error: 'the database is not answering; try again shortly' });
    throw error;
  }
}

async function importFrom(request: Request, deps: ArchiveDeps, userId: string): Promise<Response> {
  const declared = request.headers.get('content-length');
  if (declared && /^\d+$/.test(declared) && Number(declared) > deps.maxBytes)
    return json(413, { code: 'ARCHIVE_REFUSED', error: `the archive is larger than this instance accepts (${deps.maxBytes} bytes, ARCHIVE_MAX_BYTES)` });
  if (!request.body) return json(422, { code: 'ARCHIVE_REFUSED', error: 'the archive is empty' });
  const times = { receiveMs: deps.times?.receiveMs ?? DEFAULT_ARCHIVE_RECEIVE_MS, importMs: deps.times?.importMs ?? DEFAULT_ARCHIVE_IMPORT_MS };
  try {
    // Whole, before any statement: a sender that stalls holds a socket and some memory, never the database.
    const received = await receiveArchive(request.body, { maxBytes: deps.maxBytes, ms: times.receiveMs });
    const report = await importArchive(deps.db, replay(received), {
      importerId: userId,
      maxBytes: deps.maxBytes,
      now: deps.now(),
      heldKeyIds: new Set(deps.rollKeys.keys.keys()),
      rollKeys: deps.rollKeys,
      randomHex,
      timeBound: { ms: times.importMs, monotonic: deps.monotonic },
    });
    // The global id too: clients (the table app) address campaigns by it.
    return json(201, { ...report, campaignGlobalId: encodeId('Campaign', report.campaignId) });
  } catch (error) {
    if (error instanceof ArchiveRefused) return json(422, { code: 'ARCHIVE_REFUSED', error: `Archive refused, nothing imported: ${error.message}` });
    // The rest of a late body is never read: the connection closes after this answer.
    if (error instanceof ArchiveReceiveTimeout)
      return json(408, { code: 'ARCHIVE_RECEIVE_TIMEOUT', error: `Archive not received, nothing imported: ${error.message}. Send it again over a steadier connection.` }, { connection: 'close' });
    if (error instanceof ArchiveImportTimeout)
      return json(503, { code: 'ARCHIVE_IMPORT_TIMEOUT', error: `Archive not imported, nothing written: ${error.message}, and was rolled back.` });
    logError('archive import failed', error);
    throw error;
  }
}
