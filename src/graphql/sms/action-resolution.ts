/**
 * Answering an action (SMS §2): `resolveAction` rolls with fair dice (docs/fairness.md) for the
 * declared action, then writes the roll log entry, the request's resolution and the
 * `roll.resolved` event in ONE statement: key, one read, one write on every path (a campaign
 * without an open epoch opens it in that write; a lost race is handed the new head by it).
 */
import { retryOnConflict } from '../../db/characters.js';
import { type EpochRow, openEpoch } from '../../db/fairness.js';
import { countRetry } from '../../db/retries.js';
import { laterPlace, type RollLane } from '../../db/roll-queue.js';
import { appendRollAtomically, CharacterGone, EpochTaken, nextPlace, PlaceTaken, type RollRow, readNextPlace, type WrittenRoll } from '../../db/rolls.js';
import { resolveAction } from '../../rules/sms/resolution.js';
import { actionSchema, authorizeAction, prepareAction, ResolveActionInput } from './action-declaration.js';
import { requestNotOpen } from './action-request.js';
import { type ActionLogInputs, type ActionLogOutcome, ActionResult, type ActionResultView, viewOf } from './action-result.js';
import { builder } from '../builder.js';
import { conflict, MUTATION_ERRORS, notFound, RuleViolation, validate } from '../errors.js';
import { primeEpoch } from '../rolls/fairness.js';
import { fairDice, newServerSeed } from '../rolls/fairness-shared.js';
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
      // The read found no open epoch (a campaign made before fair dice): draw one here and open
      // it in the write itself, which rolls only if it is the one now open (src/db/rolls.ts).
      let opening: { id: string; seed: string; commitment: string } | null = null;
      let epoch = who.epoch as EpochRow;
      const drawEpoch = () => {
        opening = { id: crypto.randomUUID(), ...newServerSeed(ctx) };
        // Its number is the write's to give (the next after the campaign's last).
        epoch = { ...opening, campaignId: character.campaignId, number: 0, openedAt: ctx.clock.now(), revealedAt: null, revealedBy: null };
      };
      if (!who.epoch) drawEpoch();
      const at = ctx.clock.now();
      const attempt = async (lane: RollLane | null): Promise<{ result: ActionResultView; roll: RollRow }> => {
        // Where this roll goes: after the head read, or after the roll queued before it here.
        let place = laterPlace(who.place, lane?.next ?? null);
        // The faces depend on the roll's place in the log (fair dice, docs/fairness.md): a rival
        // roll that took the place first hands back the new head, and this rolls for the next place.
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
            let written: WrittenRoll | null;
            try {
              // One statement: the entry, the request RESOLVED only if still OPEN, the event (and the epoch, when opening one).
              written = await appendRollAtomically(ctx.db, entry, place, ctx.rollKeys, { resolveRequest: request !== null, event, ...(opening ? { openEpoch: opening } : {}) });
            } catch (error) {
              if (error instanceof CharacterGone) throw notFound('character');
              // Lost a race: the roll goes again (one more write, counted for `npm run bench`).
              if (error instanceof PlaceTaken || error instanceof EpochTaken) countRetry('resolveAction');
              if (error instanceof PlaceTaken) {
                // Only a statement that failed before reading the head (a deadlock) leaves it unknown.
                place = error.next ?? (await readNextPlace(ctx.db, character.id));
                if (error.openedEpoch) [epoch, opening] = [error.openedEpoch, null];
              } else if (error instanceof EpochTaken) {
                // A rival opened the epoch first; a statement whose snapshot predates it cannot return it.
                const rival = error.rival ?? (await openEpoch(ctx.db, character.campaignId));
                if (rival) [epoch, opening] = [rival, null];
                else drawEpoch();
              }
              throw error;
            }
            // Of two answers racing, only one resolves the request; the other wrote nothing.
            if (!written) throw requestNotOpen('already answered or cancelled');
            if (written.openedEpoch) [epoch, opening] = [written.openedEpoch, null];
            return { result, roll: written.row };
          },
          // Rival rolls on this character queue on its row; a loser rolls again at once.
          conflict,
        );
        if (lane) lane.next = nextPlace(written.roll);
        return written;
      };
      const { result, roll } = await (ctx.rollQueue ? ctx.rollQueue.run(character.id, attempt) : attempt(null));
      // What the payload's fields would read again is here already: the epoch, the character (its new head).
      primeEpoch(ctx, epoch);
      ctx.loaders.characters.clear(character.id).prime(character.id, { ...character, rollSeq: roll.seq, rollHash: roll.hash });
      return { result, roll };
    },
  }),
);
