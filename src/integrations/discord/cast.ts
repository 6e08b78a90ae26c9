/**
 * `/cast character: spell:`: a spell of the campaign's catalogue, in two steps, each the app's
 * own operation run as the linked user (the caster's owner or the GM: the resolver's check):
 * 1. `previewCast`: the score and the difficulty step by step (the spell's breakdown, words of
 *    the rules in the caller's language), the chance and the exhaustion, privately, with a
 *    **Cast** button (custom id `cast:<character>:<spell>`);
 * 2. the press: `castSpell`, and the outcome posted for the channel (the feed posts it too).
 * Targets, circumstances and aids are the app's (a spell on the caster or on nothing here).
 */
import { decodeId, encodeId, UUID } from '../../primitives/ids.js';
import { fitMessage } from './embeds.js';
import { EPHEMERAL, RESPONSE } from './interaction.js';
import { type RollAnswer, type RollCall, refusalOf } from './roll.js';
import { dieName, percent, wordsFor } from './words.js';

export const CAST_PREFIX = 'cast:';
const STEPS = (locale: string) => `steps { label(locale: ${locale}) points }`;
const PREVIEW = (locale: string) => `query($input: CastSpellInput!) { previewCast(input: $input) { __typename ... on Error { code message } ... on RuleViolation { rule }
  ... on SpellPreview { probability automatic impossible exhaustion score { score ${STEPS(locale)} } difficulty { die aboveTwelve ${STEPS(locale)} } } } }`;
const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on Error { code message } ... on RuleViolation { rule }
  ... on CastSpellPayload { caster { name } result { spellName success outcome score { score } difficulty { die } check { roll } } roll { seq } } } }`;
const SPELLS = `query($id: ID!) { node(id: $id) { ... on Campaign { spells(first: 100) { edges { node { id name } } } } } }`;

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

export async function castCommand(call: RollCall, characterId: string, spellId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  if (!UUID.test(characterId)) return privately(w.noSuchCharacter);
  if (!UUID.test(spellId)) return privately(w.noSuchSpell);
  const locale = call.lang === 'fr' ? 'FR' : 'EN';
  const answer = await call.graphql(PREVIEW(locale), { input: { characterId: encodeId('Character', characterId), spellId: encodeId('Spell', spellId) } }, call.caller);
  const refused = refusalOf(answer, 'previewCast', call.lang);
  if (refused) return privately(refused);
  type Steps = { label: string | null; points: number }[];
  const p = answer.data!.previewCast as { probability: number; automatic: boolean; impossible: boolean; exhaustion: number; score: { score: number; steps: Steps }; difficulty: { die: number; steps: Steps } };
  const lines = (steps: Steps) => steps.map((s) => `${s.points >= 0 ? '+' : '−'}${Math.abs(s.points)} ${s.label ?? ''}`).join('\n') || '—';
  const chance = p.automatic ? w.automatic : p.impossible ? w.impossible : w.chance(percent(p.probability, call.lang));
  return {
    type: RESPONSE.MESSAGE,
    data: fitMessage({
      content: w.castPreview(p.score.score, dieName(p.difficulty.die), chance, p.exhaustion),
      flags: EPHEMERAL,
      allowed_mentions: NONE,
      embeds: [{ title: w.breakdown, fields: [{ name: w.castScore(p.score.score), value: lines(p.score.steps) }, { name: w.castDifficulty(dieName(p.difficulty.die)), value: lines(p.difficulty.steps) }] }],
      components: [{ type: 1, components: [{ type: 2, style: 1, label: w.castButton, custom_id: `${CAST_PREFIX}${characterId}:${spellId}` }] }],
    }),
  };
}

export async function castButton(call: RollCall, customId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const [, characterId = '', spellId = ''] = customId.split(':');
  if (!UUID.test(characterId) || !UUID.test(spellId)) return privately(w.unknownCommand);
  const answer = await call.graphql(CAST, { input: { characterId: encodeId('Character', characterId), spellId: encodeId('Spell', spellId) } }, call.caller);
  const refused = refusalOf(answer, 'castSpell', call.lang);
  if (refused) return privately(refused);
  const { caster, result, roll } = answer.data!.castSpell as { caster: { name: string }; result: { spellName: string; success: boolean; score: { score: number }; difficulty: { die: number }; check: { roll: number | null } | null }; roll: { seq: number } };
  const line = w.cast(caster.name, result.spellName, result.score.score, dieName(result.difficulty.die), result.check?.roll ?? null, result.success);
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content: `${line} (#${roll.seq})`, allowed_mentions: NONE }) };
}
