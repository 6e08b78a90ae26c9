/**
 * Discord's rows (src/db/schema.ts: discord_accounts, discord_link_codes, discord_channels,
 * discord_interactions), each read or write in one statement.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { callerRoleIn, type Role } from './access.js';
import { isUniqueViolation } from './errors.js';
import { sha256Hex } from '../primitives/digest.js';
import { campaigns, discordAccounts, discordChannels, memberships, users } from './schema.js';

/** How long an answered interaction id is kept: past the 5-minute signature window and the 15-minute token life. */
export const ANSWERED_ID_TTL_MS = 60 * 60_000;
/** A `/link` code's life. */
export const LINK_CODE_TTL_MS = 15 * 60_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Record an interaction id as answered; false when it already was (Discord sent it again: no
 * second effect). Sweeps the expired ids in the same statement, so the table stays small.
 */
export async function claimInteraction(db: Queryable, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const expires = new Date(now.getTime() + ANSWERED_ID_TTL_MS).toISOString();
  const result = await db.execute(sql`with swept as (
      delete from discord_interactions where expires_at < ${at}::timestamptz
    ), claimed as (
      insert into discord_interactions (id, expires_at) values (${id}, ${expires}::timestamptz)
      on conflict (id) do nothing returning id
    )
    select count(*)::int as n from claimed`);
  return rowsOf<{ n: number }>(result)[0]!.n === 1;
}

/** The campaign a channel is tied to. */
export interface ChannelCampaign {
  id: string;
  name: string;
  ruleset: 'SMS' | 'YLNIES';
}

/**
 * Who is calling, as "a signed integration": the app account a Discord user is linked to, and
 * (when the interaction comes from a channel) the campaign tied to that channel and the
 * caller's role in it. One statement. Kept in one function so the HTTP pipeline can take it
 * over (DESIGN.md §The way of a request).
 */
export async function discordCaller(
  db: Queryable,
  discordUserId: string,
  channelId: string | null,
): Promise<{ user: { id: string; name: string; createdAt: Date } | null; campaign: ChannelCampaign | null; role: Role | null }> {
  const rows = await db
    .select({ userId: users.id, userName: users.name, userCreatedAt: users.createdAt, campaignId: campaigns.id, campaignName: campaigns.name, ruleset: campaigns.ruleset, role: memberships.role })
    .from(sql`(select 1) as one`)
    .leftJoin(discordAccounts, eq(discordAccounts.discordUserId, discordUserId))
    .leftJoin(users, eq(users.id, discordAccounts.userId))
    .leftJoin(discordChannels, eq(discordChannels.channelId, channelId ?? ''))
    .leftJoin(campaigns, eq(campaigns.id, discordChannels.campaignId))
    .leftJoin(memberships, and(eq(memberships.campaignId, campaigns.id), eq(memberships.userId, users.id)))
    .limit(1);
  const row = rows[0];
  return {
    user: row?.userId ? { id: row.userId, name: row.userName!, createdAt: row.userCreatedAt! } : null,
    campaign: row?.campaignId ? { id: row.campaignId, name: row.campaignName!, ruleset: row.ruleset! } : null,
    role: row?.role ?? null,
  };
}

/** The hash a link code is kept under: what the person typed, spaces, dashes and case forgiven. */
export function linkCodeHash(code: string): Promise<string> {
  return sha256Hex(`discord-link:${code.trim().toUpperCase().replace(/[\s-]/g, '')}`);
}

/** A new one-time code for a Discord user (its earlier codes dropped): only the hash is kept. */
export async function storeLinkCode(db: Queryable, code: { hash: string; discordUserId: string; discordName: string; expiresAt: Date }): Promise<void> {
  await db.execute(sql`with gone as (
      delete from discord_link_codes where discord_user_id = ${code.discordUserId}
    )
    insert into discord_link_codes (code_hash, discord_user_id, discord_name, expires_at)
    values (${code.hash}, ${code.discordUserId}, ${code.discordName}, ${code.expiresAt.toISOString()}::timestamptz)`);
}

export type LinkOutcome = { ok: true; discordUserId: string; discordName: string } | { ok: false; reason: 'INVALID_CODE' | 'ACCOUNT_ALREADY_LINKED' };

/**
 * Spend a code for the signed-in user: the Discord user becomes theirs (moved from another
 * account if it was linked there: whoever holds the Discord account asked for the code). An
 * account already linked to another Discord user is refused: unlink it first.
 */
export async function confirmLinkCode(db: Queryable, codeHash: string, userId: string, now: Date): Promise<LinkOutcome> {
  const at = now.toISOString();
  try {
    const result = await db.execute(sql`with code as (
        delete from discord_link_codes where code_hash = ${codeHash} and expires_at > ${at}::timestamptz returning *
      )
      insert into discord_accounts (discord_user_id, user_id, discord_name, created_at)
      select discord_user_id, ${userId}::uuid, discord_name, ${at}::timestamptz from code
      on conflict (discord_user_id) do update set user_id = excluded.user_id, discord_name = excluded.discord_name, created_at = excluded.created_at
      returning discord_user_id, discord_name`);
    const row = rowsOf<{ discord_user_id: string; discord_name: string }>(result)[0];
    return row ? { ok: true, discordUserId: row.discord_user_id, discordName: row.discord_name } : { ok: false, reason: 'INVALID_CODE' };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'ACCOUNT_ALREADY_LINKED' };
    throw error;
  }
}

/** Unlink: true when there was a link. */
export async function unlinkDiscordAccount(db: Queryable, userId: string): Promise<boolean> {
  const result = await db.execute(sql`delete from discord_accounts where user_id = ${userId}::uuid returning discord_user_id`);
  return rowsOf(result).length > 0;
}

export type ChannelLinkOutcome = 'LINKED' | 'NOT_GM' | 'CAMPAIGN_HAS_CHANNEL' | 'CHANNEL_TAKEN';

/** The webhook endpoint URL that stands for a channel: the delivery job posts its events there (feed.ts). */
export const DISCORD_ENDPOINT_PREFIX = 'discord:channel/';

/** The Discord channel a webhook endpoint's URL names, or null for an HTTP endpoint. */
export function feedChannelOf(url: string): string | null {
  return url.startsWith(DISCORD_ENDPOINT_PREFIX) ? url.slice(DISCORD_ENDPOINT_PREFIX.length) : null;
}

/** The event types the channel's feed receives (feed.ts renders each). */
export const FEED_EVENTS = ['action.requested', 'action.cancelled', 'roll.resolved', 'wound.inflicted', 'wound.healed', 'character.died', 'fatigue.changed', 'experience.awarded', 'spell.cast', 'encounter.changed', 'fairness.revealed'] as const;

/**
 * Tie a channel to a campaign, in one statement guarded by the caller being its GM (checked in
 * the write itself: a role lost in between links nothing). The channel's feed is a webhook
 * endpoint of the campaign (`discord:channel/<id>`), so the delivery job's retries, leases and
 * idempotency carry it; the campaign's endpoint count moves with it, as `registerWebhook`'s does.
 * A channel already tied to another campaign is refused (untie it there first).
 */
export async function linkChannel(db: Queryable, link: { channelId: string; guildId: string | null; campaignId: string; userId: string; locale: 'en' | 'fr'; now: Date }): Promise<ChannelLinkOutcome> {
  const at = link.now.toISOString();
  try {
    const result = await db.execute(sql`with gm as (
        select m.campaign_id, m.user_id from memberships m where m.campaign_id = ${link.campaignId}::uuid and m.user_id = ${link.userId}::uuid and m.role = 'GM'
      ), ch as (
        insert into discord_channels (channel_id, guild_id, campaign_id, linked_by, locale, created_at)
        select ${link.channelId}, ${link.guildId}, gm.campaign_id, gm.user_id, ${link.locale}, ${at}::timestamptz from gm
        on conflict (channel_id) do nothing
        returning channel_id, campaign_id, linked_by
      ), ep as (
        insert into webhook_endpoints (campaign_id, url, events, secret, created_by, created_at)
        select campaign_id, ${DISCORD_ENDPOINT_PREFIX} || channel_id, ${JSON.stringify(FEED_EVENTS)}::jsonb, ${`discord_${crypto.randomUUID()}`}, linked_by, ${at}::timestamptz from ch
        returning campaign_id
      ), counted as (
        update campaigns set webhook_endpoint_count = webhook_endpoint_count + 1 where id in (select campaign_id from ep) returning id
      )
      select (select count(*)::int from gm) as gm, (select count(*)::int from ch) as linked, (select count(*)::int from counted) as counted,
        (select campaign_id from discord_channels where channel_id = ${link.channelId}) as existing`);
    const row = rowsOf<{ gm: number; linked: number; existing: string | null }>(result)[0]!;
    if (row.gm === 0) return 'NOT_GM';
    if (row.linked === 1 || row.existing === link.campaignId) return 'LINKED';
    return 'CHANNEL_TAKEN';
  } catch (error) {
    if (isUniqueViolation(error)) return 'CAMPAIGN_HAS_CHANNEL';
    throw error;
  }
}

/** The campaigns a user runs as GM (for `/campaign link`'s choices), by name. */
export async function campaignsRunBy(db: Queryable, userId: string, prefix: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(memberships)
    .innerJoin(campaigns, eq(campaigns.id, memberships.campaignId))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'GM'), sql`${campaigns.name} ilike ${`${prefix.replace(/[%_\\]/g, '\\$&')}%`}`))
    .orderBy(campaigns.name)
    .limit(25);
}

/** The channel tied to a campaign, if any. */
export async function channelOf(db: Queryable, campaignId: string): Promise<{ channelId: string; guildId: string | null; linkedAt: Date } | null> {
  const [row] = await db.select().from(discordChannels).where(eq(discordChannels.campaignId, campaignId)).limit(1);
  return row ? { channelId: row.channelId, guildId: row.guildId, linkedAt: row.linkedAt } : null;
}

/** Untie a campaign's channel, and its feed's endpoint with it: true when there was one. */
export async function unlinkChannel(db: Queryable, campaignId: string): Promise<boolean> {
  const result = await db.execute(sql`with ch as (
      delete from discord_channels where campaign_id = ${campaignId}::uuid returning channel_id
    ), ep as (
      delete from webhook_endpoints where campaign_id = ${campaignId}::uuid and url in (select ${DISCORD_ENDPOINT_PREFIX} || channel_id from ch) returning id
    ), counted as (
      update campaigns set webhook_endpoint_count = webhook_endpoint_count - (select count(*)::int from ep) where id = ${campaignId}::uuid and exists (select 1 from ep) returning id
    )
    select (select count(*)::int from ch) as n, (select count(*)::int from counted) as counted`);
  return rowsOf<{ n: number }>(result)[0]!.n > 0;
}

/** The channel tied to a campaign, read only when the user is its GM (the role is a condition of the read): one row or none. */
export function gmChannelQuery(db: Queryable, campaignId: string, userId: string) {
  return db
    .select()
    .from(discordChannels)
    .where(and(eq(discordChannels.campaignId, campaignId), sql`${callerRoleIn(campaignId, userId)} = 'GM'`))
    .limit(1);
}
