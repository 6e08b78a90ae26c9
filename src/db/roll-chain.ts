/**
 * What `verifyRollChain` needs, in ONE statement: the character, the caller's role in its
 * campaign, and — only when that role may see the character — its whole chain in order. A
 * caller who may not see it does not make the server pull the log.
 */
import { sql } from 'drizzle-orm';
import type { CharacterRow, Role } from './access.js';
import type { Queryable } from './client.js';
import type { ChainEntry } from './rolls.js';
import { rawRows, tableRow } from './rows.js';
import { characters } from './schema.js';

export async function characterChainFor(
  db: Queryable,
  characterId: string,
  userId: string,
): Promise<{ character: CharacterRow; role: Role | null; entries: ChainEntry[] } | null> {
  const result = await db.execute(sql`select c.*, m.role as viewer_role,
      case when m.role = 'GM' or (m.role = 'PLAYER' and c.kind = 'PC') then coalesce((
        select json_agg(json_build_object('seq', r.seq, 'payload', r.payload, 'prevHash', r.prev_hash, 'hash', r.hash, 'keyId', r.key_id, 'mac', r.mac) order by r.seq)
        from rolls r where r.character_id = c.id
      ), '[]'::json) end as chain
    from characters c
    left join memberships m on m.campaign_id = c.campaign_id and m.user_id = ${userId}::uuid
    where c.id = ${characterId}::uuid`);
  const row = rawRows(result)[0];
  if (!row) return null;
  // Some drivers hand json back as text.
  const chain = typeof row.chain === 'string' ? (JSON.parse(row.chain) as ChainEntry[]) : ((row.chain as ChainEntry[] | null) ?? []);
  return { character: tableRow(characters, row), role: (row.viewer_role as Role | null) ?? null, entries: chain };
}
