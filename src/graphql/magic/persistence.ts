/**
 * A magical action (cast, special power, counter-spell, dispel, ritual, rest) in two statements
 * after the caller's key (issue #11): ONE read of the scene (src/db/magic.ts: the characters it
 * touches, their sheets, the campaign, the spell, the encounter, the epoch, the caster's roll
 * chain head), the rules in memory on pending changes (costs, health, `state.magic`, the
 * one-spell limit booked in the encounter, magic modules added and expired, events), then ONE
 * guarded write of all of it. A rival that wrote first makes the write answer "not written": the
 * action reads again and decides again (`magicAction`).
 * Decisions: docs/rules.md §6 "API".
 */
import * as z from 'zod/mini';
import { type CharacterRow, type Role, canEdit } from '../../db/access.js';
import { type ModuleRow, VersionConflict } from '../../db/characters.js';
import { type CampaignRow, type MagicScene, type MagicSceneQuery, type MagicWrite, campaignWithRole, readMagicScene, writeMagicAction } from '../../db/magic.js';
import { publicId } from '../../db/encounters.js';
import type { EventType } from '../../db/outbox.js';
import { type RollRow, sealedRoll } from '../../db/rolls.js';
import { noSuchEncounter } from '../../rules/sms/sequence-guards.js';
import { bookSpell, type Encounter as EncounterState, type StoredDeclaration } from '../../rules/sms/sequence.js';
import { type MagicVariant, magicRanksFromModules } from '../../rules/magic/catalogue.js';
import { checkGmNumbers, checkMagicRoller, declaredModules as declaredOnSheet, magicOfCampaign } from '../../rules/magic/declaration.js';
import { OWN_MAGIC, bookMeansInSequence } from '../../rules/magic/limit.js';
import type { MagicCost } from '../../rules/magic/score.js';
import { type HealthState, addFatigue, healthModules } from '../../rules/sms/health.js';
import { modulesInPlay, type Module as RulesModule } from '../../rules/sms/module.js';
import { refuseUnlessEditable, requireCaller, requireRole } from '../auth.js';
import type { Caller, Context } from '../context.js';
import { forbidden, notFound, accepted, refuse, validate } from '../errors.js';
import type { FairDice } from '../rolls/fairness-shared.js';
import { diceAtHeads, type RollDecision, retryLostRace, rollEntry } from '../rolls/fair-roll.js';
import { type ScopedId, UUID, decodeId, encodeId, localIdOn } from '../../primitives/ids.js';
import { type RollView, rollView } from './check.js';
import { type MagicState, pruneExpired, readHealth, readMagic } from './state.js';

// =============================================================================================
// Who takes part
// =============================================================================================

/** An encounter's id: its global id (whatever the encounter type is named) or a raw uuid. */
export const encounterIdSchema = z.pipe(z.string(), z.transform((value, ctx) => {
  if (UUID.test(value)) return value;
  try {
    const raw = atob(value);
    const id = raw.slice(raw.indexOf(':') + 1);
    if (UUID.test(id)) return id;
  } catch {
    // not base64: fall through
  }
  ctx.issues.push({ code: 'custom', message: 'not an encounter id', input: value });
  return z.NEVER;
}));

/**
 * The magic variant of a campaign already read (a scene's, `scene.campaign`), kept in the
 * request's loader for the payload's fields; refuses non-SMS campaigns.
 */
export function campaignVariantOf(ctx: Context, campaign: CampaignRow): { variant: MagicVariant; maxModuleRank: number } {
  ctx.loaders.campaigns.prime(campaign.id, campaign);
  return { variant: accepted(magicOfCampaign(campaign)), maxModuleRank: campaign.settings.maxModuleRank ?? 5 };
}

/**
 * The caller's role in a campaign given by global id, with the campaign, in ONE statement; the
 * same refusals as `requireMember` (non-members, and non-GMs when the GM is needed).
 */
export async function requireMemberOf(ctx: Context, campaignGlobalId: unknown, need?: Role): Promise<{ caller: Caller; campaignId: string; role: Role; campaign: CampaignRow }> {
  const caller = requireCaller(ctx);
  const campaignId = decodeId('Campaign', campaignGlobalId);
  if (!campaignId) throw notFound('campaign');
  const found = await campaignWithRole(ctx.reader, campaignId, caller.userId);
  const role = requireRole(found?.role, need);
  return { caller, campaignId, role, campaign: found!.campaign };
}

/** The scene of a magical action, read in ONE statement, for a caller who may act for the character. */
export type Stage = Awaited<ReturnType<typeof readStage>>;

/**
 * The one read, and who may act: the character's owner or its campaign's GM (the same answers
 * as `requireEditableCharacter`).
 */
export async function readStage(ctx: Context, characterGlobalId: unknown, q: Omit<MagicSceneQuery, 'userId' | 'characterId'> = {}) {
  const caller = requireCaller(ctx);
  const characterId = decodeId('Character', characterGlobalId);
  if (!characterId) throw notFound('character');
  const scene = await readMagicScene(ctx.reader, { ...q, userId: caller.userId, characterId });
  if (!scene) throw notFound('character');
  const { character, role } = scene;
  refuseUnlessEditable(character, role, caller.userId);
  return { caller, character, role, scene };
}

/**
 * The stage of a rolled action (a cast, a counter-spell, a dispel, a ritual): the one read, with
 * the actor's sheet, and who may act (readStage), then the input validated, then only players
 * roll (SMS §2.8; a preview, which rolls nothing, may be of an NPC's spell: `npcMay`). With the
 * instant the action is decided at and its pending writes, which writeRolled writes.
 */
export async function rolledStage<S extends z.ZodMiniType>(
  ctx: Context,
  input: { characterId: unknown },
  schema: S,
  q: Omit<MagicSceneQuery, 'userId' | 'characterId'>,
  opts: { npcMay?: boolean } = {},
) {
  const stage = await readStage(ctx, input.characterId, { ...q, sheetIds: [...rawIds([input.characterId]), ...(q.sheetIds ?? [])] });
  const v: z.output<S> = validate(schema, input);
  if (!opts.npcMay) accepted(checkMagicRoller(stage.character));
  return { ...stage, v, now: ctx.clock.now(), w: pendingWrites(stage.scene) };
}

/** The characters an action involves, from the scene; one outside the campaign is not found. */
export function involved(scene: MagicScene, ids: readonly string[]): Map<string, CharacterRow> {
  const byId = new Map<string, CharacterRow>();
  for (const id of [...new Set(ids)].sort()) {
    const row = scene.characters.get(id);
    if (!row) throw notFound('character');
    byId.set(id, row);
  }
  return byId;
}

/** Raw ids of global ids given in an input, leniently (for the read; validation comes after auth). */
export function rawIds(values: readonly unknown[] | null | undefined): string[] {
  return (values ?? []).map((v) => decodeId('Character', v)).filter((id): id is string => id !== null);
}

/** A raw encounter id from an input, leniently (for the read). */
export function rawEncounterId(value: unknown): string | null {
  const parsed = encounterIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A player may involve only characters they own; the GM, any of the campaign's. */
export function requireMayInvolve(caller: Caller, role: 'GM' | 'PLAYER', row: CharacterRow): void {
  if (!canEdit(row, role, caller.userId)) throw forbidden('Only the GM may involve characters you do not own (they would pay the cost).');
}

/** SMS §2.8: the GM sets difficulties; a player giving any of these numbers is refused. */
export function requireGmForNumbers(role: 'GM' | 'PLAYER', numbersGiven: boolean, message: string): void {
  accepted(checkGmNumbers(role, numbersGiven, message));
}

/** The modules a player declared, found on the character; an unknown id is refused. */
export function declaredModules(rows: readonly ModuleRow[], ids: readonly string[], who: string): ModuleRow[] {
  return accepted(declaredOnSheet(rows, ids, who));
}

function toRulesModule(m: Pick<ModuleRow, 'name' | 'scope' | 'polarity' | 'rank' | 'source'>): RulesModule {
  return { name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source };
}

/**
 * The caster as the rules see it: predefined magic ranks from the whole sheet, the declared
 * related modules, and (Decision) every wound and fatigue level, which "counts in every action
 * it concerns" (SMS §3): the seed's own reason for magic fatigue is that it lowers the score.
 */
export function casterModules(variant: MagicVariant, sheet: readonly ModuleRow[], declared: readonly ModuleRow[], health: HealthState) {
  // A predefined magic module tied to a lost object (the fetishist's grigri) gives no rank (seed 000, « Modules amovibles »).
  const ranks = magicRanksFromModules(variant, modulesInPlay(sheet).map(toRulesModule));
  const healthMods: RulesModule[] = healthModules(health).map((m) => ({ name: m.name, scope: m.scope, polarity: 'NEGATIVE', rank: m.rank, source: m.source === 'FATIGUE' ? 'FATIGUE' : 'WOUND' }));
  return { ranks, modules: [...declared.map(toRulesModule), ...healthMods] };
}

/** The actor as the rules see it (casterModules), from its sheet in the scene and the related modules it declared on it. */
export function actorModules(scene: MagicScene, variant: MagicVariant, actor: PendingCharacter, moduleIds: readonly string[] | null | undefined) {
  const sheet = scene.sheets.get(actor.row.id) ?? [];
  return casterModules(variant, sheet, declaredModules(sheet, moduleIds ?? [], actor.row.name), actor.health);
}

/** Those who help (casting together, a ritual's participants): the modules each brings into play (+1 each), and its ranks. */
export function helpersOf(scene: MagicScene, variant: MagicVariant, helpers: readonly { characterId: string; moduleIds?: readonly string[] | null }[], pend: ReadonlyMap<string, PendingCharacter>) {
  return helpers.map(({ characterId, moduleIds }) => {
    const { row, health } = pend.get(characterId)!;
    const sheet = scene.sheets.get(characterId) ?? [];
    return { id: characterId, name: row.name, modulesInPlay: declaredModules(sheet, moduleIds ?? [], row.name).length, ranks: casterModules(variant, sheet, [], health).ranks };
  });
}

// =============================================================================================
// The one-spell limit
// =============================================================================================

/**
 * The one-spell limit in an encounter (SMS §5; seed 003 "Limitations propres à l'usage des
 * sorts"), booked on the action's pending writes. One's own magic goes through the rules core's
 * `bookSpell` (the participant's flag, or the declaration that announced the spell with
 * `castsSpell`) on the encounter as read, its version bumped once per booking that changed it
 * (each with its `encounter.changed` event, SPELL_BOOKED), and written with the action, under the
 * version check. ALMERA means other than one's own magic (an enchanted item) keep their count
 * per action window in the caster's `state.magic.limit`, booked on its pending changes. Returns
 * the declaration that announced the spell, if one was named.
 */
export function bookEncounterSpell(
  w: PendingWrites,
  p: PendingCharacter,
  opts: {
    encounterId: string;
    variant: MagicVariant;
    specialPower?: boolean;
    means?: string | null;
    /** The declaration that announced the spell (castsSpell), as the input names it. */
    declaration?: ScopedId | null;
  },
): { declaration: StoredDeclaration | null } {
  const characterId = p.row.id;
  const declarationId = opts.declaration ? localIdOn(opts.declaration, opts.encounterId) : null;
  const means = opts.variant === 'ALMERA' ? (opts.means ?? OWN_MAGIC) : OWN_MAGIC;
  const read = w.scene.encounter && w.scene.encounter.id === opts.encounterId ? w.scene.encounter : null;
  if (read && !w.encounter) w.encounter = { row: read, state: read.state as unknown as EncounterState, bookings: 0 };
  const enc = read ? w.encounter : null;
  let declaration: StoredDeclaration | null = null;
  if (means === OWN_MAGIC) {
    if (!enc) refuse(noSuchEncounter());
    const before = declarationId ? enc.state : null;
    const booked = accepted(bookSpell(enc.state, characterId, { specialPower: opts.specialPower ?? false, declarationId }));
    if (booked) {
      enc.state = booked;
      enc.bookings += 1;
      w.events.push({
        type: 'encounter.changed',
        payload: {
          encounterId: publicId('Encounter', enc.row.id),
          change: 'SPELL_BOOKED',
          characterId: publicId('Character', characterId),
          version: enc.row.version + enc.bookings,
          status: booked.ended ? 'ENDED' : 'ACTIVE',
          round: booked.round,
          turn: booked.turn,
        },
      });
    }
    if (before) declaration = (before.declarations as StoredDeclaration[]).find((d) => d.id === declarationId) ?? null;
  } else if (!opts.specialPower) {
    if (!enc) throw notFound('encounter');
    const limit = accepted(bookMeansInSequence(enc.state, { encounterId: opts.encounterId, characterId, means, record: p.magic.limit }));
    p.magic = { ...p.magic, limit };
    p.magicChanged = true;
  }
  return { declaration };
}

// =============================================================================================
// Pending changes, written once
// =============================================================================================

/** A character's pending changes inside one magical action, written once at the end. */
export interface PendingCharacter {
  row: CharacterRow;
  health: HealthState;
  magic: MagicState;
  healthChanged: boolean;
  magicChanged: boolean;
}

export function pending(row: CharacterRow, now: Date): PendingCharacter {
  const before = readMagic(row);
  const { magic } = pruneExpired(before, now);
  const changed = (before.effects?.length ?? 0) !== (magic.effects?.length ?? 0) || (before.maintained?.length ?? 0) !== (magic.maintained?.length ?? 0);
  return { row, health: readHealth(row), magic, healthChanged: false, magicChanged: changed };
}

/** The characters an action touches (involved), each as pending changes. */
export function pendingOf(scene: MagicScene, ids: readonly string[], now: Date): Map<string, PendingCharacter> {
  return new Map([...involved(scene, ids)].map(([id, row]) => [id, pending(row, now)]));
}

/** What an action writes besides the characters' state: modules, the encounter, events. */
export interface PendingWrites {
  scene: MagicScene;
  addModules: MagicWrite['addModules'][number][];
  dropModules: string[];
  encounter: { row: NonNullable<MagicScene['encounter']>; state: EncounterState; bookings: number } | null;
  events: { type: EventType; payload: Record<string, unknown> }[];
}

export function pendingWrites(scene: MagicScene): PendingWrites {
  return { scene, addModules: [], dropModules: [], encounter: null, events: [] };
}

/**
 * The fair dice of the action's roll (docs/fairness.md): the faces derive from the committed seed
 * and the log's next place — the open epoch (opened now if the read found none) and the caster's
 * next place, as read.
 */
export function sceneDice(ctx: Context, scene: MagicScene, clientSeed?: string | null): Promise<FairDice> {
  return diceAtHeads(ctx, scene.epoch, [scene.character], clientSeed);
}

/**
 * The end of a rolled action: its entry in the actor's roll log, sealed at the dice's place and
 * asked for by the caller (its id known before the write), the `spell.cast` event that names it
 * (the actor, the facts of `cast`, the roll) and those that follow it (`after`), then the ONE
 * write (writeAction). The characters as written, and the roll as a payload shows it.
 */
export async function writeRolled(
  ctx: Context,
  stage: Pick<Stage, 'caller' | 'character'> & { now: Date; w: PendingWrites },
  all: Iterable<PendingCharacter>,
  roll: Omit<RollDecision, 'requestedBy'> & { dice: FairDice; cast: Record<string, unknown>; after?: () => void },
): Promise<{ written: Map<string, CharacterRow>; roll: RollView }> {
  const { dice, cast, after, ...decided } = roll;
  const { caller, character, now, w } = stage;
  const sealed = await sealedRoll(rollEntry(character, dice, now, { ...decided, requestedBy: caller.userId }), dice.place, ctx.rollKeys);
  w.events.push({ type: 'spell.cast', payload: { characterId: encodeId('Character', character.id), ...cast, rollId: sealed.id } });
  after?.();
  const written = await writeAction(ctx, w, all, now, sealed);
  return { written, roll: rollView(sealed, dice.rng.faces) };
}

/**
 * Write everything the action decided in ONE statement (src/db/magic.ts): each changed
 * character's state, the magic modules whose effect expired (and any other dropped), the
 * modules added, the encounter's bookings, the roll and the events — only if every character
 * the decision read is still at the version read (and the caster's chain head where it was).
 * Throws VersionConflict otherwise, having written nothing. Returns the characters as written.
 */
export async function writeAction(
  ctx: Context,
  w: PendingWrites,
  all: Iterable<PendingCharacter>,
  now: Date,
  roll: RollRow | null,
): Promise<Map<string, CharacterRow>> {
  const list = [...all];
  const expired: string[] = [];
  for (const p of list) expired.push(...pruneExpired(readMagic(p.row), now).expiredModuleIds);
  const states: { id: string; patch: Record<string, unknown> }[] = [];
  const out = new Map<string, CharacterRow>();
  for (const p of list) {
    let row = p.row;
    if (p.healthChanged || p.magicChanged) {
      const patch: Record<string, unknown> = {};
      if (p.healthChanged) patch.health = p.health;
      if (p.magicChanged) patch.magic = p.magic;
      states.push({ id: p.row.id, patch });
      // What the write makes of the row: the keys replaced, the version bumped.
      row = { ...row, state: { ...row.state, ...JSON.parse(JSON.stringify(patch)) }, version: row.version + 1 };
    }
    if (roll && roll.characterId === row.id) row = { ...row, rollSeq: roll.seq, rollHash: roll.hash };
    out.set(p.row.id, row);
  }
  const enc = w.encounter && w.encounter.bookings > 0 ? w.encounter : null;
  const written = await writeMagicAction(ctx.db, {
    campaignId: w.scene.character.campaignId,
    at: now,
    guards: list.map((p) => ({ id: p.row.id, version: p.row.version })),
    states,
    addModules: w.addModules,
    dropModules: [...expired, ...w.dropModules],
    encounter: enc
      ? { id: enc.row.id, version: enc.row.version, newVersion: enc.row.version + enc.bookings, state: enc.state as unknown as Record<string, unknown>, status: enc.state.ended ? 'ENDED' : 'ACTIVE' }
      : null,
    roll,
    // The cast's event carries the chain head its roll made, so receivers can keep it and
    // detect a truncated log later (docs/fairness.md, docs/webhooks.md).
    events: roll
      ? w.events.map((e) => (e.type === 'spell.cast' ? { ...e, payload: { ...e.payload, chainHead: { characterId: encodeId('Character', roll.characterId), seq: roll.seq, hash: roll.hash } } } : e))
      : w.events,
  });
  if (!written) throw new VersionConflict();
  primeWritten(ctx, w.scene, out.values());
  return out;
}

/**
 * The characters as the write left them, kept in the request's loaders with the caller's role in
 * their campaign — the scene's: the one read found every character of the action in the actor's
 * campaign, with the caller's membership. A payload's field that asks for one of them (a ritual's
 * `costs { character }`, …) answers from these rows, and decides what the caller may see as the
 * visibility read would have (`canSee` on the row and the role), with no statement after the
 * write. Only rows this request read and wrote: what a loader held of them before is replaced.
 */
function primeWritten(ctx: Context, scene: Pick<MagicScene, 'character' | 'role'>, rows: Iterable<CharacterRow>): void {
  const { role } = scene;
  ctx.loaders.roles.clear(scene.character.campaignId).prime(scene.character.campaignId, role);
  for (const row of rows) {
    ctx.loaders.characters.clear(row.id).prime(row.id, row);
    ctx.loaders.charactersWithRole.clear(row.id).prime(row.id, { character: row, role });
  }
}

/** Run a magical action (read, decide, write) again on fresh reads while it loses races (counted for `operation`, the mutation). */
export function magicAction<T>(operation: string, attempt: () => Promise<T>): Promise<T> {
  return retryLostRace(operation, attempt);
}

/** Book a cost on a pending character (ALMERA exhaustion; LOREVAL fatigue through health). */
export function bookCost(p: PendingCharacter, cost: MagicCost): void {
  if (cost.exhaustionDelta) {
    p.magic = { ...p.magic, exhaustion: Math.max(0, p.magic.exhaustion + cost.exhaustionDelta) };
    p.magicChanged = true;
  }
  if (cost.lastingFatigueDelta) {
    p.health = withFatigue(p.health, 'LASTING', cost.lastingFatigueDelta);
    p.healthChanged = true;
  }
  if (cost.passingFatigueDelta) {
    p.health = withFatigue(p.health, 'PASSING', cost.passingFatigueDelta);
    p.healthChanged = true;
  }
}

/** Fatigue added through the health rules; a level they refuse leaves health as it was. */
function withFatigue(h: HealthState, kind: 'PASSING' | 'LASTING', n: number): HealthState {
  const r = addFatigue(h, kind, n);
  return r.ok ? r.value : h;
}
