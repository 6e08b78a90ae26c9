/**
 * Answering an action (SMS §2): `resolveAction` rolls with fair dice (docs/fairness.md) for the
 * declared action, then writes the roll log entry, the request's resolution and the
 * `roll.resolved` event in ONE statement.
 */
import { retryOnConflict, VersionConflict } from '../../db/characters.js';
import { appendRollAtomically, type RollRow, readNextPlace } from '../../db/rolls.js';
import { resolveAction } from '../../rules/sms/resolution.js';
import { actionSchema, authorizeAction, prepareAction, ResolveActionInput } from './action-declaration.js';
import { requestNotOpen } from './action-request.js';
import { type ActionLogInputs, type ActionLogOutcome, ActionResult, type ActionResultView, viewOf } from './action-result.js';
import { builder } from '../builder.js';
import { conflict, MUTATION_ERRORS, RuleViolation, validate } from '../errors.js';
import { fairDice } from '../rolls/fairness-shared.js';
import { epochFromRead } from './action-shared.js';
import { encodeId } from '../../ids.js';
import { Roll } from '../rolls/roll.js';

const ResolveActionPayload = builder.objectRef<{ result: ActionResultView; roll: RollRow }>('ResolveActionPayload').implement({
  description: 'The action’s outcome and the roll log entry that keeps it.',
  fields: (t) => ({
    result: t.field({ type: ActionResult, resolve: (p) => p.result }),
    roll: t.field({ type: Roll, resolve: (p) => p.roll }),
  }),
});

builder.mutationField('resolveAction', (t) =>
  t.field({
    type: ResolveActionPayload,
    description:
      'Resolve a PC’s action (SMS §2; only players roll, §2.8). The GM passes `difficulty` and may resolve for any PC of the campaign; a player answers the GM’s OPEN request for their own PC (`requestId`). The server rolls with fair dice (`clientSeed` mixes in yours; docs/fairness.md); the roll is kept in the character’s log, and the request becomes RESOLVED, in one transaction.',
    args: { input: t.arg({ type: ResolveActionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const who = await authorizeAction(ctx, input);
      const v = validate(actionSchema, input);
      const prepared = prepareAction(v, who, 'resolve');
      const { character, request, caller } = who;
      const epoch = await epochFromRead(ctx, character.campaignId, who.epoch);
      let place = who.place;
      const at = ctx.clock.now();
      // The faces depend on the roll's place in the log (fair dice, docs/fairness.md): a rival
      // roll that took the place first means reading the new place and rolling for it.
      const written = await retryOnConflict(
        async () => {
          const dice = fairDice(ctx, character.id, epoch, place, v.clientSeed);
          const resolved = resolveAction(dice.rng, prepared.input);
          if (!resolved.ok) throw RuleViolation.from(resolved.violations);
          const result = viewOf(resolved.value);
          const inputs: ActionLogInputs = { ...prepared.log, gmDie: result.gmDie, die: result.die, score: result.score, breakdown: result.breakdown };
          const outcome: ActionLogOutcome = {
            automatic: result.automatic,
            impossible: result.impossible,
            roll: result.roll,
            success: result.success,
            stakes: result.stakes,
            quality: result.quality,
            probability: result.probability,
          };
          const entry = {
            campaignId: character.campaignId,
            characterId: character.id,
            kind: 'ACTION',
            inputs,
            faces: dice.rng.faces,
            outcome,
            requestedBy: caller.userId,
            requestId: request?.id ?? null,
            at,
            fairness: dice.fairness(),
          };
          const event = {
            type: 'roll.resolved' as const,
            payload: (row: { id: string; seq: number; hash: string }) => ({
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
              commitment: epoch.commitment,
            }),
          };
          let row: RollRow | null;
          try {
            // One statement: the entry, the request RESOLVED only if still OPEN, the event.
            row = await appendRollAtomically(ctx.db, entry, place, ctx.rollKeys, { resolveRequest: request !== null, event });
          } catch (error) {
            if (error instanceof VersionConflict) place = await readNextPlace(ctx.db, character.id);
            throw error;
          }
          // Of two answers racing, only one resolves the request; the other wrote nothing.
          if (!row) throw requestNotOpen('already answered or cancelled');
          return { result, roll: row };
        },
        // Rival rolls on this character queue on its row; a loser re-reads and re-rolls at once.
        conflict,
      );
      const { result, roll } = written;
      return { result, roll };
    },
  }),
);
