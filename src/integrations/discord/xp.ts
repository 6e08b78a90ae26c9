/**
 * `/xp character [xp] [reason]`: without `xp`, the character's experience (earned, spent,
 * available; private); with it, the GM's manual award through the app's own `awardExperience`
 * (the GM check and SMS §8 are the resolver's; the interaction id is its idempotency key, so
 * a retry of the same interaction cannot award twice), posted for the table.
 */
import { encodeId, UUID } from '../../primitives/ids.js';
import { fitMessage } from './embeds.js';
import { EPHEMERAL, RESPONSE } from './interaction.js';
import { type RollAnswer, type RollCall, refusalOf } from './roll.js';
import { wordsFor } from './words.js';
import { REFUSAL_FIELDS } from './refusals.js';

const EXPERIENCE = `query($id: ID!) { node(id: $id) { ... on Character { name sheet { __typename ... on SmsSheet { experience { earned spent available } } } } } }`;
const AWARD = `mutation($input: AwardExperienceInput!) { awardExperience(input: $input) { __typename ${REFUSAL_FIELDS}
  ... on AwardExperiencePayload { awards { xp } alreadyAwarded { id } } } }`;

const NONE = { parse: [] as never[] };
const privately = (content: string): RollAnswer => ({ type: RESPONSE.MESSAGE, data: fitMessage({ content, flags: EPHEMERAL, allowed_mentions: NONE }) });

export async function xpCommand(call: RollCall, campaignId: string, values: Map<string, string | number | boolean>): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const characterId = String(values.get('character') ?? '');
  if (!UUID.test(characterId)) return privately(w.noSuchCharacter);
  const id = encodeId('Character', characterId);
  if (values.has('xp')) {
    const xp = Number(values.get('xp'));
    const reason = String(values.get('reason') ?? '').trim() || w.xpDefaultReason;
    const answer = await call.graphql(AWARD, { input: { campaignId: encodeId('Campaign', campaignId), characterIds: [id], xp, reason: reason.slice(0, 500), idempotencyKey: `discord:${call.i.id}` } }, call.caller);
    const refused = refusalOf(answer, 'awardExperience', call.lang);
    if (refused) return privately(refused);
  }
  const read = await call.graphql(EXPERIENCE, { id }, call.caller);
  const node = read.data?.node as { name?: string; sheet?: { __typename: string; experience?: { earned: number; spent: number; available: number } } } | null | undefined;
  const experience = node?.sheet?.experience;
  if (!node?.name || !experience) return privately(w.noSuchCharacter);
  const line = w.experience(node.name, experience.earned, experience.spent, experience.available);
  if (!values.has('xp')) return privately(line);
  return { type: RESPONSE.MESSAGE, data: fitMessage({ content: `${w.xpAwarded(Number(values.get('xp')), node.name)}\n${line}`, allowed_mentions: NONE }) };
}
