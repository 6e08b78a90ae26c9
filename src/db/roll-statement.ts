/**
 * The one statement every roll is written by (src/db/rolls.ts `writeRoll`), a data-modifying CTE,
 * its text compiled once per shape (src/db/drizzle-select.ts `prepareStatement`):
 * 1. `req` (when resolving a request) locks the request if it is still OPEN. Rival answers wait
 *    here and, once the winner commits, find it RESOLVED: they write nothing.
 * 2. `ep` (with `openEpoch`, when the read found no open epoch) opens the campaign's epoch with
 *    the seed the faces were drawn from; `on conflict do nothing` against the one-open-epoch
 *    index, so of two racers one opens it and the other writes nothing and gets the rival's
 *    epoch (`ep_open`, when its snapshot sees it) to roll again with.
 * 3. `cur` locks the character row (`for no key update`, after the request: every writer takes
 *    the two locks in the same order) and, having waited for a rival roll to commit, returns the
 *    row's NEWEST head, not the snapshot's (READ COMMITTED follows the update).
 * 4. `head` advances the chain head from `place` to the new entry, only if the head `cur` locked
 *    is the one `place` was read from: 0 rows when a rival took the place. The check is on
 *    `cur`'s newest head, not on the row as the statement's snapshot saw it, so a statement sent
 *    behind an uncommitted roll whose place it was handed (the process queue's pipeline,
 *    src/db/roll-queue.ts) writes once that roll commits. The loser has the current head from
 *    `cur` and rolls again for the next place without reading again.
 * 5. `res`, `ins` and `ev` write only from the row `head` returned: no head moved, nothing written.
 * No character row (deleted since the read): nothing written, `character-gone`.
 * The rolls' unique (character, seq) index stays as the last guard; hitting it (a head out of
 * step with the log, which only hand edits make) is a lost place like any other.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type PreparedStatement, prepareStatement } from './drizzle-select.js';

/** What decides the roll statement's text: which of its optional parts it has. */
export interface RollShape {
  resolveRequest: boolean;
  openEpoch: boolean;
  event: boolean;
}

/** A roll statement's values (null where its shape has no such part). */
export type RollValues = Record<
  'id' | 'campaignId' | 'characterId' | 'at' | 'prevHash' | 'hash' | 'kind' | 'payload' | 'keyId' | 'mac',
  string
> &
  Record<'seq' | 'prevSeq', number> &
  Record<'requestId' | 'requestedBy' | 'epochId' | 'openedEpochId' | 'seed' | 'commitment' | 'eventType' | 'eventPayload', string | null>;

/** The roll statement of each shape, compiled once (src/db/drizzle-select.ts `prepareStatement`). */
const rollStatements = new Map<string, PreparedStatement<RollValues>>();

export function rollStatement(shape: RollShape): PreparedStatement<RollValues> {
  const key = `${shape.resolveRequest}:${shape.openEpoch}:${shape.event}`;
  let statement = rollStatements.get(key);
  if (!statement) {
    statement = compileRollStatement(shape);
    rollStatements.set(key, statement);
  }
  return statement;
}

/** The text of `writeRoll`'s statement for one shape, its values as placeholders. */
function compileRollStatement(shape: RollShape): PreparedStatement<RollValues> {
  const v = (name: keyof RollValues) => sql.placeholder(name);
  const lockRequest: SQL = shape.resolveRequest
    ? sql`req as (
        select id from action_requests where id = ${v('requestId')}::uuid and status = 'OPEN' for update
      ), `
    : sql``;
  const openEpoch: SQL = shape.openEpoch
    ? sql`ep as (
        insert into fairness_epochs (id, campaign_id, number, seed, commitment, opened_at)
        select ${v('openedEpochId')}::uuid, ${v('campaignId')}::uuid, coalesce(max(number), 0) + 1, ${v('seed')}::text, ${v('commitment')}::text, ${v('at')}::timestamptz
        from fairness_epochs where campaign_id = ${v('campaignId')}::uuid
        on conflict do nothing
        returning *
      ), ep_open as (
        select * from fairness_epochs where campaign_id = ${v('campaignId')}::uuid and revealed_at is null
      ), `
    : sql``;
  const onlyIfOpen: SQL = shape.resolveRequest ? sql` and exists (select 1 from req)` : sql``;
  const onlyOurEpoch: SQL = shape.openEpoch ? sql` and exists (select 1 from ep)` : sql``;
  const resolve: SQL = shape.resolveRequest
    ? sql`, res as (
        update action_requests set status = 'RESOLVED', roll_id = ${v('id')}::uuid, resolved_at = ${v('at')}::timestamptz
        where id = ${v('requestId')}::uuid and exists (select 1 from head)
        returning id
      )`
    : sql``;
  const event: SQL = shape.event
    ? sql`, ev as (
        insert into outbox_events (campaign_id, type, payload, created_at)
        select campaign_id, ${v('eventType')}::text, ${v('eventPayload')}::jsonb, created_at
        from ins
        returning id
      )`
    : sql``;
  const epochColumns: SQL = shape.openEpoch
    ? sql`, (select row_to_json(ep) from ep) as opened, (select row_to_json(ep_open) from ep_open limit 1) as rival`
    : sql``;
  return prepareStatement<RollValues>(sql`with ${lockRequest}${openEpoch}cur as (
      select roll_seq, roll_hash from characters where id = ${v('characterId')}::uuid${onlyIfOpen} for no key update
    ), head as (
      update characters set roll_seq = ${v('seq')}::int, roll_hash = ${v('hash')}::text
      from cur
      where characters.id = ${v('characterId')}::uuid and cur.roll_seq = ${v('prevSeq')}::int and cur.roll_hash = ${v('prevHash')}::text${onlyOurEpoch}
      returning characters.id
    )${resolve}, ins as (
      insert into rolls (id, campaign_id, character_id, seq, kind, requested_by, request_id, payload, prev_hash, hash, epoch_id, key_id, mac, created_at)
      select ${v('id')}::uuid, ${v('campaignId')}::uuid, ${v('characterId')}::uuid, ${v('seq')}::int, ${v('kind')}::text, ${v('requestedBy')}::uuid,
             ${v('requestId')}::uuid, ${v('payload')}::text, ${v('prevHash')}::text, ${v('hash')}::text, ${v('epochId')}::uuid,
             ${v('keyId')}::text, ${v('mac')}::text, ${v('at')}::timestamptz
      where exists (select 1 from head)
      returning campaign_id, created_at
    )${event}
    select (select count(*) from ins)::int as written, ${shape.resolveRequest ? sql`(select count(*) from req)::int` : sql`1`} as open,
      (select roll_seq from cur) as head_seq, (select roll_hash from cur) as head_hash${epochColumns}`);
}
