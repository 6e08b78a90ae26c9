/**
 * A Ylnies request in three statements (issue #11): the caller's key (context), ONE read of the
 * scene (src/db/ylnies.ts: the characters with the caller's role, their chain heads, the open
 * fairness epoch, the request answered), the rules in memory, then ONE write. The checks below
 * answer exactly what `requireEditableCharacter` and `loadOther` answered, in the same order,
 * from the rows of that one read. A write that lost a race is a VersionConflict: `withRetry`
 * reads the scene again and the dice (`diceAtHeads`) re-derive at the new place (docs/fairness.md).
 */
import { type CharacterRow, type Role, canSee } from '../../db/access.js';
import { VersionConflict } from '../../db/characters.js';
import type { EpochRow } from '../../db/fairness.js';
import type { RollRow } from '../../db/rolls.js';
import { sealForPlayers } from '../../db/roll-seal.js';
import type { CharacterState } from '../../db/schema.js';
import { type RequestRow, readYlniesScene, type RollWrite, type SceneWrite, writeYlniesScene } from '../../db/ylnies.js';
import { requestOpen, twoSides } from '../../rules/ylnies/table.js';
import { refuseUnlessEditable, requireCaller, requireRole } from '../auth.js';
import type { Caller, Context } from '../context.js';
import { notFound, accepted } from '../errors.js';
import type { SharedFairDice } from '../rolls/fairness-shared.js';
import { placeAfterHead, type RollDecision, rollEntry } from '../rolls/fair-roll.js';
import { decodeId } from '../../primitives/ids.js';
import type { StoredYlnies } from './shared.js';

export interface Scene {
  caller: Caller;
  /** The character the caller acts for (or the GM's first side). */
  character: CharacterRow;
  role: Role;
  /** The second character (a target, a defender), when one was named. */
  other: CharacterRow | null;
  epoch: EpochRow | null;
  /** The request named, if it is one of `character`'s (checked by `ylniesRequestOf`). */
  request: RequestRow | null;
  /** Whether a request id was given and decoded (an undecodable one is NOT_FOUND when asked). */
  requestId: string | null;
}

export interface SceneAsk {
  characterId: unknown;
  /** Only the GM may (combat, attack spells, requests): FORBIDDEN otherwise. */
  need?: Role;
  /** A second character of the same campaign, visible to the caller. */
  otherId?: unknown;
  /** Must be two different characters (an exchange, an opposed test). */
  distinct?: boolean;
  /** A request of the character's, by its ActionRequest or YlniesTestRequest id. */
  requestId?: unknown;
}

/** One read, then the checks `requireEditableCharacter` (+ `loadOther`) made, in their order. */
export async function loadScene(ctx: Context, ask: SceneAsk): Promise<Scene> {
  const caller = requireCaller(ctx);
  const characterId = decodeId('Character', ask.characterId);
  if (!characterId) throw notFound('character');
  const otherId = ask.otherId == null ? null : decodeId('Character', ask.otherId);
  // One request system (docs/api.md): the ActionRequest id and the older YlniesTestRequest id name the same row.
  const requestId = typeof ask.requestId === 'string' ? (decodeId('ActionRequest', ask.requestId) ?? decodeId('YlniesTestRequest', ask.requestId)) : null;
  const ids = otherId ? [characterId, otherId] : [characterId];
  const scene = await readYlniesScene(ctx.reader, caller.userId, ids, requestId);
  const found = scene.characters.get(characterId);
  if (!found) throw notFound('character');
  const { character, role } = found;
  refuseUnlessEditable(character, role, caller.userId);
  requireRole(role, ask.need);
  let other: CharacterRow | null = null;
  if (ask.otherId != null) {
    const second = otherId ? scene.characters.get(otherId) : undefined;
    if (!second || second.character.campaignId !== character.campaignId || !canSee(second.character, role)) throw notFound('character');
    other = second.character;
    if (ask.distinct) accepted(twoSides(character.id, other.id));
  }
  return { caller, character, role, other, epoch: scene.epoch, request: scene.request, requestId };
}

/** The scene's request as `openRequest` answered it: this character's Ylnies request, still OPEN. */
export function openRequestOf(scene: Pick<Scene, 'request' | 'requestId'>): RequestRow {
  const row = scene.request;
  if (!scene.requestId || !row || (row.details as { ruleset?: string }).ruleset !== 'YLNIES') throw notFound('test request');
  accepted(requestOpen(row));
  return row;
}

/** Dice of one roll, logged in each side's log; the faces derive at the anchor's place (first PC): `diceAtHeads` (src/graphql/rolls/fair-roll.ts). */
export type SceneDice = SharedFairDice;

/** What a Ylnies resolver decides about a roll's entry (the caller asked it). */
export type LoggedRoll = Omit<RollDecision, 'requestedBy'>;

/** A roll log entry for `character`: at the anchor's place for the anchor, else at its own next place. */
export function rollFor(ctx: Context, caller: Caller, character: CharacterRow, entry: LoggedRoll, dice: SceneDice): RollWrite {
  return { id: crypto.randomUUID(), place: placeAfterHead(character), entry: rollEntry(character, dice, ctx.clock.now(), { ...entry, requestedBy: caller.userId }) };
}

/** A sheet write under the character's version check. */
export function sheetFor(character: CharacterRow, sheet: StoredYlnies): SceneWrite['sheets'][number] {
  return { character, patch: { ylnies: sheet } as CharacterState };
}

/**
 * Write the scene in one statement. A rival that wrote first: VersionConflict (`withRetry`
 * re-reads); a request answered meanwhile: the REQUEST_NOT_OPEN refusal. Returns the rolls by
 * character and each written character as it now is.
 */
export async function commitScene(ctx: Context, write: Omit<SceneWrite, 'at'>, before: CharacterRow[]): Promise<{ rolls: Map<string, RollRow>; rows: Map<string, CharacterRow> }> {
  // A PC's entry of a roll with an NPC keeps the NPC's values sealed: players read that log (docs/fairness.md).
  const kinds = new Map(before.map((c) => [c.id, c.kind]));
  const rolls = await sealForPlayers(write.rolls, (id) => kinds.get(id));
  const written = await writeYlniesScene(ctx.db, { ...write, rolls, at: ctx.clock.now() }, ctx.rollKeys);
  if (!written.ok) {
    if (written.why === 'request-closed') accepted(requestOpen({ status: 'RESOLVED' }));
    throw new VersionConflict();
  }
  const rows = new Map<string, CharacterRow>();
  for (const c of before) {
    const sheet = write.sheets.find((s) => s.character.id === c.id);
    const roll = written.rolls.get(c.id);
    rows.set(c.id, {
      ...c,
      ...(sheet ? { state: { ...c.state, ...sheet.patch }, version: c.version + 1 } : {}),
      ...(roll ? { rollSeq: roll.seq, rollHash: roll.hash } : {}),
    });
  }
  return { rolls: written.rolls, rows };
}

/**
 * One character's new sheet, in one statement with what goes with it (its events, its roll, a
 * ledger line): `commitScene` for a scene of one. Returns the character as it now is.
 */
export async function commitSheet(ctx: Context, character: CharacterRow, sheet: StoredYlnies, along: Partial<Pick<SceneWrite, 'rolls' | 'events' | 'experience'>>): Promise<CharacterRow> {
  const { rows } = await commitScene(ctx, { campaignId: character.campaignId, sheets: [sheetFor(character, sheet)], rolls: [], events: [], ...along }, [character]);
  return rows.get(character.id)!;
}
