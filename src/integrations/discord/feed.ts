/**
 * The channel as a feed: the campaign's outbox events posted to its Discord channel by the
 * delivery job (src/jobs/deliveries.ts), which treats the channel as one more endpoint
 * (`discord:channel/<id>`, src/db/discord.ts): the same fan-out, leases, retries with backoff and DEAD
 * after 3 days, one delivery per event and endpoint (idempotent).
 *
 * What is posted is what a player may see: events about a PC, with its name and, for a roll, the
 * score, die and result a player's roll card shows. An event about an NPC is skipped (its
 * values stay with the GM); an event with no character is told in words, without its payload.
 * Mentions: only the linked owner of the PC concerned (`allowed_mentions.users`), never
 * @everyone or roles.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { characters, discordAccounts, discordChannels } from '../../db/schema.js';
import type { Clock } from '../../primitives/clock.js';
import { decodeId } from '../../primitives/ids.js';
import type { DiscordConfig } from './config.js';
import { fitMessage } from './embeds.js';
import { DiscordApiError, type DiscordMessage, discordRest } from './rest.js';
import { dieName, type Lang, wordsFor } from './words.js';

export interface FeedEvent {
  id: string;
  type: string;
  campaignId: string;
  createdAt: Date;
  payload: unknown;
}


const FEED_WORDS = {
  en: {
    requested: (who: string, die: string) => `The GM asks **${who}** for an action against **${die}**.`,
    cancelled: (who: string) => `The GM withdrew the request to **${who}**.`,
    rolled: (who: string, score: number, die: string, roll: number | null, success: boolean) =>
      `**${who}** rolls: score **${score}** against **${die}**${roll === null ? '' : `, rolled **${roll}**`}: **${success ? 'success' : 'failure'}**.`,
    wounded: (who: string) => `**${who}** is wounded.`,
    healed: (who: string) => `A wound of **${who}** is healed.`,
    died: (who: string) => `**${who}** is dead.`,
    fatigue: (who: string) => `**${who}**’s fatigue changed.`,
    xp: (who: string, several: boolean) => `**${who}** ${several ? 'earn' : 'earns'} experience.`,
    spell: (who: string) => `**${who}** casts a spell.`,
    encounter: 'The encounter moved on: see whose turn it is in the app.',
    revealed: 'The GM revealed the fair-dice seed: every roll of the epoch can now be checked.',
  },
  fr: {
    requested: (who: string, die: string) => `Le MJ demande à **${who}** une action contre **${die}**.`,
    cancelled: (who: string) => `Le MJ a retiré sa demande à **${who}**.`,
    rolled: (who: string, score: number, die: string, roll: number | null, success: boolean) =>
      `**${who}** lance\u00a0: score **${score}** contre **${die}**${roll === null ? '' : `, obtient **${roll}**`}\u00a0: **${success ? 'réussite' : 'échec'}**.`,
    wounded: (who: string) => `**${who}** est blessé.`,
    healed: (who: string) => `Une blessure de **${who}** est soignée.`,
    died: (who: string) => `**${who}** est mort.`,
    fatigue: (who: string) => `La fatigue de **${who}** a changé.`,
    xp: (who: string, several: boolean) => `**${who}** ${several ? 'gagnent' : 'gagne'} de l’expérience.`,
    spell: (who: string) => `**${who}** lance un sort.`,
    encounter: 'La rencontre avance\u00a0: voyez à qui c’est le tour dans l’application.',
    revealed: 'Le MJ a révélé la graine des dés équitables\u00a0: chaque jet de l’époque peut maintenant être vérifié.',
  },
} satisfies Record<Lang, unknown>;

type Payload = Record<string, unknown>;
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** A character an event is about, as the feed reads it: its name, kind and its owner's linked Discord id. */
export interface FeedCharacter {
  name: string;
  kind: 'PC' | 'NPC';
  ownerDiscordId: string | null;
}

/**
 * The message for an event, or null when nothing is to be posted (an NPC's event, a type the
 * feed does not tell). `characters` are those the event is about, read by the caller: one, or
 * every PC of an experience award.
 */
export function renderFeedEvent(event: FeedEvent, lang: Lang, characters: readonly FeedCharacter[]): DiscordMessage | null {
  const p = (event.payload ?? {}) as Payload;
  const f = FEED_WORDS[lang];
  let text: string | null = null;
  // About characters: told only of the PCs the players can see (an award to a party and an
  // NPC names the party only).
  const pcs = characters.filter((c) => c.kind === 'PC');
  if (characterIdsOf(p).length > 0) {
    if (pcs.length === 0) return null;
    const who = pcs.map((c) => c.name).join('**, **');
    switch (event.type) {
      case 'action.requested': {
        const die = num(p.difficulty);
        text = f.requested(who, die === null ? String(num(p.threshold) ?? '?') : dieName(die));
        break;
      }
      case 'action.cancelled':
        text = f.cancelled(who);
        break;
      case 'roll.resolved':
        text = f.rolled(who, num(p.score) ?? 0, dieName(num(p.die) ?? 0), num(p.roll), p.success === true);
        break;
      case 'wound.inflicted':
        text = f.wounded(who);
        break;
      case 'wound.healed':
        text = f.healed(who);
        break;
      case 'character.died':
        text = f.died(who);
        break;
      case 'fatigue.changed':
        text = f.fatigue(who);
        break;
      case 'experience.awarded':
        text = f.xp(who, pcs.length > 1);
        break;
      case 'spell.cast':
        text = f.spell(who);
        break;
    }
  } else if (event.type === 'encounter.changed') text = f.encounter;
  else if (event.type === 'fairness.revealed') text = f.revealed;
  if (!text) return null;
  // Mentions: the linked players of the PCs concerned, each once, never anyone else.
  const owners = [...new Set(pcs.flatMap((c) => (c.ownerDiscordId ? [c.ownerDiscordId] : [])))];
  return fitMessage({
    ...(owners.length > 0 ? { content: owners.map((o) => `<@${o}>`).join(' ') } : {}),
    embeds: [{ description: text, timestamp: event.createdAt.toISOString(), footer: { text: wordsFor(lang).feedFooter } }],
    allowed_mentions: { parse: [], users: owners },
  });
}

export interface FeedDeps {
  config: DiscordConfig | null;
  clock: Clock;
}

/** Discord lets one message mention at most 100 users; an award names at most 100 characters (AwardExperienceInput). */
const MAX_CHARACTERS = 100;

/**
 * The characters an event is about: its `characterId`, or the PCs of an experience award (whose
 * payload lists `characterIds`: one for a manual award, the party for a session's).
 */
function characterIdsOf(payload: Payload): unknown[] {
  if (payload.characterId !== undefined) return [payload.characterId];
  const ids = payload.characterIds;
  return Array.isArray(ids) ? ids.slice(0, MAX_CHARACTERS) : [];
}

/**
 * One delivery: read what the message needs (the channel's language, the PC and its owner's
 * Discord id: one statement), post it, and say how it went in the delivery job's terms.
 */
export async function deliverToChannel(db: Db, channelId: string, event: FeedEvent, deps: FeedDeps): Promise<{ statusCode: number | null; error: string | null }> {
  if (!deps.config?.botToken) return { statusCode: null, error: 'DISCORD_BOT_TOKEN is not set (docs/discord.md)' };
  const characterIds = characterIdsOf((event.payload ?? {}) as Payload).flatMap((id) => decodeId('Character', id) ?? []);
  const [channel] = await db.select({ locale: discordChannels.locale }).from(discordChannels).where(eq(discordChannels.channelId, channelId)).limit(1);
  // Untied since: nothing to post, and nothing to retry.
  if (!channel) return { statusCode: 204, error: null };
  const rows = characterIds.length > 0
    ? await db
        .select({ name: characters.name, kind: characters.kind, ownerDiscordId: discordAccounts.discordUserId })
        .from(characters)
        .leftJoin(discordAccounts, eq(discordAccounts.userId, characters.ownerId))
        .where(inArray(characters.id, characterIds))
        .orderBy(characters.name)
    : [];
  const message = renderFeedEvent(event, channel.locale, rows);
  if (!message) return { statusCode: 204, error: null };
  try {
    await discordRest({ config: deps.config, clock: deps.clock }).createMessage(channelId, message);
    return { statusCode: 200, error: null };
  } catch (error) {
    if (error instanceof DiscordApiError) return { statusCode: error.status, error: `Discord ${error.status}${error.retryAfterMs ? ` (retry after ${error.retryAfterMs} ms)` : ''}` };
    return { statusCode: null, error: (error as Error).message.slice(0, 500) || 'request failed' };
  }
}

/**
 * The delivery job's way to a tied channel (src/jobs/deliveries.ts `DeliveryDeps.discordChannels`),
 * wired by the entries: the job sits below the integrations and never imports them.
 */
export function discordChannelPoster(config: DiscordConfig | null, clock: Clock): (db: Db, channelId: string, event: FeedEvent) => Promise<{ statusCode: number | null; error: string | null }> {
  return (db, channelId, event) => deliverToChannel(db, channelId, event, { config, clock });
}
