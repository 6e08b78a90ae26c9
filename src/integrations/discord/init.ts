/**
 * `/init`: the campaign's action sequence as the app's own queries show it to the caller (the
 * order, the round, initiatives a player may see), with a mention of whose turn it is, and a
 * "Next turn" button (custom id `next:<encounter>:<turnNumber>`): `nextTurn` with the turn the
 * message showed as `expectedTurn`, so a double press cannot skip a turn; the GM check is the
 * resolver's (a player's press is refused, privately).
 *
 * With `intent:` it declares first, as the app's encounter screen does: the action of the
 * participant whose turn it is (`declareAction`: its targets, whether it casts a spell), or with
 * `how:` a reaction or an intervention on the turn's action (`react`, `intervene`) by the
 * caller's character in the sequence (or the one named). Who may declare for whom is the
 * resolvers' decision; the message then shows the turn's declarations.
 *
 * As the app's declaration form offers: up to two modules of the declarer's own sheet
 * (`module`, `module2`, completed from the declarer's sheet: a slash command's options keep the
 * declaration one interaction, where a select menu would need the intent carried between two),
 * a special power, and for the GM acting for an NPC a counter-spell against the spell answered
 * (`counter`, with the die it opposes, docs/rules.md decision 58).
 */
import { decodeId, encodeId } from '../../primitives/ids.js';
import { fitMessage } from './embeds.js';
import { EPHEMERAL, RESPONSE } from './interaction.js';
import { type RollAnswer, type RollCall, refusalOf } from './roll.js';
import { type Lang, wordsFor } from './words.js';
import { REFUSAL_FIELDS } from './refusals.js';

export const NEXT_PREFIX = 'next:';
const PARTICIPANT = `characterId nameAtStart character { name owner { id } }`;
const ENCOUNTER_FIELDS = `id name round turn turnNumber participants { position kind initiative ${PARTICIPANT} }
  declarations { id declarationKind castsSpell countersSpell specialPower intent by { ${PARTICIPANT} } targets { ${PARTICIPANT} } modules { name } }`;
const ACTIVE = `query($id: ID!) { node(id: $id) { ... on Campaign { encounters(status: ACTIVE, first: 1) { edges { node { ${ENCOUNTER_FIELDS} } } } } } }`;
const NEXT = `mutation($input: NextTurnInput!) { nextTurn(input: $input) { __typename ${REFUSAL_FIELDS} ... on EncounterPayload { encounter { ${ENCOUNTER_FIELDS} } } } }`;

interface ParticipantView {
  characterId: string;
  nameAtStart: string | null;
  character: { name: string; owner: { id: string } | null } | null;
}
interface EncounterView {
  id: string;
  name: string;
  round: number;
  turn: number;
  turnNumber: number;
  participants: (ParticipantView & { position: number; kind: string; initiative: number | null })[];
  declarations: {
    id: string;
    declarationKind: 'ACTION' | 'REACTION' | 'INTERVENTION';
    castsSpell: boolean;
    countersSpell: boolean;
    specialPower: boolean;
    intent: string | null;
    by: ParticipantView;
    targets: ParticipantView[];
    modules: { name: string }[];
  }[];
}

/** What `/init` was asked to declare before showing the order. */
export interface Declaring {
  how: 'ACTION' | 'REACTION' | 'INTERVENTION';
  intent: string;
  /** Raw character ids. */
  targetIds: string[];
  castsSpell: boolean;
  /** Raw id of the character reacting or intervening (default: the caller's own in the sequence). */
  characterId: string | null;
  /** Raw ids of modules of the declarer's own sheet it brings into play. */
  moduleIds: string[];
  specialPower: boolean;
  /** Reaction or intervention, the GM for an NPC: it counters the spell answered, opposing this die (null: the NPC's base die). */
  counter: { die: number | null } | null;
}

const DECLARE = (field: string, input: string) => `mutation($input: ${input}!) { ${field}(input: $input) { __typename ${REFUSAL_FIELDS} ... on EncounterDeclarationPayload { encounter { ${ENCOUNTER_FIELDS} } } } }`;
const MUTATIONS = { ACTION: ['declareAction', 'DeclareActionInput'], REACTION: ['react', 'ReactInput'], INTERVENTION: ['intervene', 'InterveneInput'] } as const;

/** Who to mention for a user of the app (their linked Discord account), or null. */
export type DiscordIdOf = (userId: string) => Promise<string | null>;

const privately = (content: string): RollAnswer => ({ type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: { parse: [] } }) });

async function activeEncounter(call: RollCall, campaignId: string): Promise<EncounterView | null> {
  const answer = await call.graphql(ACTIVE, { id: encodeId('Campaign', campaignId) }, call.caller);
  return (answer.data?.node as { encounters?: { edges: { node: EncounterView }[] } } | null)?.encounters?.edges[0]?.node ?? null;
}

export async function initCommand(call: RollCall, campaignId: string, discordIdOf: DiscordIdOf, declaring?: Declaring): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  let encounter = await activeEncounter(call, campaignId);
  if (!encounter) return privately(w.noEncounter);
  if (declaring) {
    const declared = await declare(call, encounter, declaring);
    if (typeof declared === 'string') return privately(declared);
    encounter = declared;
  }
  return { type: RESPONSE.MESSAGE, data: await sequenceMessage(encounter, call, discordIdOf) };
}

/** The participants of the active sequence (the target's autocomplete): their names as the caller sees them, raw character ids. */
export async function participantChoices(call: RollCall, campaignId: string, typed: string): Promise<{ name: string; value: string }[]> {
  const encounter = await activeEncounter(call, campaignId);
  return (encounter?.participants ?? [])
    .map((p) => ({ name: nameOf(p).slice(0, 100), value: decodeId('Character', p.characterId) ?? '' }))
    .filter((c) => c.value && c.name.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, 25);
}

/** The declaration by the app's own mutation: the encounter after it, or what refused it, in words. */
async function declare(call: RollCall, encounter: EncounterView, d: Declaring): Promise<EncounterView | string> {
  const w = wordsFor(call.lang);
  const characterId = declarerOf(call, encounter, d.how, d.characterId);
  let on: { onDeclarationId: string } | Record<string, never> = {};
  if (d.how !== 'ACTION') {
    // A reaction or an intervention answers the turn's action (the app's screen offers it there).
    const action = encounter.declarations.filter((x) => x.declarationKind === 'ACTION').at(-1);
    if (!action) return w.noActionDeclared;
    on = { onDeclarationId: action.id };
  }
  if (!characterId) return w.notInSequence;
  const [field, type] = MUTATIONS[d.how];
  const input = {
    encounterId: encounter.id,
    characterId,
    ...on,
    intent: d.intent,
    ...(d.targetIds.length ? { targetIds: d.targetIds.map((id) => encodeId('Character', id)) } : {}),
    ...(d.castsSpell ? { castsSpell: true } : {}),
    ...(d.specialPower ? { specialPower: true } : {}),
    ...(d.moduleIds.length ? { moduleIds: d.moduleIds.map((id) => encodeId('Module', id)) } : {}),
    // An action counters nothing: the option is the reaction's and the intervention's (the resolver would refuse it).
    ...(d.counter && d.how !== 'ACTION' ? { countersSpell: true, ...(d.counter.die == null ? {} : { counterDie: d.counter.die }) } : {}),
  };
  const answer = await call.graphql(DECLARE(field, type), { input }, call.caller);
  const refused = refusalOf(answer, field, call.lang);
  if (refused) return refused;
  return (answer.data![field] as { encounter: EncounterView }).encounter;
}

/** Who declares: the participant whose turn it is for the action; for an answer, the one named or the caller's own in the sequence. */
function declarerOf(call: RollCall, encounter: EncounterView, how: Declaring['how'], named: string | null): string | undefined {
  if (how === 'ACTION') return encounter.participants[encounter.turn]?.characterId;
  if (named) return encodeId('Character', named);
  const me = encodeId('User', call.caller.userId);
  return encounter.participants.find((p) => p.character?.owner?.id === me)?.characterId;
}

const DECLARER_MODULES = `query($id: ID!) { node(id: $id) { ... on Character { sheet { ... on SmsSheet { modules { id name rank polarity } } } } } }`;

/** The modules of the declarer's own sheet as the caller may see them (the `module` options' autocomplete): raw module ids. */
export async function declarerModuleChoices(call: RollCall, campaignId: string, how: Declaring['how'], named: string | null, typed: string): Promise<{ name: string; value: string }[]> {
  const encounter = await activeEncounter(call, campaignId);
  const characterId = encounter ? declarerOf(call, encounter, how, named) : undefined;
  if (!characterId) return [];
  const answer = await call.graphql(DECLARER_MODULES, { id: characterId }, call.caller);
  const modules = (answer.data?.node as { sheet?: { modules?: { id: string; name: string; rank: number; polarity: string }[] } } | null)?.sheet?.modules ?? [];
  const sign = (p: string) => (p === 'NEGATIVE' ? '−' : p === 'RESISTIVE' ? '~' : '+');
  return modules
    .map((m) => ({ name: `${m.name} (${sign(m.polarity)}${m.rank})`.slice(0, 100), value: decodeId('Module', m.id) ?? '' }))
    .filter((c) => c.value && c.name.toLowerCase().includes(typed.toLowerCase()))
    .slice(0, 25);
}

const nameOf = (p: ParticipantView) => p.character?.name ?? p.nameAtStart ?? '?';

/** The turn's declarations, one line each, in the caller's language. */
function declarationLines(encounter: EncounterView, lang: Lang): string[] {
  const w = wordsFor(lang);
  return encounter.declarations.map((d) => {
    const targets = d.targets.map(nameOf).join(', ');
    const spell = d.countersSpell ? ` ✦ ${w.countersSpell}` : d.castsSpell ? ` ✦ ${w.castsSpell}${d.specialPower ? ` (${w.specialPower})` : ''}` : '';
    const modules = d.modules.length ? ` [${d.modules.map((m) => m.name).join(', ')}]` : '';
    return `${w.declarationKind[d.declarationKind]} — **${nameOf(d.by)}**${targets ? ` → ${targets}` : ''}${spell}${modules}${d.intent ? `: “${d.intent}”` : ''}`;
  });
}

export async function nextTurnButton(call: RollCall, customId: string, discordIdOf: DiscordIdOf): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const [, encounterId = '', turn = ''] = customId.split(':');
  const answer = await call.graphql(NEXT, { input: { encounterId: encodeId('Encounter', encounterId), expectedTurn: Number(turn) } }, call.caller);
  const refused = refusalOf(answer, 'nextTurn', call.lang);
  if (refused) return privately(refused);
  const encounter = (answer.data!.nextTurn as { encounter: EncounterView }).encounter;
  if (!encounter) return privately(w.noEncounter);
  // The message itself moves on: the channel keeps one current order, not a pile of them.
  return { type: RESPONSE.UPDATE_MESSAGE, data: await sequenceMessage(encounter, call, discordIdOf) };
}

async function sequenceMessage(encounter: EncounterView, call: RollCall, discordIdOf: DiscordIdOf) {
  const w = wordsFor(call.lang);
  const lines = encounter.participants.map((p, index) => `${index === encounter.turn ? '▶' : '·'} ${nameOf(p)}${p.initiative == null ? '' : ` (${p.initiative})`}`);
  const current = encounter.participants[encounter.turn];
  const ownerId = current?.character?.owner ? decodeId('User', current.character.owner.id) : null;
  const mention = ownerId ? await discordIdOf(ownerId) : null;
  const rawId = decodeId('Encounter', encounter.id) ?? '';
  return fitMessage({
    content: `${mention ? `<@${mention}> ` : ''}${w.turnOf(current ? nameOf(current) : '?', encounter.round)}`,
    embeds: [{ title: encounter.name, description: lines.join('\n'), ...(encounter.declarations.length ? { fields: [{ name: w.declarations, value: declarationLines(encounter, call.lang).join('\n') }] } : {}) }],
    // Only the player whose turn it is is pinged.
    allowed_mentions: { parse: [], users: mention ? [mention] : [] },
    components: [{ type: 1, components: [{ type: 2, style: 2, label: w.nextTurn, custom_id: `${NEXT_PREFIX}${rawId}:${encounter.turnNumber}` }] }],
  });
}
