/**
 * Several roll log entries, in several characters' chains, written inside one caller's
 * data-modifying statement (issue #11): the chains' rows are locked at the heads their places
 * were read from (`lock`), the caller gates its own write on all of them being still there
 * (`allLocked`), and the heads advance and the entries go in only if that write happened
 * (`write`, gated on the caller's CTE). A rival roll that moved one head first means nothing at
 * all is written: the caller reads the new heads and rolls again for them (docs/fairness.md).
 * The sealing is `writeRoll`'s (src/db/rolls.ts): same payload, hash and signature.
 */
import { type SQL, sql } from 'drizzle-orm';
import { signRollHash, type RollKeyring } from './roll-keys.js';
import { chainHash, payloadHead, type RollEntry, type RollPlace } from './rolls.js';

export interface SealedRoll {
  id: string;
  entry: RollEntry;
  place: RollPlace;
  payload: string;
  hash: string;
  keyId: string;
  mac: string;
}

/** Each entry's payload, link, hash and signature at its place (at most one entry per chain). */
export async function sealRolls(placed: readonly { entry: RollEntry; place: RollPlace }[], keys: RollKeyring): Promise<SealedRoll[]> {
  return Promise.all(
    placed.map(async ({ entry, place }) => {
      const payload = `${payloadHead(entry)}${place.seq}}`;
      const hash = await chainHash(place.prevHash, place.seq, payload);
      return { id: crypto.randomUUID(), entry, place, payload, hash, ...(await signRollHash(keys, hash)) };
    }),
  );
}

/**
 * The CTE fragments for `sealed`: `lock` (a `name as (…), ` prefix to put first), `allLocked`
 * (a boolean for the caller's own WHERE) and `write` (`, heads …, rolls_in …` after the caller's
 * CTE `gate`, written only when it returned a row). Empty fragments when there is nothing to log.
 */
export function rollBatchSql(sealed: readonly SealedRoll[], gate: string): { lock: SQL; allLocked: SQL; write: SQL } {
  if (sealed.length === 0) return { lock: sql``, allLocked: sql`true`, write: sql`` };
  const gateRef = sql.raw(gate);
  const lock = sql`heads_locked as (
      select id from characters
      where (id, roll_seq, roll_hash) in (${sql.join(
        sealed.map((r) => sql`(${r.entry.characterId}::uuid, ${r.place.seq - 1}::int, ${r.place.prevHash}::text)`),
        sql`, `,
      )})
      order by id for update
    ), `;
  const allLocked = sql`(select count(*) from heads_locked) = ${sealed.length}`;
  const write = sql`, heads as (
      update characters c set roll_seq = h.seq, roll_hash = h.hash
      from (values ${sql.join(
        sealed.map((r) => sql`(${r.entry.characterId}::uuid, ${r.place.seq}::int, ${r.hash}::text)`),
        sql`, `,
      )}) as h(id, seq, hash)
      where c.id = h.id and exists (select 1 from ${gateRef})
      returning c.id
    ), rolls_in as (
      insert into rolls (id, campaign_id, character_id, seq, kind, requested_by, request_id, payload, prev_hash, hash, epoch_id, key_id, mac, created_at)
      select v.* from (values ${sql.join(
        sealed.map(
          (r) => sql`(${r.id}::uuid, ${r.entry.campaignId}::uuid, ${r.entry.characterId}::uuid, ${r.place.seq}::int, ${r.entry.kind}::text,
            ${r.entry.requestedBy}::uuid, ${r.entry.requestId ?? null}::uuid, ${r.payload}::text, ${r.place.prevHash}::text, ${r.hash}::text,
            ${r.entry.fairness?.epochId ?? null}::uuid, ${r.keyId}::text, ${r.mac}::text, ${r.entry.at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}) as v
      where exists (select 1 from heads)
      returning id
    )`;
  return { lock, allLocked, write };
}
