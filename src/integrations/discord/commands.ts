/**
 * The slash commands, each the same operation a screen performs: the caller and their role come
 * from the campaign tied to the channel (never from Discord's permissions), the checks are the
 * rules core's, the writes the repositories' the resolvers use (src/db), with the same outbox
 * event. Every refusal is an ephemeral message in the caller's language, never an error.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Role } from '../../db/access.js';
import { canSee } from '../../db/access.js';
import { insertRequestWithEvent, readRequestTarget, readRequestWithRole } from '../../db/action-requests.js';
import { characters, discordAccounts } from '../../db/schema.js';
import type { Clock } from '../../primitives/clock.js';
import { encodeId, UUID } from '../../primitives/ids.js';
import { settleDie } from '../../rules/dice.js';
import { odds, stakesForDie } from '../../rules/sms/check.js';
import { checkActionRequest } from '../../rules/sms/request.js';
import type { Violation } from '../../rules/violation.js';
import { EPHEMERAL, type Interaction, INTERACTION, optionsOf, RESPONSE, senderOf } from './interaction.js';
import type { DiscordMessage } from './rest.js';
import { type ChannelCampaign, campaignsRunBy, discordCaller, LINK_CODE_TTL_MS, linkChannel, linkCodeHash, storeLinkCode } from '../../db/discord.js';
import { dieName, type Lang, langOf, percent, wordsFor } from './words.js';
import { fitMessage } from './embeds.js';
import { refusalText } from './refusals.js';
import { revealCommand } from './reveal.js';
import { xpCommand } from './xp.js';
import { YTEST_PREFIX, ylniesTestButton, ylniesTestCommand } from './ylnies-test.js';
import { CAST_MENU_PREFIX, CAST_PREFIX, castButton, castCommand, castMenu, spellChoices, targetChoices } from './cast.js';
import { skillChoices, YASK_PREFIX, ylniesAsk, ylniesAskButton } from './ylnies-ask.js';
import { type Declaring, declarerModuleChoices, initCommand, NEXT_PREFIX, nextTurnButton, participantChoices } from './init.js';
import { FREE_GO_PREFIX, GO_PREFIX, type GraphqlRunner, parseRollId, type RollCall, rollCommand, rollComponent, startRequestRoll } from './roll.js';

export interface CommandDeps {
  db: Db;
  clock: Clock;
  /** The app's public origin (the interaction came to it): links in answers point there. */
  origin: string;
  /** The app's GraphQL in process, as the linked user (src/http/handler.ts); absent: commands that need it say so. */
  graphql?: GraphqlRunner;
}
export type { GraphqlRunner };

export type Answer = { type: typeof RESPONSE.MESSAGE | typeof RESPONSE.UPDATE_MESSAGE; data: DiscordMessage } | { type: typeof RESPONSE.AUTOCOMPLETE_RESULT; data: { choices: { name: string; value: string }[] } };

interface Call {
  deps: CommandDeps;
  i: Interaction;
  lang: Lang;
  w: ReturnType<typeof wordsFor>;
  sender: { id: string; name: string };
  user: { id: string; name: string; createdAt: Date } | null;
  campaign: ChannelCampaign | null;
  role: Role | null;
}

const NONE = { parse: [] as never[] };

function ephemeral(content: string): Answer {
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: NONE }) };
}

function refusal(call: Call, violations: readonly Violation[]): Answer {
  return ephemeral(refusalText(call.lang, violations));
}

/** Which commands answer only to their caller even when deferred (a slow `/sheet` stays private). */
export function isPrivateCommand(name: string | undefined): boolean {
  return name === 'link' || name === 'sheet' || name === 'odds' || name === 'roll' || name === 'xp' || name === 'cast' || name === 'test';
}

/** Whether a deferred answer to this interaction must stay private: all but a roll's result. */
export function isPrivateInteraction(i: Interaction): boolean {
  if (i.type === INTERACTION.COMPONENT) return ![GO_PREFIX, FREE_GO_PREFIX, NEXT_PREFIX, CAST_PREFIX, YTEST_PREFIX].some((prefix) => i.data?.custom_id?.startsWith(prefix));
  return isPrivateCommand(i.data?.name);
}

/** The roll flow's call (src/integrations/discord/roll.ts), or null when this server runs no GraphQL for Discord. */
function rollCall(call: Call, user: { id: string; name: string; createdAt: Date }): RollCall | null {
  const { graphql } = call.deps;
  return graphql ? { graphql, caller: { userId: user.id, name: user.name, createdAt: user.createdAt }, lang: call.lang, i: call.i } : null;
}

/** Answer one verified interaction (not a PING). */
export async function answerInteraction(deps: CommandDeps, i: Interaction): Promise<Answer> {
  const lang = langOf(i.locale);
  const w = wordsFor(lang);
  const who = senderOf(i);
  if (!who) return ephemeral(w.unknownCommand);
  const sender = { id: who.id, name: who.global_name || who.username };
  const { user, campaign, role } = await discordCaller(deps.db, sender.id, i.channel_id ?? null);
  const call: Call = { deps, i, lang, w, sender, user, campaign, role };
  if (i.type === INTERACTION.AUTOCOMPLETE) return autocomplete(call);
  if (i.type === INTERACTION.COMPONENT) return component(call);
  const name = i.data?.name;
  if (name === 'link') return link(call);
  if (name === 'odds') return oddsCommand(call);
  // Everything else acts for an account of the app.
  if (!user) return ephemeral(w.unlinked(accountUrl(deps.origin)));
  if (name === 'campaign') return campaignCommand(call, user);
  if (!campaign) return ephemeral(w.noChannelCampaign);
  // A Discord user who is not a member gets nothing of the campaign.
  if (!role) return ephemeral(w.notMember);
  if (name === 'ask' && campaign.ruleset === 'YLNIES') {
    // Ylnies: the app's requestYlniesTest, as the GM's Ylnies tools ask it.
    const asking = rollCall(call, user);
    const { values } = optionsOf(i);
    return asking ? ylniesAsk(asking, String(values.get('character') ?? ''), values, (id) => discordIdOf(deps.db, id)) : ephemeral(w.failed);
  }
  if (name === 'ask') return ask(call, user, campaign);
  if (name === 'sheet') return sheet(call, user, campaign);
  if (name === 'roll') {
    const roll = rollCall(call, user);
    const { values } = optionsOf(i);
    // With a die, a free roll (no request): the GM's, as in the app (the resolver decides).
    const free = values.has('difficulty')
      ? { difficulty: Number(values.get('difficulty')), circumstances: Number(values.get('circumstances') ?? 0), qualityShift: Number(values.get('quality_shift') ?? 0) }
      : undefined;
    return roll ? rollCommand(roll, String(values.get('character') ?? ''), free) : ephemeral(w.failed);
  }
  if (name === 'test') {
    const test = rollCall(call, user);
    return test ? ylniesTestCommand(test, String(optionsOf(i).values.get('character') ?? '')) : ephemeral(w.failed);
  }
  if (name === 'cast') {
    const cast = rollCall(call, user);
    const { values } = optionsOf(i);
    return cast ? castCommand(cast, String(values.get('character') ?? ''), String(values.get('spell') ?? ''), values) : ephemeral(w.failed);
  }
  if (name === 'init') {
    const init = rollCall(call, user);
    return init ? initCommand(init, campaign.id, (id) => discordIdOf(deps.db, id), declaringOf(optionsOf(i).values)) : ephemeral(w.failed);
  }
  if (name === 'xp') {
    const xp = rollCall(call, user);
    return xp ? xpCommand(xp, campaign.id, optionsOf(i).values) : ephemeral(w.failed);
  }
  if (name === 'reveal') {
    const reveal = rollCall(call, user);
    return reveal ? revealCommand(reveal, campaign.id) : ephemeral(w.failed);
  }
  return ephemeral(w.unknownCommand);
}

function howOf(values: Map<string, string | number | boolean>): Declaring['how'] {
  const how = String(values.get('how') ?? 'ACTION');
  return how === 'REACTION' || how === 'INTERVENTION' ? how : 'ACTION';
}

/** `/init`'s options as a declaration, or none when it only shows the order (no `intent`). */
function declaringOf(values: Map<string, string | number | boolean>): Declaring | undefined {
  const intent = values.has('intent') ? String(values.get('intent')).trim().slice(0, 500) : '';
  if (!intent) return undefined;
  const text = (name: string) => (values.has(name) ? String(values.get(name)) : '');
  const counter = values.get('counter') === true;
  const specialPower = values.get('special_power') === true;
  return {
    how: howOf(values),
    intent,
    targetIds: UUID.test(text('target')) ? [text('target')] : [],
    // A special power and a counter-spell are spells (the API's counter implies it too).
    castsSpell: values.get('spell') === true || specialPower || counter,
    characterId: UUID.test(text('character')) ? text('character') : null,
    moduleIds: [...new Set([text('module'), text('module2')].filter((id) => UUID.test(id)))],
    specialPower,
    counter: counter ? { die: values.has('counter_die') ? Number(values.get('counter_die')) : null } : null,
  };
}

export function accountUrl(origin: string, code?: string): string {
  return `${origin}/#/account${code ? `?discord=${encodeURIComponent(code)}` : ''}`;
}

// No 0/O, 1/I/L: a code read aloud or typed from a phone.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newLinkCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

async function link(call: Call): Promise<Answer> {
  const { w, deps, sender, user } = call;
  if (user) return ephemeral(w.alreadyLinked(user.name));
  const code = newLinkCode();
  await storeLinkCode(deps.db, { hash: await linkCodeHash(code), discordUserId: sender.id, discordName: sender.name, expiresAt: new Date(deps.clock.now().getTime() + LINK_CODE_TTL_MS) });
  return ephemeral(w.linkCode(code, accountUrl(deps.origin, code), LINK_CODE_TTL_MS / 60_000));
}

async function campaignCommand(call: Call, user: { id: string }): Promise<Answer> {
  const { w, deps, i } = call;
  const { subcommand, values } = optionsOf(i);
  if (subcommand !== 'link' || !i.channel_id) return ephemeral(w.unknownCommand);
  const typed = String(values.get('campaign') ?? '').trim();
  // Autocomplete gives the id; a name typed in full is looked up among the caller's own campaigns.
  const campaignId = UUID.test(typed) ? typed : (await campaignsRunBy(deps.db, user.id, typed)).find((c) => c.name.toLowerCase() === typed.toLowerCase())?.id;
  if (!campaignId) return ephemeral(w.noSuchCampaign);
  const outcome = await linkChannel(deps.db, { channelId: i.channel_id, guildId: i.guild_id ?? null, campaignId, userId: user.id, locale: call.lang, now: deps.clock.now() });
  if (outcome === 'NOT_GM') return ephemeral(w.gmOnly);
  if (outcome === 'CAMPAIGN_HAS_CHANNEL') return ephemeral(w.campaignHasChannel);
  if (outcome === 'CHANNEL_TAKEN') return ephemeral(w.channelTaken);
  const [named] = await campaignsRunBy(deps.db, user.id, '').then((list) => list.filter((c) => c.id === campaignId));
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content: w.channelLinked(named?.name ?? ''), allowed_mentions: NONE }) };
}

function oddsCommand(call: Call): Answer {
  const { values } = optionsOf(call.i);
  const score = Number(values.get('score') ?? 0);
  const o = odds(Number.isFinite(score) ? score : 0, Number(values.get('die') ?? 0));
  const chance = o.automatic ? call.w.automatic : o.impossible ? call.w.impossible : call.w.chance(percent(o.probability, call.lang));
  return ephemeral(call.w.odds(Math.max(1, score), dieName(o.die), chance));
}

/** The characters of the channel's campaign the caller may pick for a command: PCs (a player: their own). */
async function pickable(call: Call, campaign: ChannelCampaign, userId: string, ownOnly: boolean) {
  const conditions = [eq(characters.campaignId, campaign.id), eq(characters.kind, 'PC')];
  if (ownOnly) conditions.push(eq(characters.ownerId, userId));
  return call.deps.db
    .select({ id: characters.id, name: characters.name })
    .from(characters)
    .where(and(...conditions))
    .orderBy(characters.name)
    .limit(25);
}

async function autocomplete(call: Call): Promise<Answer> {
  const { user, campaign, role, i } = call;
  const { values, focused } = optionsOf(i);
  const typed = String(focused ? (values.get(focused) ?? '') : '').toLowerCase();
  let choices: { name: string; value: string }[] = [];
  if (user && i.data?.name === 'campaign') choices = (await campaignsRunBy(call.deps.db, user.id, typed)).map((c) => ({ name: c.name.slice(0, 100), value: c.id }));
  else if (user && campaign && role && focused === 'spell') {
    const graphqlCall = rollCall(call, user);
    if (graphqlCall) choices = await spellChoices(graphqlCall, campaign.id, typed);
  } else if (user && campaign && role && i.data?.name === 'init' && (focused === 'target' || focused === 'character')) {
    // In a sequence, anyone in it may be aimed at or answer: its participants, as the caller sees them.
    const graphqlCall = rollCall(call, user);
    if (graphqlCall) choices = await participantChoices(graphqlCall, campaign.id, typed);
  } else if (user && campaign && role && i.data?.name === 'init' && (focused === 'module' || focused === 'module2')) {
    // The declarer's own sheet: whose depends on the options typed so far (the turn's, or the one answering).
    const graphqlCall = rollCall(call, user);
    const named = String(values.get('character') ?? '');
    if (graphqlCall) choices = await declarerModuleChoices(graphqlCall, campaign.id, howOf(values), UUID.test(named) ? named : null, typed);
  } else if (user && campaign && role && i.data?.name === 'cast' && (focused === 'target' || focused === 'target2' || focused === 'target3')) {
    const graphqlCall = rollCall(call, user);
    if (graphqlCall) choices = await targetChoices(graphqlCall, campaign.id, typed);
  } else if (user && campaign && role && focused === 'skill') {
    const graphqlCall = rollCall(call, user);
    if (graphqlCall) choices = await skillChoices(graphqlCall, String(values.get('character') ?? ''), typed);
  } else if (user && campaign && role && focused === 'character') {
    const list = await pickable(call, campaign, user.id, role !== 'GM' && i.data?.name !== 'ask');
    choices = list.filter((c) => c.name.toLowerCase().includes(typed)).map((c) => ({ name: c.name.slice(0, 100), value: c.id }));
  }
  return { type: RESPONSE.AUTOCOMPLETE_RESULT, data: { choices: choices.slice(0, 25) } };
}

async function ask(call: Call, user: { id: string; name: string }, campaign: ChannelCampaign): Promise<Answer> {
  const { w, deps, i } = call;
  const { values } = optionsOf(i);
  const characterId = String(values.get('character') ?? '');
  if (!UUID.test(characterId)) return ephemeral(w.noSuchCharacter);
  // ONE read, as requestAction's: the character, the caller's role, the sheet's modules.
  const found = await readRequestTarget(deps.db, characterId, user.id);
  if (!found || found.character.campaignId !== campaign.id || !canSee(found.character, found.role)) return ephemeral(w.noSuchCharacter);
  if (found.role !== 'GM') return ephemeral(w.gmOnly);
  const { character } = found;
  const difficulty = values.has('difficulty') ? Number(values.get('difficulty')) : null;
  const threshold = values.has('threshold') ? Number(values.get('threshold')) : null;
  const note = values.has('note') ? String(values.get('note')).trim().slice(0, 2000) : null;
  const accepted = checkActionRequest(
    { difficulty, threshold, absolute: values.has('absolute') ? Boolean(values.get('absolute')) : null, qualityShift: values.has('quality_shift') ? Number(values.get('quality_shift')) : null },
    { name: character.name, kind: character.kind, ruleset: character.ruleset, moduleIds: new Set(found.modules.map((m) => m.id)) },
    encodeId,
  );
  if (!accepted.ok) return refusal(call, accepted.violations);
  const settled = difficulty == null ? null : settleDie(difficulty);
  const id = crypto.randomUUID();
  const row = await insertRequestWithEvent(
    deps.db,
    {
      id,
      campaignId: character.campaignId,
      characterId: character.id,
      requestedBy: user.id,
      difficulty: settled,
      absolute: accepted.value.absolute,
      threshold,
      details: { excludedModuleIds: accepted.value.excludedModuleIds, qualityShift: accepted.value.qualityShift },
      note: note || null,
      createdAt: deps.clock.now(),
    },
    // The event requestAction writes, so the app's screens and webhooks see the same request.
    {
      type: 'action.requested',
      payload: { requestId: encodeId('ActionRequest', id), characterId: encodeId('Character', character.id), difficulty: settled, threshold, absolute: accepted.value.absolute },
    },
  );
  const owner = character.ownerId ? await discordIdOf(deps.db, character.ownerId) : null;
  const die = settled == null ? `${threshold}` : dieName(settled);
  const stakes = settled == null ? w.stakes.NONE! : w.stakes[stakesForDie(settled)]!;
  const mention = owner ? `<@${owner}> ` : '';
  return {
    type: RESPONSE.MESSAGE,
    data: fitMessage({
      content: `${mention}${w.asked(user.name, character.name, die, stakes)}${accepted.value.qualityShift ? ` ${w.qualityShift(accepted.value.qualityShift)}.` : ''}${row.note ? `\n> ${row.note}` : ''}`,
      // Only the player concerned is pinged, whatever the note says.
      allowed_mentions: { parse: [], users: owner ? [owner] : [] },
      components: [{ type: 1, components: [{ type: 2, style: 1, label: w.rollButton, custom_id: `roll:${row.id}` }] }],
    }),
  };
}

async function discordIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: discordAccounts.discordUserId }).from(discordAccounts).where(eq(discordAccounts.userId, userId)).limit(1);
  return row?.id ?? null;
}

async function component(call: Call): Promise<Answer> {
  const { w, deps, i, user } = call;
  const custom = i.data?.custom_id ?? '';
  if (custom.startsWith(YASK_PREFIX)) {
    if (!user) return ephemeral(w.unlinked(accountUrl(deps.origin)));
    const test = rollCall(call, user);
    return test ? ylniesAskButton(test, custom) : ephemeral(w.failed);
  }
  if (custom.startsWith(YTEST_PREFIX)) {
    if (!user) return ephemeral(w.unlinked(accountUrl(deps.origin)));
    const test = rollCall(call, user);
    return test ? ylniesTestButton(test, custom) : ephemeral(w.failed);
  }
  if (custom.startsWith(CAST_MENU_PREFIX)) {
    if (!user) return ephemeral(w.unlinked(accountUrl(deps.origin)));
    const cast = rollCall(call, user);
    return cast ? castMenu(cast, custom) : ephemeral(w.failed);
  }
  if (custom.startsWith(CAST_PREFIX)) {
    if (!user) return ephemeral(w.unlinked(accountUrl(deps.origin)));
    const cast = rollCall(call, user);
    return cast ? castButton(cast, custom) : ephemeral(w.failed);
  }
  if (custom.startsWith(NEXT_PREFIX)) {
    if (!user) return ephemeral(w.unlinked(accountUrl(deps.origin)));
    const next = rollCall(call, user);
    return next ? nextTurnButton(next, custom, (id) => discordIdOf(deps.db, id)) : ephemeral(w.failed);
  }
  const parsed = parseRollId(custom);
  if (parsed?.subject.kind === 'free') {
    // A free roll: who may roll it is the resolver's decision (the GM's, docs/rules.md A1).
    if (!user) return ephemeral(w.unlinked(accountUrl(deps.origin)));
    const free = rollCall(call, user);
    return free ? rollComponent(free, parsed) : ephemeral(w.failed);
  }
  const requestId = parsed?.subject.kind === 'request' ? parsed.subject.requestId : custom.startsWith('roll:') ? custom.slice('roll:'.length) : '';
  if (!UUID.test(requestId)) return ephemeral(w.unknownCommand);
  if (!user) return ephemeral(w.unlinked(accountUrl(deps.origin)));
  const found = await readRequestWithRole(deps.db, requestId, user.id);
  if (!found?.role) return ephemeral(w.notMember);
  const [character] = await deps.db.select().from(characters).where(eq(characters.id, found.request.characterId)).limit(1);
  // Only the PC's owner rolls for it (SMS §2.8), whatever their Discord roles.
  if (!character || character.ownerId !== user.id) return ephemeral(w.notYourCharacter);
  if (found.request.status !== 'OPEN') return ephemeral(w.requestGone);
  // The roll itself goes through the app's operations, which check all of the above again.
  const roll = rollCall(call, user);
  if (!roll) return ephemeral(w.rollInApp(`${deps.origin}/#/character/${encodeURIComponent(encodeId('Character', character.id))}`));
  return parsed ? rollComponent(roll, parsed) : startRequestRoll(roll, requestId);
}

async function sheet(call: Call, user: { id: string }, campaign: ChannelCampaign): Promise<Answer> {
  const { w, deps, i } = call;
  const characterId = String(optionsOf(i).values.get('character') ?? '');
  if (!UUID.test(characterId)) return ephemeral(w.noSuchCharacter);
  const found = await readRequestTarget(deps.db, characterId, user.id);
  if (!found || found.character.campaignId !== campaign.id || !canSee(found.character, found.role)) return ephemeral(w.noSuchCharacter);
  const { character, modules } = found;
  const lines = modules.map((m) => `${m.polarity === 'NEGATIVE' ? '−' : m.polarity === 'RESISTIVE' ? '~' : '+'}${m.rank} ${m.name} (${m.scope})`);
  return {
    type: RESPONSE.MESSAGE,
    data: fitMessage({
      flags: EPHEMERAL,
      allowed_mentions: NONE,
      embeds: [{ title: w.sheetTitle(character.name), url: `${deps.origin}/#/character/${encodeURIComponent(encodeId('Character', character.id))}`, fields: [{ name: w.modules, value: lines.join('\n') || w.noModules }] }],
    }),
  };
}
