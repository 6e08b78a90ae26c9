/**
 * The hallway's route table (issue 41 item 1): every door into the engine, which path leads to
 * it, who may call through it and on which runtime. Both entries route with it (src/http/node.ts
 * for Node, src/http/workers.ts for the Worker), so a door added here is a door on both.
 *
 * Who is calling is found once, in src/http/caller.ts: `user` doors take an API key or the
 * session cookie (+ CSRF), `signed` doors an integration's signature over the body they read,
 * `admin` the machine's own token; `public` doors need nobody.
 */
import { ARCHIVE_IMPORT_PATH } from './archive.js';
import { INBOUND_PATH_PREFIX } from '../webhooks/inbound.js';

export type Door =
  /** GET /healthz (and the older /health): the process answers, no database. */
  | 'health'
  /** GET /readyz: the database answers one statement. */
  | 'ready'
  /** POST /webhooks/in/<campaign>: another system's signed event (src/webhooks/inbound.ts). */
  | 'inbound-webhook'
  /** POST /discord/interactions: Discord's signed interactions (src/integrations/discord). */
  | 'discord'
  /** GET /campaigns/<id>/archive, POST /campaigns/import: archives streamed both ways (src/http/archive.ts). */
  | 'archive'
  /** POST /admin/backup: the embedded database's tarball, to this machine only (src/http/backups.ts). */
  | 'backup'
  /** /graphql: queries, mutations, live subscriptions (SSE, multipart) and GraphiQL, through Yoga. */
  | 'graphql'
  /** Anything else: the table app's files (the Worker's platform serves them as assets). */
  | 'web-app';

export type CallerKind = 'public' | 'user' | 'signed' | 'admin';

export interface Route {
  door: Door;
  /** Whether a request path (no query) leads to this door. */
  matches: (path: string) => boolean;
  caller: CallerKind;
  /** Where the door is served: the backup door holds the embedded database, on Node only. */
  runtimes: readonly ('node' | 'workers')[];
}

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
export const GRAPHQL_PATH = '/graphql';
export const BACKUP_PATH = '/admin/backup';
export const DISCORD_PATH = '/discord/interactions';
const EXPORT_PATH = /^\/campaigns\/[^/]+\/archive$/;

const BOTH = ['node', 'workers'] as const;

/** In order: the first route whose path matches is the door. */
export const ROUTES: readonly Route[] = [
  { door: 'health', matches: (p) => p === HEALTH_PATH || p === '/health', caller: 'public', runtimes: BOTH },
  { door: 'ready', matches: (p) => p === READY_PATH, caller: 'public', runtimes: BOTH },
  { door: 'inbound-webhook', matches: (p) => p.startsWith(INBOUND_PATH_PREFIX), caller: 'signed', runtimes: BOTH },
  { door: 'discord', matches: (p) => p === DISCORD_PATH, caller: 'signed', runtimes: BOTH },
  { door: 'archive', matches: (p) => p === ARCHIVE_IMPORT_PATH || EXPORT_PATH.test(p), caller: 'user', runtimes: BOTH },
  { door: 'backup', matches: (p) => p === BACKUP_PATH, caller: 'admin', runtimes: ['node'] },
  { door: 'graphql', matches: (p) => p === GRAPHQL_PATH, caller: 'user', runtimes: BOTH },
  { door: 'web-app', matches: () => true, caller: 'public', runtimes: BOTH },
];

/** The door a path leads to on `runtime` (a door the runtime does not serve falls through to the next); no runtime: any. */
export function doorOf(path: string, runtime?: 'node' | 'workers'): Door {
  for (const route of ROUTES) if ((!runtime || route.runtimes.includes(runtime)) && route.matches(path)) return route.door;
  return 'web-app';
}
