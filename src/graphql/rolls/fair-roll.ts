/**
 * What every roll shares (docs/fairness.md), in one place for every resolver that rolls:
 * - the epoch: the campaign's open one as the operation's one read found it, else opened now in
 *   one statement that answers a rival's (`epochToRoll`), or inside the roll's own write
 *   (`writeFairRoll`);
 * - the place: after the chain head kept on the character row, as read (`placeAfterHead`);
 * - the dice: fair faces derived at that place (`diceAtHeads`; a roll kept in several logs
 *   derives at its anchor's);
 * - the entry: the character, faces, fairness and time every log entry carries (`rollEntry`);
 * - the retry: a write that lost a race is done again, a bounded number of times (`retryLostRace`);
 * - the one-statement roll (`writeFairRoll`): queued per character in this process, written with
 *   its request and its event in ONE statement, and on a lost race rolled again at once at the
 *   place (and with the epoch) that same statement handed back.
 * The rules stay in src/rules and the statements in src/db: this is only the order they go in.
 */
import { countRetry, type RetriedOperation } from '../../db/retries.js';
import type { CharacterRow } from '../../db/access.js';
import { retryOnConflict } from '../../db/characters.js';
import { type EpochRow, ensureOpenEpoch, openEpoch } from '../../db/fairness.js';
import { laterPlace, type RollTurn } from '../../db/roll-queue.js';
import {
  type AtomicRollOptions,
  appendRollAtomically,
  CharacterGone,
  EpochTaken,
  nextPlace,
  PlaceTaken,
  type RollEntry,
  type RollPlace,
  type RollRow,
  readNextPlace,
  type WrittenRoll,
} from '../../db/rolls.js';
import type { Context } from '../context.js';
import { conflict, notFound } from '../errors.js';
import { primeEpoch } from './fairness.js';
import { type FairDice, fairDice, newServerSeed, type SharedFairDice, sharedFairDice } from './fairness-shared.js';

/** A character's chain as a read found it: the head (last seq and hash) is kept on its row. */
export type RollChain = Pick<CharacterRow, 'id' | 'campaignId' | 'rollSeq' | 'rollHash'>;

/** Where a character's next entry goes: after the head kept on its row, as read. */
export function placeAfterHead(chain: Pick<CharacterRow, 'rollSeq' | 'rollHash'>): RollPlace {
  return nextPlace({ seq: chain.rollSeq, hash: chain.rollHash });
}

/**
 * The epoch to roll with: the open one the operation's one read found; when it found none (a
 * campaign opens its first at creation, so this is rare), one opened now in ONE statement,
 * which answers a rival's if one opened it meanwhile.
 */
export async function epochToRoll(ctx: Pick<Context, 'db' | 'seeds' | 'clock'>, campaignId: string, read: EpochRow | null): Promise<EpochRow> {
  return read ?? (await ensureOpenEpoch(ctx.db, campaignId, newServerSeed(ctx), ctx.clock.now()));
}

/**
 * The fair dice of one roll on `sides` (in the order the roll names them) as the operation's one
 * read found them: the epoch read (or opened now), derived at the anchor's next place. One side
 * is a plain fair roll; several keep the same faces in every side's entry (docs/fairness.md
 * §Rolls in several logs).
 */
export async function diceAtHeads<T extends RollChain & { kind: string }>(
  ctx: Pick<Context, 'db' | 'seeds' | 'clock' | 'diceOverride'>,
  read: EpochRow | null,
  sides: readonly T[],
  clientSeed?: string | null,
): Promise<SharedFairDice> {
  const epoch = await epochToRoll(ctx, sides[0]!.campaignId, read);
  return sharedFairDice(ctx, epoch, sides, placeAfterHead, clientSeed);
}

/** What a resolver decides about one entry; the rest comes from the roll (`rollEntry`). */
export interface RollDecision {
  kind: string;
  /** What went in: modules and ranks, score, die, shifts … */
  inputs: unknown;
  /** What came out: success, stakes, quality … */
  outcome: unknown;
  requestedBy: string | null;
  requestId?: string | null;
}

/** The log entry of a roll made with `dice`, in `character`'s log: its faces and how they were derived. */
export function rollEntry(character: Pick<CharacterRow, 'id' | 'campaignId'>, dice: FairDice | SharedFairDice, at: Date, decided: RollDecision): RollEntry {
  return {
    ...decided,
    campaignId: character.campaignId,
    characterId: character.id,
    faces: dice.rng.faces,
    at,
    fairness: 'fairnessFor' in dice ? dice.fairnessFor(character.id) : dice.fairness(),
  };
}

/**
 * The one retry loop of the roll writers: `attempt` again while it loses a race (a
 * VersionConflict: a rival moved the chain head, the sheet or the encounter first, and nothing
 * was written), at once, until `attempts` or the deadline; then `onGiveUp`. An attempt that reads
 * again does so itself; `writeFairRoll`'s does not need to (the statement hands back the head).
 */
export function retryLostRace<T>(operation: RetriedOperation, attempt: () => Promise<T>, onGiveUp: () => Error = conflict, attempts?: number): Promise<T> {
  let tried = false;
  return retryOnConflict(
    () => {
      // Every attempt after the first follows a lost race (src/db/retries.ts).
      if (tried) countRetry(operation);
      tried = true;
      return attempt();
    },
    onGiveUp,
    attempts,
  );
}

/** What `writeFairRoll` needs of the request. */
export type RollContext = Pick<Context, 'db' | 'seeds' | 'clock' | 'diceOverride' | 'rollKeys' | 'rollQueue'>;

export interface FairRollStart {
  /** The character rolling, as the operation's one read found it: the roll goes after its head. */
  character: CharacterRow;
  /** The campaign's open epoch as that read found it; null: none, and the roll's write opens one. */
  epoch: EpochRow | null;
  /** The player's seed, mixed into the faces (docs/fairness.md). */
  clientSeed?: string | null;
  /** The operation a lost race is counted for (src/db/retries.ts): the mutation's field name. */
  operation: RetriedOperation;
}

/** The dice of one attempt, and the epoch they derive from. */
export interface RollAttempt {
  dice: FairDice;
  epoch: EpochRow;
}

/** What the rules made of one attempt's dice: the entry, what else the statement writes, the resolver's value. */
export interface FairRollDecision<T> {
  value: T;
  entry: RollDecision;
  /** Mark `entry.requestId` RESOLVED by this roll; only an OPEN request is, else nothing is written (null). */
  resolveRequest?: boolean;
  /** The outbox event announcing the roll: its payload is given the entry's id, place and hash. */
  event?: AtomicRollOptions['event'];
}

/** A roll written: the resolver's value, the entry as written and the epoch its faces derive from. */
export interface FairRoll<T> {
  value: T;
  row: RollRow;
  epoch: EpochRow;
}

/**
 * Roll once on `start.character` with fair dice and write it in ONE statement (the entry, its
 * request resolved, its event, and the epoch when the read found none: src/db/rolls.ts).
 * `decide` runs the rules on each attempt's dice. In this process the roll waits behind the
 * character's earlier ones and starts at the place they left (src/db/roll-queue.ts). A rival
 * that took the place (or opened the epoch) first leaves nothing written and is handed the new
 * head (or its epoch) by the same statement: the dice derive again there and `decide` runs
 * again, without reading again. Null, having written nothing, when the request is no longer
 * OPEN; NOT_FOUND when the character was deleted meanwhile; CONFLICT if it never lands.
 */
export async function writeFairRoll<T>(ctx: RollContext, start: FairRollStart, decide: (roll: RollAttempt) => FairRollDecision<T> | Promise<FairRollDecision<T>>): Promise<FairRoll<T> | null> {
  const { character } = start;
  // The read found no open epoch (a campaign made before fair dice): draw one here and open
  // it in the write itself, which rolls only if it is the one now open (src/db/rolls.ts).
  let opening: { id: string; seed: string; commitment: string } | null = null;
  let epoch = start.epoch as EpochRow;
  const drawEpoch = () => {
    opening = { id: crypto.randomUUID(), ...newServerSeed(ctx) };
    // Its number is the write's to give (the next after the campaign's last).
    epoch = { ...opening, campaignId: character.campaignId, number: 0, openedAt: ctx.clock.now(), revealedAt: null, revealedBy: null };
  };
  if (!start.epoch) drawEpoch();
  const at = ctx.clock.now();

  /** A lost race: where the next attempt rolls, as the losing statement handed it back. */
  const lost = async (error: unknown, place: RollPlace, turn: RollTurn | null): Promise<RollPlace> => {
    if (error instanceof PlaceTaken) {
      if (error.openedEpoch) [epoch, opening] = [error.openedEpoch, null];
      // The roll queued before this one may not have committed (or wrote nothing) when this
      // statement read the head: wait for it to settle, then go after whichever is further.
      const before = turn ? await turn.previous() : null;
      // Only a statement that failed before reading the head (a deadlock) leaves it unknown.
      return laterPlace(error.next ?? (await readNextPlace(ctx.db, character.id)), before);
    }
    if (error instanceof EpochTaken) {
      // A rival opened the epoch first; a statement whose snapshot predates it cannot return it.
      const rival = error.rival ?? (await openEpoch(ctx.db, character.campaignId));
      if (rival) [epoch, opening] = [rival, null];
      else drawEpoch();
    }
    return place;
  };

  const roll = async (turn: RollTurn | null): Promise<FairRoll<T> | null> => {
    // Where this roll goes: after the head read, or after the roll queued before it here.
    let place = laterPlace(placeAfterHead(character), turn?.next ?? null);
    const rolled = await retryLostRace(start.operation, async () => {
      // The faces depend on the roll's place in the log (fair dice, docs/fairness.md).
      const dice = fairDice(ctx, character.id, epoch, place, start.clientSeed);
      const decided = await decide({ dice, epoch });
      const entry = rollEntry(character, dice, at, decided.entry);
      const options: AtomicRollOptions = {
        resolveRequest: decided.resolveRequest ?? false,
        ...(decided.event ? { event: decided.event } : {}),
        ...(opening ? { openEpoch: opening } : {}),
        ...(turn ? { onSend: turn.sent } : {}),
      };
      let written: WrittenRoll | null;
      try {
        written = await appendRollAtomically(ctx.db, entry, place, ctx.rollKeys, options);
      } catch (error) {
        if (error instanceof CharacterGone) throw notFound('character');
        place = await lost(error, place, turn);
        throw error;
      }
      // Of two answers racing, only one resolves the request; the other wrote nothing.
      if (!written) return null;
      if (written.openedEpoch) [epoch, opening] = [written.openedEpoch, null];
      return { value: decided.value, row: written.row, epoch };
    });
    if (turn && rolled) turn.wrote(nextPlace(rolled.row));
    return rolled;
  };
  return ctx.rollQueue ? ctx.rollQueue.run(character.id, roll) : roll(null);
}

/** What the payload's fields would read again is here already: the roll's epoch, and the character at its new head. */
export function primeRolled(ctx: Context, character: CharacterRow, rolled: Pick<FairRoll<unknown>, 'row' | 'epoch'>): void {
  primeEpoch(ctx, rolled.epoch);
  ctx.loaders.characters.clear(character.id).prime(character.id, { ...character, rollSeq: rolled.row.seq, rollHash: rolled.row.hash });
}
