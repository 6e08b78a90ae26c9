/**
 * Answering an action (SMS §2): `resolveAction` rolls with fair dice (docs/fairness.md) for the
 * declared action, then writes the roll log entry, the request's resolution and the
 * `roll.resolved` event in ONE statement: key, one read, one write on every path (a campaign
 * without an open epoch opens it in that write; a lost race is handed the new head by it).
 */
import type { RollRow } from '../../db/rolls.js';
import { requestNotOpen } from '../../rules/sms/declaration.js';
import { resolveAction } from '../../rules/sms/resolution.js';
import { type Actor, authorizeAction, prepareAction, ResolveActionInput } from './action-declaration.js';
import { actionLog, ActionResult, type ActionResultView, viewOf } from './action-result.js';
import { refuse, validate, accepted } from '../errors.js';
import { inputMutation, payloadType } from '../mutation.js';
import { primeRolled, writeFairRoll } from '../rolls/fair-roll.js';
import { encodeId } from '../../primitives/ids.js';
import { Roll } from '../rolls/roll.js';

const ResolveActionPayload = payloadType<{ result: ActionResultView; roll: RollRow }>('ResolveActionPayload', {
  result: [ActionResult, 'The outcome: score, die played, roll, success, stakes, quality.'],
  roll: [Roll, 'The entry in the character’s roll log (sequence number, fairness proof).'],
}, 'The action’s outcome and the roll log entry that keeps it.');

/** The `roll.resolved` event of an answered action, given the entry's id, place and hash. */
function resolvedEvent(row: { id: string; seq: number; hash: string }, who: Pick<Actor, 'character' | 'request' | 'caller'>, result: ActionResultView, commitment: string) {
  const { character, request, caller } = who;
  return {
    rollId: encodeId('Roll', row.id),
    characterId: encodeId('Character', character.id),
    kind: 'ACTION',
    requestId: request ? encodeId('ActionRequest', request.id) : null,
    requestedBy: encodeId('User', caller.userId),
    score: result.score,
    die: result.die,
    roll: result.roll,
    success: result.success,
    stakes: result.stakes,
    quality: result.quality,
    seq: row.seq,
    // Keep it: `verifyRollChain(knownHead:)` then catches a log cut back past it.
    chainHead: { characterId: encodeId('Character', character.id), seq: row.seq, hash: row.hash },
    commitment,
  };
}

inputMutation('resolveAction', {
  type: ResolveActionPayload,
  description:
    'Resolve a PC’s action (SMS §2; only players roll, §2.8). The GM passes `difficulty` and may resolve for any PC of the campaign; a player answers the GM’s OPEN request for their own PC (`requestId`). The server rolls with fair dice (`clientSeed` mixes in yours; docs/fairness.md); the roll is kept in the character’s log, and the request becomes RESOLVED, in one transaction.',
  input: ResolveActionInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const who = await authorizeAction(ctx, input);
    const v = validate(ResolveActionInput.schema, input);
    const prepared = prepareAction(v, who, 'resolve');
    const { character, request, caller } = who;
    // Fair dice at the character's next place (src/graphql/rolls/fair-roll.ts): the rules run on
    // each attempt's faces, and ONE statement writes the entry, the request RESOLVED (only if
    // still OPEN) and the event.
    const rolled = await writeFairRoll(ctx, { character, epoch: who.epoch, clientSeed: v.clientSeed, operation: 'resolveAction' }, ({ dice, epoch }) => {
      const resolved = accepted(resolveAction(dice.rng, prepared.input));
      const result = viewOf(resolved);
      return {
        value: result,
        entry: { kind: 'ACTION', ...actionLog(prepared.log, result), requestedBy: caller.userId, requestId: request?.id ?? null },
        resolveRequest: request !== null,
        event: { type: 'roll.resolved', payload: (row) => resolvedEvent(row, who, result, epoch.commitment) },
      };
    });
    // Of two answers racing, only one resolves the request; the other wrote nothing.
    if (!rolled) refuse(requestNotOpen('already answered or cancelled'));
    primeRolled(ctx, character, rolled);
    return { result: rolled.value, roll: rolled.row };
  },
});
