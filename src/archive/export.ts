/**
 * The campaign archive, written line by line (docs/archive.md): a page of rows at a time, in
 * one read-only REPEATABLE READ transaction, so the counts of the header, the rows and the
 * trailer describe one moment of the campaign however long the download takes, and memory
 * holds one page, never the campaign.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { rawRows } from '../db/rows.js';
import { STANDARD_MARKER } from '../webhooks/standard.js';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveHeader, type ArchiveTrailer, type Counts, emptyCounts, LineDigest, type Section, SECTIONS } from './format.js';

const PAGE = 500;

interface Spec {
  /** `from … x` with its joins; the row is `x`. */
  from: SQL;
  /** Rows of the campaign `$c`. */
  scope: (campaignId: string) => SQL;
  /** The keyset order: columns of `x` with their SQL type. */
  key: [string, string][];
  /** The line's row: a jsonb expression (default: every column of `x` but `drop`). */
  row?: SQL;
  drop?: string[];
}

const c = (campaignId: string) => sql`${campaignId}::uuid`;
const ofCharacters = (campaignId: string) => sql`x.character_id in (select id from characters where campaign_id = ${c(campaignId)})`;
const byCampaign = (campaignId: string) => sql`x.campaign_id = ${c(campaignId)}`;
const ID: [string, string][] = [['id', 'uuid']];

/** Every campaign-scoped table (src/db/schema.ts), one section each. */
const SPECS: Record<Section, Spec> = {
  campaign: { from: sql`campaigns x`, scope: (id) => sql`x.id = ${c(id)}`, key: ID, drop: ['invite_code', 'inbound_secret'] },
  // Members travel as placeholders: a name and a role, never a key.
  members: {
    from: sql`memberships x join users u on u.id = x.user_id`,
    scope: byCampaign,
    key: [['user_id', 'uuid']],
    // `created_at` is when they joined: the placeholder (and whoever claims it) keeps it.
    row: sql`jsonb_build_object('id', u.id, 'name', u.name, 'role', x.role, 'created_at', x.created_at)`,
  },
  imports: { from: sql`campaign_imports x`, scope: byCampaign, key: [['generation', 'int']], drop: ['imported_by'] },
  epochs: { from: sql`fairness_epochs x`, scope: byCampaign, key: ID },
  characters: { from: sql`characters x`, scope: byCampaign, key: ID },
  modules: { from: sql`modules x`, scope: ofCharacters, key: ID },
  archetypes: { from: sql`archetypes x`, scope: byCampaign, key: ID },
  spells: { from: sql`spells x`, scope: byCampaign, key: ID },
  sessions: { from: sql`game_sessions x`, scope: byCampaign, key: ID },
  sessionParticipants: {
    from: sql`session_participants x`,
    scope: (id) => sql`x.session_id in (select id from game_sessions where campaign_id = ${c(id)})`,
    key: [
      ['session_id', 'uuid'],
      ['character_id', 'uuid'],
    ],
  },
  scenarios: { from: sql`scenarios x`, scope: byCampaign, key: ID },
  scenarioParticipants: {
    from: sql`scenario_participants x`,
    scope: (id) => sql`x.scenario_id in (select id from scenarios where campaign_id = ${c(id)})`,
    key: [
      ['scenario_id', 'uuid'],
      ['character_id', 'uuid'],
    ],
  },
  encounters: { from: sql`encounters x`, scope: byCampaign, key: ID },
  requests: { from: sql`action_requests x`, scope: byCampaign, key: ID },
  // Chain by chain, in place order: an auditor reads each chain as it comes.
  rolls: {
    from: sql`rolls x`,
    scope: byCampaign,
    key: [
      ['character_id', 'uuid'],
      ['seq', 'int'],
    ],
  },
  experience: { from: sql`experience_entries x`, scope: ofCharacters, key: ID },
  // Without their signing secrets (an archive is a file that travels), but with the format the
  // secret's marker held (src/webhooks/standard.ts): the receiver still expects those headers.
  webhookEndpoints: {
    from: sql`webhook_endpoints x`,
    scope: byCampaign,
    key: ID,
    row: sql`(to_jsonb(x) - 'secret') || jsonb_build_object('format', case when x.secret like ${`${STANDARD_MARKER}%`} then 'STANDARD_WEBHOOKS' else 'STRIPE_COMPATIBLE' end)`,
  },
  // In outbox order: the import keeps it.
  outbox: { from: sql`outbox_events x`, scope: byCampaign, key: [['seq', 'bigint']] },
};

function rowExpression(spec: Spec): SQL {
  if (spec.row) return spec.row;
  return sql.raw(`to_jsonb(x)${(spec.drop ?? []).map((d) => ` - '${d}'`).join('')}`);
}

async function* sectionLines(db: Queryable, section: Section, campaignId: string): AsyncGenerator<string> {
  const spec = SPECS[section];
  const keys = spec.key.map(([name]) => sql.raw(`x.${name}`));
  const keyList = sql.join(keys, sql`, `);
  let after: unknown[] | null = null;
  for (;;) {
    const from: unknown[] | null = after;
    const past = from
      ? sql`and (${keyList}) > (${sql.join(
          spec.key.map(([, type], i) => sql`${String(from[i])}::${sql.raw(type)}`),
          sql`, `,
        )})`
      : sql``;
    const result = await db.execute(
      sql`select (${rowExpression(spec)})::text as line, ${sql.join(
        spec.key.map(([name], i) => sql`${sql.raw(`x.${name}`)}::text as ${sql.raw(`k${i}`)}`),
        sql`, `,
      )} from ${spec.from} where ${spec.scope(campaignId)} ${past} order by ${keyList} limit ${PAGE}`,
    );
    const rows = rawRows(result);
    for (const row of rows) yield `{"t":"${section}","r":${row.line as string}}`;
    if (rows.length < PAGE) return;
    const last = rows.at(-1)!;
    after = spec.key.map((_, i) => last[`k${i}`]);
  }
}

async function countAll(db: Queryable, campaignId: string): Promise<Counts> {
  const parts = SECTIONS.map((section) => {
    const spec = SPECS[section];
    return sql`(select count(*) from ${spec.from} where ${spec.scope(campaignId)})::int as ${sql.raw(`"${section}"`)}`;
  });
  const [row] = rawRows(await db.execute(sql`select ${sql.join(parts, sql`, `)}`));
  const counts = emptyCounts();
  for (const section of SECTIONS) counts[section] = Number(row?.[section] ?? 0);
  return counts;
}

export interface ExportOptions {
  sourceInstance: string;
  now: Date;
}

/** The archive's lines, header to trailer, read through `db` (a transaction: see `streamArchive`). */
export async function* archiveLines(db: Queryable, campaignId: string, options: ExportOptions): AsyncGenerator<string> {
  const counts = await countAll(db, campaignId);
  const [campaign] = rawRows(await db.execute(sql`select name from campaigns where id = ${c(campaignId)}`));
  const keyIds = rawRows(await db.execute(sql`select distinct key_id from rolls where campaign_id = ${c(campaignId)} and key_id is not null order by key_id`)).map(
    (r) => r.key_id as string,
  );
  const header: ArchiveHeader = {
    type: 'header',
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    sourceInstance: options.sourceInstance,
    exportedAt: options.now.toISOString(),
    campaignId,
    campaignName: String(campaign?.name ?? ''),
    rollKeyIds: keyIds,
    counts,
  };
  const digest = new LineDigest();
  const first = JSON.stringify(header);
  digest.add(first);
  yield first;
  const seen = emptyCounts();
  for (const section of SECTIONS) {
    for await (const line of sectionLines(db, section, campaignId)) {
      seen[section] += 1;
      digest.add(line);
      yield line;
    }
  }
  const trailer: ArchiveTrailer = { type: 'trailer', counts: seen, lines: digest.lines, sha256: digest.hex() };
  yield JSON.stringify(trailer);
}

/** Whether the campaign exists (the caller has checked who may export it). */
export async function campaignExists(db: Queryable, campaignId: string): Promise<boolean> {
  return rawRows(await db.execute(sql`select 1 from campaigns where id = ${c(campaignId)}`)).length > 0;
}

/**
 * The archive as a byte stream, pulled by its reader: each line is read from the database when
 * the reader wants more, inside one read-only transaction that ends with the stream (or when
 * the reader goes away: the transaction is rolled back).
 */
export function streamArchive(db: Db, campaignId: string, options: ExportOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let wanted: (() => void) | null = null;
  let cancelled = false;
  let controllerRef: ReadableStreamDefaultController<Uint8Array>;
  const waitForDemand = () =>
    new Promise<void>((resolve) => {
      if (cancelled || (controllerRef.desiredSize ?? 0) > 0) resolve();
      else wanted = resolve;
    });
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controllerRef = controller;
        db.transaction(
          async (tx) => {
            let batch = '';
            for await (const line of archiveLines(tx, campaignId, options)) {
              if (cancelled) throw new Error('archive download cancelled');
              batch += `${line}\n`;
              if (batch.length >= 64 * 1024) {
                await waitForDemand();
                controller.enqueue(encoder.encode(batch));
                batch = '';
              }
            }
            if (batch) controller.enqueue(encoder.encode(batch));
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        ).then(
          () => {
            if (!cancelled) controller.close();
          },
          (error: unknown) => {
            if (!cancelled) controller.error(error);
          },
        );
      },
      pull() {
        const resolve = wanted;
        wanted = null;
        resolve?.();
      },
      cancel() {
        cancelled = true;
        const resolve = wanted;
        wanted = null;
        resolve?.();
      },
    },
    { highWaterMark: 4 },
  );
}
