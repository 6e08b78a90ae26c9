/**
 * Campaigns and their members: creating one (with its GM and its first fairness epoch) and
 * joining one by invite code, each in ONE statement (no interactive transaction: at the edge
 * every statement is a round trip, issue #11).
 */
import { sql } from 'drizzle-orm';
import type { CharacterRow, Role } from './access.js';
import type { Queryable } from './client.js';
import type { NewSeed } from './fairness.js';
import { globalIdSql } from './json-rows.js';
import { noteEventCampaign } from './outbox.js';
import { rawRows, tableRow } from './rows.js';
import { type CampaignSettings, campaigns, characters } from './schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;

export interface NewCampaign {
  name: string;
  ruleset: 'SMS' | 'YLNIES';
  magicSystem: 'LOREVAL' | 'ALMERA' | null;
  settings: CampaignSettings;
  inviteCode: string;
}

/**
 * The campaign, its GM's membership and its first fairness epoch (whose commitment is public
 * before the campaign's first roll), all or nothing in one data-modifying statement.
 */
export async function createCampaignWithGm(db: Queryable, campaign: NewCampaign, gmId: string, firstSeed: NewSeed, at: Date): Promise<CampaignRow> {
  const result = await db.execute(sql`with c as (
      insert into campaigns (name, ruleset, magic_system, settings, invite_code)
      values (${campaign.name}::text, ${campaign.ruleset}::text, ${campaign.magicSystem}::text, ${JSON.stringify(campaign.settings)}::jsonb, ${campaign.inviteCode}::text)
      returning *
    ), gm as (
      insert into memberships (campaign_id, user_id, role) select c.id, ${gmId}::uuid, 'GM' from c
    ), epoch as (
      insert into fairness_epochs (campaign_id, number, seed, commitment, opened_at)
      select c.id, 1, ${firstSeed.seed}::text, ${firstSeed.commitment}::text, ${at.toISOString()}::timestamptz from c
    )
    select * from c`);
  return tableRow(campaigns, rawRows(result)[0]!);
}

/**
 * Join the campaign with this invite code as a PLAYER (joining twice changes nothing), in one
 * statement: the campaign with the user's role in it afterwards, or null for an unknown code.
 * A member already (its GM, or a player joining again) keeps their role. A first join writes
 * the `member.joined` event (docs/webhooks.md) in the same statement, so the GM's roster shows
 * the newcomer live, before they make a character; a second join writes none.
 */
export async function joinByInviteCode(db: Queryable, inviteCode: string, userId: string, at: Date): Promise<{ campaign: CampaignRow; role: Role } | null> {
  const result = await db.execute(sql`with c as (
      select * from campaigns where invite_code = ${inviteCode}::text limit 1
    ), joined as (
      insert into memberships (campaign_id, user_id, role) select c.id, ${userId}::uuid, 'PLAYER' from c
      on conflict do nothing
      returning campaign_id, role
    ), ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select joined.campaign_id, 'member.joined',
             json_build_object('campaignId', ${globalIdSql('Campaign', sql`joined.campaign_id`)}, 'userId', ${globalIdSql('User', sql`${userId}::uuid`)},
                               'name', (select name from users where id = ${userId}::uuid), 'role', joined.role)::jsonb,
             ${at.toISOString()}::timestamptz
      from joined
      returning id
    )
    select c.*, coalesce(
      (select role from joined),
      (select m.role from memberships m where m.campaign_id = c.id and m.user_id = ${userId}::uuid),
      -- A concurrent join of the same user committed between this statement's snapshot and its
      -- insert: only joinCampaign adds members to an existing campaign, so that row says PLAYER.
      'PLAYER'
    ) as viewer_role
    from c`);
  const row = rawRows(result)[0];
  // The campaign is known only once the statement found it by its code: noted now, before the
  // response (the Worker tells the campaign's live object after it, src/db/outbox.ts); a join
  // again wrote nothing and costs a needless notification, as a refused guard does.
  if (row) noteEventCampaign(db, String(row.id));
  return row ? { campaign: tableRow(campaigns, row), role: row.viewer_role as Role } : null;
}

/**
 * A new invite code for the campaign, in one statement: the old code stops matching at once.
 * The same statement writes `invite.regenerated` (docs/webhooks.md), so the GM's other open
 * screens read the new code; the event never carries the code (only the GM may read it, through
 * `Campaign.inviteCode`), and src/live/visibility.ts keeps the event itself to the GM.
 */
export async function replaceInviteCode(db: Queryable, campaignId: string, inviteCode: string, at: Date): Promise<CampaignRow | null> {
  noteEventCampaign(db, campaignId);
  const result = await db.execute(sql`with c as (
      update campaigns set invite_code = ${inviteCode}::text where id = ${campaignId}::uuid
      returning *
    ), ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select c.id, 'invite.regenerated', json_build_object('campaignId', ${globalIdSql('Campaign', sql`c.id`)})::jsonb, ${at.toISOString()}::timestamptz
      from c
      returning id
    )
    select * from c`);
  const row = rawRows(result)[0];
  return row ? tableRow(campaigns, row) : null;
}

/**
 * Remove a PLAYER from the campaign, in one statement: their membership goes, and the PCs they
 * own in it stay in the campaign with no owner, held by the GM (docs/rules.md §0 "A member
 * removed"). The GM's own membership is never matched. Null when the user is no player here.
 * The same statement writes `member.removed` (docs/webhooks.md) with who left and the PCs kept,
 * so the roster on every open screen drops them at once and their own streams end.
 */
export async function removePlayer(db: Queryable, campaignId: string, userId: string, at: Date): Promise<{ kept: CharacterRow[] } | null> {
  noteEventCampaign(db, campaignId);
  const result = await db.execute(sql`with gone as (
      delete from memberships where campaign_id = ${campaignId}::uuid and user_id = ${userId}::uuid and role = 'PLAYER'
      returning campaign_id, user_id, role
    ), kept as (
      -- The version moves: a sheet read before the removal must not be written back as if the owner were unchanged.
      update characters set owner_id = null, version = version + 1
      where campaign_id = ${campaignId}::uuid and owner_id in (select user_id from gone)
      returning *
    ), ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select gone.campaign_id, 'member.removed',
             json_build_object('campaignId', ${globalIdSql('Campaign', sql`gone.campaign_id`)}, 'userId', ${globalIdSql('User', sql`gone.user_id`)},
                               'name', (select name from users where id = gone.user_id), 'role', gone.role,
                               'charactersKept', coalesce((select json_agg(${globalIdSql('Character', sql`kept.id`)} order by kept.id) from kept), '[]'::json))::jsonb,
             ${at.toISOString()}::timestamptz
      from gone
      returning id
    )
    select (select count(*) from gone)::int as removed, coalesce((select json_agg(kept order by kept.id) from kept), '[]'::json) as kept`);
  const row = rawRows(result)[0];
  if (!row || Number(row.removed) === 0) return null;
  const kept = (typeof row.kept === 'string' ? JSON.parse(row.kept) : row.kept) as Record<string, unknown>[];
  return { kept: kept.map((c) => tableRow(characters, c)) };
}

/**
 * Claim a placeholder of an imported campaign with its code's hash (docs/archive.md §Claims):
 * claimed, its characters moved to the user and its membership gone, in one statement; a second
 * claim with the same code finds it taken and changes nothing. The names of the characters that
 * became the user's (by name), or null when no unclaimed placeholder has that code here.
 */
export async function claimPlaceholder(db: Queryable, campaignId: string, userId: string, codeHash: string, at: Date): Promise<string[] | null> {
  const rows = rawRows(
    await db.execute(sql`with claim as (
        update placeholder_claims set claimed_by = ${userId}::uuid, claimed_at = ${at.toISOString()}::timestamptz
        where campaign_id = ${campaignId}::uuid and code_hash = ${codeHash} and claimed_by is null
        returning placeholder_id),
      moved as (update characters set owner_id = ${userId}::uuid where campaign_id = ${campaignId}::uuid and owner_id in (select placeholder_id from claim) returning name),
      gone as (delete from memberships where campaign_id = ${campaignId}::uuid and user_id in (select placeholder_id from claim) returning created_at),
      -- The same person's membership: they joined when the placeholder did (kept through the archive).
      joined as (update memberships set created_at = least(memberships.created_at, (select created_at from gone))
        where campaign_id = ${campaignId}::uuid and user_id = ${userId}::uuid and exists (select 1 from gone) returning 1)
      select (select count(*) from claim)::int as claimed, (select coalesce(json_agg(name order by name), '[]'::json) from moved) as names`),
  );
  const row = rows[0]!;
  if (!row.claimed) return null;
  return (typeof row.names === 'string' ? JSON.parse(row.names) : row.names) as string[];
}
