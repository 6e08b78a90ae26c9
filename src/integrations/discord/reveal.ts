/**
 * `/reveal` (GM): the campaign's open fair-dice epoch revealed by the app's own
 * `revealFairnessSeed` (the GM check is the resolver's), then its rolls checked by the server
 * against the revealed seed (`Roll.verified`), and the count posted with the seed, so anyone at
 * the table can recompute them (docs/fairness.md).
 */
import { encodeId } from '../../primitives/ids.js';
import { fitMessage } from './embeds.js';
import { EPHEMERAL, RESPONSE } from './interaction.js';
import { type RollAnswer, type RollCall, refusalOf } from './roll.js';
import { wordsFor } from './words.js';
import { REFUSAL_FIELDS } from './refusals.js';

const REVEAL = `mutation($input: RevealFairnessSeedInput!) { revealFairnessSeed(input: $input) { __typename ${REFUSAL_FIELDS}
  ... on RevealFairnessSeedPayload { revealed { number serverSeed commitment } next { number commitment } } } }`;
const ROLLS = `query($id: ID!, $after: String) { node(id: $id) { ... on Campaign { rolls(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { verified epoch { number } } } } } } }`;
/** Pages of 100 rolls read to count: a campaign's evening is far fewer; past that the count says "of the last". */
const MAX_PAGES = 10;

export async function revealCommand(call: RollCall, campaignId: string): Promise<RollAnswer> {
  const w = wordsFor(call.lang);
  const id = encodeId('Campaign', campaignId);
  const answer = await call.graphql(REVEAL, { input: { campaignId: id } }, call.caller);
  const refused = refusalOf(answer, 'revealFairnessSeed', call.lang);
  if (refused) return { type: RESPONSE.MESSAGE, data: fitMessage({ content: refused, flags: EPHEMERAL, allowed_mentions: { parse: [] } }) };
  const { revealed, next } = answer.data!.revealFairnessSeed as { revealed: { number: number; serverSeed: string | null; commitment: string } | null; next: { number: number; commitment: string } };
  if (!revealed?.serverSeed) return { type: RESPONSE.MESSAGE, data: fitMessage({ content: w.nothingToReveal, flags: EPHEMERAL, allowed_mentions: { parse: [] } }) };
  let fair = 0;
  let total = 0;
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const read = await call.graphql(ROLLS, { id, after }, call.caller);
    const rolls = (read.data?.node as { rolls?: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { verified: boolean | null; epoch: { number: number } | null } }[] } } | null)?.rolls;
    if (!rolls) break;
    for (const { node } of rolls.edges) {
      if (node.epoch?.number !== revealed.number) continue;
      total++;
      if (node.verified === true) fair++;
    }
    if (!rolls.pageInfo.hasNextPage || !rolls.pageInfo.endCursor) break;
    after = rolls.pageInfo.endCursor;
  }
  return {
    type: RESPONSE.MESSAGE,
    data: fitMessage({ content: w.revealed(revealed.number, revealed.serverSeed, revealed.commitment, fair, total, next.number), allowed_mentions: { parse: [] } }),
  };
}
