/**
 * Answering an action (SMS §2): `resolveAction` rolls once for the declared action, then writes
 * the roll log entry, the request's resolution and the `roll.resolved` event in ONE statement.
 */
import { retryOnConflict } from '../db/characters.js';
import { appendRollAtomically, type RollRow } from '../db/rolls.js';
import { recordingRng } from '../rules/dice.js';
import { resolveAction } from '../rules/sms/resolution.js';
import { actionSchema, authorizeAction, prepareAction, ResolveActionInput } from './action-declaration.js';
import { requestNotOpen } from './action-request.js';
import { type ActionLogInputs, type ActionLogOutcome, ActionResult, type ActionResultView, viewOf } from './action-result.js';
import { builder } from './builder.js';
import { conflict, MUTATION_ERRORS, RuleViolation, validate } from './errors.js';
import { encodeId } from './ids.js';
import { Roll } from './roll.js';

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
      'Resolve a PC’s action (SMS §2; only players roll, §2.8). The GM passes `difficulty` and may resolve for any PC of the campaign; a player answers the GM’s OPEN request for their own PC (`requestId`). The server rolls; the roll is kept in the character’s log, and the request becomes RESOLVED, in one transaction.',
    args: { input: t.arg({ type: ResolveActionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const who = await authorizeAction(ctx, input);
      const v = validate(actionSchema, input);
      const prepared = prepareAction(v, who, 'resolve');
      // Roll once, before writing: a retry after a lost race for the log's next place re-appends
      // the same faces instead of rolling again.
      const dice = recordingRng(ctx.rng);
      const resolved = resolveAction(dice, prepared.input);
      if (!resolved.ok) throw RuleViolation.from(resolved.violations);
      const result = viewOf(resolved.value);
      const { character, request, caller } = who;
      const at = ctx.clock.now();
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
        faces: dice.faces,
        outcome,
        requestedBy: caller.userId,
        requestId: request?.id ?? null,
        at,
      };
      const event = {
        type: 'roll.resolved' as const,
        // `seq` is added by the statement, once it knows the entry's place.
        payload: (row: { id: string }) => ({
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
        }),
      };
      const roll = await retryOnConflict(
        async () => {
          // One statement: the entry, the request RESOLVED only if still OPEN, the event.
          const row = await appendRollAtomically(ctx.db, entry, { resolveRequest: request !== null, event });
          // Of two answers racing, only one resolves the request; the other wrote nothing.
          if (!row) throw requestNotOpen('already answered or cancelled');
          return row;
        },
        conflict,
        // Every racer but one loses each round, so allow about as many rounds as a table has players.
        12,
      );
      return { result, roll };
    },
  }),
);
