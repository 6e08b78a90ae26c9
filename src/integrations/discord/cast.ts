/**
 * `/cast character: spell:`: a spell of the campaign's catalogue, in two steps, each the app's
 * own operation run as the linked user (the caster's owner or the GM: the resolver's check):
 * 1. `previewCast`: the score and the difficulty step by step (the spell's breakdown, words of
 *    the rules in the caller's language), the chance and the exhaustion, privately, with a
 *    **Cast** button (custom id `cast:<character>:<spell>`);
 * 2. the press: `castSpell`, and the outcome posted for the channel (the feed posts it too).
 *
 * What the app's cast screen adds to a spell comes as `/cast` options — a target (a character
 * of the campaign, or a name with, from the GM, its die (LOREVAL) or resistance (ALMERA)), the
 * GM's circumstances, ALMERA's components, foci, voice and free hand — or an improvised spell
 * (name, form or source, power, nature) instead of the catalogue's; up to two more characters
 * aimed at (`target2`, `target3`; a target's die and resistance are the first's); the casting
 * parameters (range, area, duration, 0 to 3, `p:<range>:<area>:<duration>`, a level left empty
 * when not given: the spell's own). They ride in a select menu of the preview, all chosen
 * (`csel:<character>:<spell>`; values `t:`, `l:`, `d:`, `r:`, `c:`, `a:`, `v:`, `h:`, `x:`, `p:`): unticking one shows the breakdown again without it, and the Cast
 * button reads the menu back from the message Discord sends with the press. What the GM alone
 * may give (circumstances, a target's die) is the resolver's check, as in the app.
 *
 * An NPC's spell is not rolled (the GM never rolls: docs/rules.md decision 58): for an NPC the
 * preview says so and its button runs `announceNpcSpell` instead, posting the announcement so
 * those aimed at may counter it as a reaction, the others as an intervention.
 *
 * In a running action sequence the caster takes part in, the cast books its one-spell limit
 * (SMS §5) as the app's screen does (`e:<encounter>[:<declaration>]`, the declaration that
 * announced the spell when there is one): ticked while the caster has no spell in its window or
 * declared this one, offered unticked once it has cast.
 */
import { decodeId, decodeScopedId, encodeId, encodeScopedId, UUID } from '../../primitives/ids.js';
import { fitMessage } from './embeds.js';
import { EPHEMERAL, RESPONSE } from './interaction.js';
import { type RollAnswer, type RollCall, refusalOf } from './roll.js';
import { choiceOf } from './roll-menus.js';
import { dieName, type Lang, percent, wordsFor } from './words.js';
import { REFUSAL_FIELDS } from './refusals.js';

export const CAST_PREFIX = 'cast:';
export const CAST_MENU_PREFIX = 'csel:';
const STEPS = (locale: string) => `steps { label(locale: ${locale}) points }`;
const PREVIEW = (locale: string) => `query($input: CastSpellInput!) { previewCast(input: $input) { __typename ${REFUSAL_FIELDS}
  ... on SpellPreview { probability automatic impossible exhaustion score { score ${STEPS(locale)} } difficulty { die aboveTwelve ${STEPS(locale)} } } } }`;
const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ${REFUSAL_FIELDS}
  ... on CastSpellPayload { caster { name } targets { name } result { spellName success outcome score { score } difficulty { die } check { roll } } roll { seq } } } }`;
const SPELLS = `query($id: ID!) { node(id: $id) { ... on Campaign { spells(first: 100) { edges { node { id name } } } } } }`;
const NAMES = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Character { id name } ... on Encounter { id name } } }`;
const RUNNING = `query($id: ID!) { node(id: $id) { ... on Character { campaign { encounters(status: ACTIVE, first: 1) { edges { node { id
  participants { characterId spellCast } declarations { id by { characterId } castsSpell spellResolved } } } } } } } }`;

const ANNOUNCE = `mutation($input: AnnounceNpcSpellInput!) { announceNpcSpell(input: $input) { __typename ${REFUSAL_FIELDS}
  ... on AnnounceNpcSpellPayload { announcement { casterName spellName power targets { name } } } } }`;
const CASTER = `query($id: ID!) { node(id: $id) { ... on Character { kind } } }`;
/** What an NPC's announcement takes of the menu's values: its targets, an improvised spell, the running sequence. */
const ANNOUNCED = ['t:', 'x:', 'e:'];

const NONE = { parse: [] as never[] };
const privately = (content: string): RollAnswer => ({ type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: NONE }) });

/** The campaign's spells whose name holds `typed`: the autocomplete's choices (the spell's raw uuid as value). */
export async function spellChoices(call: RollCall, campaignId: string, typed: string): Promise<{ name: string; value: string }[]> {
  const answer = await call.graphql(SPELLS, { id: encodeId('Campaign', campaignId) }, call.caller);
  const edges = (answer.data?.node as { spells?: { edges: { node: { id: string; name: string } }[] } } | null)?.spells?.edges ?? [];
  return edges
    .filter(({ node }) => node.name.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, 25)
    .map(({ node }) => ({ name: node.name.slice(0, 100), value: decodeId('Spell', node.id) ?? '' }));
}

const CHARACTERS = `query($id: ID!) { node(id: $id) { ... on Campaign { characters(first: 100) { edges { node { id name } } } } } }`;

/** The characters of the campaign the caller may see, whose name holds `typed`: a target's autocomplete (raw uuids). */
export async function targetChoices(call: RollCall, campaignId: string, typed: string): Promise<{ name: string; value: string }[]> {
  const answer = await call.graphql(CHARACTERS, { id: encodeId('Campaign', campaignId) }, call.caller);
  const edges = (answer.data?.node as { characters?: { edges: { node: { id: string; name: string } }[] } } | null)?.characters?.edges ?? [];
  return edges
    .filter(({ node }) => node.name.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, 25)
    .map(({ node }) => ({ name: node.name.slice(0, 100), value: decodeId('Character', node.id) ?? '' }));
}

/** `/cast`'s options as the menu's values (what rides between the preview and the press). */
export function castChoicesOf(values: Map<string, string | number | boolean>): string[] {
  const text = (name: string) => (values.has(name) ? String(values.get(name)).trim() : '');
  const number = (name: string) => (values.has(name) ? Number(values.get(name)) : null);
  const out: string[] = [];
  if (text('improvised')) out.push(`x:${text('source') || 'ARCANE'}:${number('power') ?? 1}:${text('nature') || 'MISC'}:${text('improvised').slice(0, 60)}`);
  if (UUID.test(text('target'))) out.push(`t:${text('target')}`);
  else if (text('target')) out.push(`l:${text('target').slice(0, 90)}`);
  for (const more of ['target2', 'target3']) if (UUID.test(text(more)) && !out.includes(`t:${text(more)}`)) out.push(`t:${text(more)}`);
  if (['range', 'area', 'duration'].some((name) => values.has(name))) out.push(`p:${number('range') ?? ''}:${number('area') ?? ''}:${number('duration') ?? ''}`);
  if (number('target_die') != null) out.push(`d:${number('target_die')}`);
  if (text('resistance')) out.push(`r:${text('resistance')}`);
  if (number('circumstances')) out.push(`c:${number('circumstances')}`);
  if (number('components') || number('foci')) out.push(`a:${number('components') ?? 0}:${number('foci') ?? 0}`);
  if (values.get('voice') === false) out.push('v:0');
  if (values.get('free_hand') === false) out.push('h:0');
  return out;
}

interface RunningView {
  id: string;
  participants: { characterId: string; spellCast: boolean }[];
  declarations: { id: string; by: { characterId: string }; castsSpell: boolean; spellResolved: boolean }[];
}

/** The running sequence's menu value for the caster, and whether it starts ticked (the app's rule of thumb); null outside one. */
async function sequenceChoice(call: RollCall, characterId: string): Promise<{ value: string; book: boolean } | null> {
  const answer = await call.graphql(RUNNING, { id: encodeId('Character', characterId) }, call.caller);
  const running = (answer.data?.node as { campaign?: { encounters: { edges: { node: RunningView }[] } } } | null)?.campaign?.encounters.edges[0]?.node;
  const me = encodeId('Character', characterId);
  const taking = running?.participants.find((p) => p.characterId === me);
  if (!running || !taking) return null;
  const declared = [...running.declarations].reverse().find((d) => d.by.characterId === me && d.castsSpell && !d.spellResolved);
  // A declaration's id is scoped to its encounter: only its local part rides (the encounter is there).
  const declaration = declared ? `:${decodeScopedId('EncounterDeclaration', declared.id)?.localId ?? ''}` : '';
  const value = `e:${decodeId('Encounter', running.id) ?? ''}`;
  // Discord's 100 characters for an option's value: a local id too long to ride is left to the app.
  return { value: `${value}${declaration}`.length <= 100 ? `${value}${declaration}` : value, book: !taking.spellCast || Boolean(declared) };
}

/** A `p:` value as SpellParametersInput: the levels given (an empty one is the spell's own). */
function parametersOf(value: string | undefined): { range?: number; area?: number; duration?: number } | null {
  if (value == null) return null;
  const [range = '', area = '', duration = ''] = value.split(':');
  const level = (text: string) => (/^\d$/.test(text) ? Number(text) : undefined);
  const given = { range: level(range), area: level(area), duration: level(duration) };
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
}

/** castSpell's input for the caster, the catalogue's spell (or none) and the menu's values. */
function inputOf(characterId: string, spellId: string | null, chosen: readonly string[], lang: Lang) {
  const w = wordsFor(lang);
  const get = (prefix: string) => chosen.find((v) => v.startsWith(prefix))?.slice(prefix.length);
  const improvised = get('x:')?.split(':');
  // The first target carries the die and the resistance given (the `target` option's).
  const targets = [...chosen.filter((v) => v.startsWith('t:')).map((v) => ({ characterId: encodeId('Character', v.slice(2)) })), ...(get('l:') ? [{ label: get('l:') }] : [])];
  const parameters = parametersOf(get('p:'));
  const die = get('d:');
  const resistance = get('r:');
  const aids = get('a:')?.split(':');
  const circumstances = get('c:');
  const [encounterId, declarationId] = get('e:')?.split(':') ?? [];
  return {
    characterId: encodeId('Character', characterId),
    ...(spellId ? { spellId: encodeId('Spell', spellId) } : {}),
    ...(improvised
      ? {
          improvised: {
            name: improvised.slice(3).join(':'),
            source: improvised[0],
            power: Number(improvised[1]),
            nature: improvised[2],
            effects: [{ kind: 'NARRATIVE', description: improvised.slice(3).join(':') }],
          },
        }
      : {}),
    ...(targets.length ? { targets: targets.map((t, index) => (index ? t : { ...t, ...(die ? { baseDie: Number(die) } : {}), ...(resistance ? { resistance } : {}) })) } : {}),
    ...(parameters ? { parameters } : {}),
    ...(circumstances ? { circumstances: [{ label: w.castCircumstances, points: Number(circumstances) }] } : {}),
    ...(aids ? { aids: { components: Number(aids[0]), foci: Number(aids[1]) } } : {}),
    ...(get('v:') || get('h:') ? { incantation: { voice: !get('v:'), freeHand: !get('h:') } } : {}),
    ...(encounterId ? { encounterId: encodeId('Encounter', encounterId), ...(declarationId ? { declarationId: encodeScopedId('EncounterDeclaration', encounterId, declarationId) } : {}) } : {}),
  };
}

/** The menu's options, each in words (a target by its name as the caller sees it). */
async function menuOptions(call: RollCall, chosen: readonly string[]) {
  const w = wordsFor(call.lang);
  const ids = chosen.flatMap((v) => (v.startsWith('t:') ? [encodeId('Character', v.slice(2))] : v.startsWith('e:') ? [encodeId('Encounter', v.slice(2).split(':')[0]!)] : []));
  const named = ids.length ? await call.graphql(NAMES, { ids }, call.caller) : null;
  const names = new Map(((named?.data?.nodes as ({ id: string; name: string } | null)[] | undefined) ?? []).filter((n) => n?.name).map((n) => [decodeId('Character', n!.id) ?? decodeId('Encounter', n!.id), n!.name]));
  const words = (v: string): string => {
    const [kind = '', ...rest] = v.split(':');
    const value = rest.join(':');
    if (kind === 't') return w.castTarget(names.get(value) ?? '?');
    if (kind === 'l') return w.castTarget(value);
    if (kind === 'd') return w.castTargetDie(dieName(Number(value)));
    if (kind === 'r') return w.castResistance(value);
    if (kind === 'c') return `${w.castCircumstances} ${Number(value) > 0 ? '+' : ''}${value}`;
    if (kind === 'a') return w.castAids(Number(rest[0]), Number(rest[1]));
    if (kind === 'v') return w.castNoVoice;
    if (kind === 'h') return w.castNoFreeHand;
    if (kind === 'e') return w.castInSequence(names.get(rest[0] ?? '') ?? '?');
    if (kind === 'p') return w.castParameters(parametersOf(value) ?? {});
    if (kind === 'x') return w.castImprovised(rest.slice(3).join(':'), rest[0] ?? '', Number(rest[1]), rest[2] ?? '');
    return v;
  };
  return chosen.map((v) => ({ label: words(v).slice(0, 100), value: v }));
}

/** Whether the caster is a non-player character (the GM's, announced rather than rolled). */
async function isNpc(call: RollCall, characterId: string): Promise<boolean> {
  const answer = await call.graphql(CASTER, { id: encodeId('Character', characterId) }, call.caller);
  return (answer.data?.node as { kind?: string } | null)?.kind === 'NPC';
}

/** announceNpcSpell's input for the NPC, the catalogue's spell (or an improvised one) and the menu's values. */
function announceInputOf(characterId: string, spellId: string | null, chosen: readonly string[]) {
  const get = (prefix: string) => chosen.find((v) => v.startsWith(prefix))?.slice(prefix.length);
  const improvised = get('x:')?.split(':');
  const targetIds = chosen.filter((v) => v.startsWith('t:')).map((v) => encodeId('Character', v.slice(2)));
  const encounterId = get('e:')?.split(':')[0];
  return {
    casterId: encodeId('Character', characterId),
    ...(improvised ? { spell: { name: improvised.slice(3).join(':'), source: improvised[0], power: Number(improvised[1]) } } : spellId ? { spellId: encodeId('Spell', spellId) } : {}),
    ...(targetIds.length ? { targetIds } : {}),
    ...(encounterId ? { encounterId: encodeId('Encounter', encounterId) } : {}),
  };
}

/** An NPC's `/cast`: what will be announced, privately, with the Announce button and its menu (targets, sequence). */
async function announcePreview(call: RollCall, characterId: string, spellId: string | null, chosen: readonly string[], offered: readonly string[], update: boolean): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const key = `${characterId}:${spellId ?? ''}`;
  const selected = new Set(chosen);
  const options = (await menuOptions(call, offered.filter((v) => ANNOUNCED.some((prefix) => v.startsWith(prefix))))).map((o) => ({ ...o, default: selected.has(o.value) }));
  return {
    type: update ? RESPONSE.UPDATE_MESSAGE : RESPONSE.MESSAGE,
    data: fitMessage({
      content: w.announcePreview,
      flags: EPHEMERAL,
      allowed_mentions: NONE,
      components: [
        { type: 1, components: [{ type: 2, style: 1, label: w.announceButton, custom_id: `${CAST_PREFIX}${key}` }] },
        ...(options.length ? [{ type: 1, components: [{ type: 3, custom_id: `${CAST_MENU_PREFIX}${key}`, placeholder: w.castOptions, min_values: 0, max_values: options.length, options }] }] : []),
      ],
    }),
  };
}

/** `/cast` (options given as the menu's values) or a choice in the preview's menu: the breakdown, nothing rolled. */
async function preview(call: RollCall, characterId: string, spellId: string | null, chosen: readonly string[], offered: readonly string[], update: boolean): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  if (await isNpc(call, characterId)) return announcePreview(call, characterId, spellId, chosen, offered, update);
  const locale = call.lang === 'fr' ? 'FR' : 'EN';
  const answer = await call.graphql(PREVIEW(locale), { input: inputOf(characterId, spellId, chosen, call.lang) }, call.caller);
  const refused = refusalOf(answer, 'previewCast', call.lang);
  if (refused) return privately(refused);
  type Steps = { label: string | null; points: number }[];
  const p = answer.data!.previewCast as { probability: number; automatic: boolean; impossible: boolean; exhaustion: number; score: { score: number; steps: Steps }; difficulty: { die: number; steps: Steps } };
  const lines = (steps: Steps) => steps.map((s) => `${s.points >= 0 ? '+' : '−'}${Math.abs(s.points)} ${s.label ?? ''}`).join('\n') || '—';
  const chance = p.automatic ? w.automatic : p.impossible ? w.impossible : w.chance(percent(p.probability, call.lang));
  const key = `${characterId}:${spellId ?? ''}`;
  const selected = new Set(chosen);
  const options = (await menuOptions(call, offered)).map((o) => ({ ...o, default: selected.has(o.value) }));
  return {
    type: update ? RESPONSE.UPDATE_MESSAGE : RESPONSE.MESSAGE,
    data: fitMessage({
      content: w.castPreview(p.score.score, dieName(p.difficulty.die), chance, p.exhaustion),
      flags: EPHEMERAL,
      allowed_mentions: NONE,
      embeds: [{ title: w.breakdown, fields: [{ name: w.castScore(p.score.score), value: lines(p.score.steps) }, { name: w.castDifficulty(dieName(p.difficulty.die)), value: lines(p.difficulty.steps) }] }],
      components: [
        { type: 1, components: [{ type: 2, style: 1, label: w.castButton, custom_id: `${CAST_PREFIX}${key}` }] },
        // The cast's options, all chosen: unticking one shows the breakdown without it.
        ...(options.length ? [{ type: 1, components: [{ type: 3, custom_id: `${CAST_MENU_PREFIX}${key}`, placeholder: w.castOptions, min_values: 0, max_values: options.length, options }] }] : []),
      ],
    }),
  };
}

export async function castCommand(call: RollCall, characterId: string, spellId: string, values: Map<string, string | number | boolean> = new Map()): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  if (!UUID.test(characterId)) return privately(w.noSuchCharacter);
  const chosen = castChoicesOf(values);
  const improvised = chosen.some((v) => v.startsWith('x:'));
  if (!improvised && !UUID.test(spellId)) return privately(w.noSuchSpell);
  const sequence = await sequenceChoice(call, characterId);
  const offered = sequence ? [...chosen, sequence.value] : chosen;
  return preview(call, characterId, improvised ? null : spellId, sequence?.book ? offered : chosen, offered, false);
}

/** A choice in the preview's menu: the breakdown again, for what is still chosen. */
export async function castMenu(call: RollCall, customId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const [, characterId = '', spellId = ''] = customId.split(':');
  if (!UUID.test(characterId) || (spellId && !UUID.test(spellId))) return privately(w.unknownCommand);
  const offered = (call.i.message?.components ?? []).flatMap((row) => row.components ?? []).find((c) => c.custom_id === customId)?.options?.map((o) => o.value) ?? [];
  return preview(call, characterId, spellId || null, choiceOf(call.i), offered, true);
}

export async function castButton(call: RollCall, customId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const [, characterId = '', spellId = ''] = customId.split(':');
  if (!UUID.test(characterId) || (spellId && !UUID.test(spellId))) return privately(w.unknownCommand);
  if (await isNpc(call, characterId)) return announce(call, characterId, spellId || null);
  const answer = await call.graphql(CAST, { input: inputOf(characterId, spellId || null, choiceOf(call.i), call.lang) }, call.caller);
  const refused = refusalOf(answer, 'castSpell', call.lang);
  if (refused) return privately(refused);
  const { caster, targets, result, roll } = answer.data!.castSpell as { caster: { name: string }; targets: { name: string }[]; result: { spellName: string; success: boolean; score: { score: number }; difficulty: { die: number }; check: { roll: number | null } | null }; roll: { seq: number } };
  const line = w.cast(caster.name, result.spellName, result.score.score, dieName(result.difficulty.die), result.check?.roll ?? null, result.success);
  // The characters it was aimed at, as the channel heard them declared.
  const aimed = targets.length ? ` → ${targets.map((t) => t.name).join(', ')}` : '';
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content: `${line}${aimed} (#${roll.seq})`, allowed_mentions: NONE }) };
}

/** The Announce press for an NPC: announceNpcSpell, and the announcement posted for the channel. */
async function announce(call: RollCall, characterId: string, spellId: string | null): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const answer = await call.graphql(ANNOUNCE, { input: announceInputOf(characterId, spellId, choiceOf(call.i)) }, call.caller);
  const refused = refusalOf(answer, 'announceNpcSpell', call.lang);
  if (refused) return privately(refused);
  const { announcement } = answer.data!.announceNpcSpell as { announcement: { casterName: string; spellName: string; power: number; targets: { name: string }[] } };
  const content = w.announced(announcement.casterName, announcement.spellName, announcement.power, announcement.targets.map((t) => t.name));
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content, allowed_mentions: NONE }) };
}
