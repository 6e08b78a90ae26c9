/**
 * The action sequence at the table (SMS §5): encounters with their initiative order, turns,
 * actions, reactions, interventions and the one-spell limit. The rules are in
 * src/rules/sms/sequence.ts; this file authorizes, validates, and persists each step as one
 * conditional UPDATE of the encounter row (version check) in one transaction with what it
 * books on the sheets (intervention fatigue, passing fatigue cleared at the end).
 */
import { type ResolveCursorConnectionArgs, resolveCursorConnection } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import * as z from 'zod';
import { type CharacterRow, type Role, canSee } from '../db/access.js';
import { loadModules, retryOnConflict } from '../db/characters.js';
import type { Queryable, Tx } from '../db/client.js';
import {
  bookSpellInEncounter,
  type EncounterRow,
  encounterState,
  loadEncounter,
  publicId,
  type StoredDeclaration,
  saveEncounter,
  turnNumber,
} from '../db/encounters.js';
import { emitEvent } from '../db/outbox.js';
import { appendRoll } from '../db/rolls.js';
import { campaigns, characters, encounters, memberships } from '../db/schema.js';
import { readCharacterState, writeCharacterState } from '../db/state.js';
import { recordingRng } from '../rules/dice.js';
import { floorScore } from '../rules/sms/check.js';
import { addFatigue, emptyHealth, type HealthState } from '../rules/sms/health.js';
import { moduleNameKey } from '../rules/sms/races.js';
import { type DeclaredModule, scoreBreakdown } from '../rules/sms/resolution.js';
import * as sequence from '../rules/sms/sequence.js';
import type { Encounter as EncounterState, FatigueCost, Participant, ParticipantInput } from '../rules/sms/sequence.js';
import type { RuleResult } from '../rules/violation.js';
import { requireCaller, requireEditableCharacter, requireMember } from './auth.js';
import { builder } from './builder.js';
import { Campaign, loadCampaignView } from './campaign.js';
import type { Context } from './context.js';
import { CharacterKind, FatigueKind } from './enums.js';
import { forbidden, MUTATION_ERRORS, notFound, RuleViolation, ValidationError, validate } from './errors.js';
import { decodeId, encodeId, globalId } from './ids.js';
import { CharacterRef } from './refs.js';

// ----- Loading and guards ----------------------------------------------------------------------

function encounterConflict(): Error {
  return createGraphQLError('The encounter kept changing while you acted; try again.', { extensions: { code: 'CONFLICT' } });
}

/** A rules-core refusal becomes the RuleViolation union member. */
function must<T>(result: RuleResult<T>): T {
  if (!result.ok) throw RuleViolation.from(result.violations);
  return result.value;
}

/** The encounter with the caller's role in its campaign, in one query. */
async function encounterWithRole(db: Queryable, encounterId: string, userId: string): Promise<{ row: EncounterRow; role: Role | null } | null> {
  const rows = await db
    .select({ row: encounters, role: memberships.role })
    .from(encounters)
    .leftJoin(memberships, and(eq(memberships.campaignId, encounters.campaignId), eq(memberships.userId, userId)))
    .where(eq(encounters.id, encounterId))
    .limit(1);
  const found = rows[0];
  return found ? { row: found.row, role: found.role ?? null } : null;
}

/** The encounter a member of its campaign may see (and, if asked, change as GM). */
async function requireEncounter(ctx: Context, encounterGlobalId: unknown, need?: Role): Promise<{ row: EncounterRow; role: Role }> {
  const caller = requireCaller(ctx);
  const encounterId = decodeId('Encounter', encounterGlobalId);
  if (!encounterId) throw notFound('encounter');
  const found = await encounterWithRole(ctx.db, encounterId, caller.userId);
  if (!found) throw notFound('encounter');
  if (!found.role) throw forbidden('You are not a member of this campaign.');
  if (need === 'GM' && found.role !== 'GM') throw forbidden('Only the campaign’s GM may run the action sequence.');
  return { row: found.row, role: found.role };
}

/**
 * The character someone acts for: its GM, or the player who owns it (a player acts only for
 * their own PC). A character of another campaign is simply not a participant.
 */
async function requireActor(ctx: Context, row: EncounterRow, characterGlobalId: unknown): Promise<CharacterRow> {
  const { character } = await requireEditableCharacter(ctx, characterGlobalId);
  if (character.campaignId !== row.campaignId) {
    throw new RuleViolation('UNKNOWN_PARTICIPANT', `${character.name} is not in this action sequence.`, 'SMS §5: characters act in turn down the action sequence');
  }
  return character;
}

const charactersLoaders = new WeakMap<Context, DataLoader<string, CharacterRow | null>>();
/** Per-request batching of the participants' characters (one query per encounter list). */
function characterLoader(ctx: Context): DataLoader<string, CharacterRow | null> {
  let loader = charactersLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await ctx.db.select().from(characters).where(inArray(characters.id, [...ids]));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    });
    charactersLoaders.set(ctx, loader);
  }
  return loader;
}

// ----- Types -----------------------------------------------------------------------------------

export const EncounterStatus = builder.enumType('EncounterStatus', {
  values: ['ACTIVE', 'ENDED'] as const,
  description: 'ACTIVE while the GM runs the sequence; ENDED once the GM ends it.',
});

export const DeclarationKind = builder.enumType('EncounterDeclarationKind', {
  values: ['ACTION', 'REACTION', 'INTERVENTION'] as const,
  description: 'SMS §5: the action of the turn, a reaction to an action aimed at oneself, or an intervention before/with another declaration.',
});

type ParticipantView = { p: Participant; enc: EncounterState; row: EncounterRow; position: number; viewerRole: Role | null };
type DeclarationView = { d: StoredDeclaration; enc: EncounterState; row: EncounterRow; viewerRole: Role | null };

export const EncounterRef = builder.objectRef<EncounterRow & { viewerRole?: Role | null }>('Encounter');

function participantView(parent: EncounterRow & { viewerRole?: Role | null }, enc: EncounterState, p: Participant): ParticipantView {
  return { p, enc, row: parent, position: enc.participants.indexOf(p) + 1, viewerRole: parent.viewerRole ?? null };
}

const EncounterParticipant = builder.objectRef<ParticipantView>('EncounterParticipant').implement({
  description: 'One character in the action sequence, with what it has done since its last action.',
  fields: (t) => ({
    position: t.int({ description: 'Place in the initiative order, 1 first.', resolve: (v) => v.position }),
    characterId: t.id({ description: 'The character’s global id (to target it or act for it).', resolve: (v) => encodeId('Character', v.p.id) }),
    character: t.field({
      type: CharacterRef,
      nullable: true,
      description: 'The character, when you may see it (players do not see NPCs’ sheets).',
      resolve: async (v, _args, ctx) => {
        const character = await characterLoader(ctx).load(v.p.id);
        return character && canSee(character, v.viewerRole) ? character : null;
      },
    }),
    name: t.string({ nullable: true, description: 'The name the character had when the sequence started.', resolve: (v) => v.p.name }),
    kind: t.field({ type: CharacterKind, resolve: (v) => v.p.kind }),
    initiative: t.int({ description: 'Initiative: action score of the anticipation/reflex modules (SMS §5).', resolve: (v) => v.p.initiative }),
    tieBreak: t.int({ description: 'Σ rank × scope of the initiative modules: the first tie-break.', resolve: (v) => v.p.tieBreak }),
    rollOffs: t.intList({ description: 'D12 roll-offs, in order, when initiative and tie-break tied (empty otherwise).', resolve: (v) => v.p.rollOffs }),
    reactionsSinceAction: t.int({ resolve: (v) => v.p.reactionsSinceAction }),
    reactionMalus: t.int({
      description: 'SMS §5: −1 per reaction since its last action, on its next reaction, intervention or action (0 or negative).',
      resolve: (v) => sequence.reactionMalus(v.p),
    }),
    interventionRank: t.int({ description: 'Rank of its "Intervention" module: one more intervention per rank.', resolve: (v) => v.p.interventionRank }),
    interventionsLeft: t.int({
      description: 'Interventions it may still make before its next action (SMS §5: one, + rank of "Intervention").',
      resolve: (v) => Math.max(0, 1 + v.p.interventionRank - v.p.interventionsSinceAction),
    }),
    spellCast: t.boolean({ description: 'It has cast a spell since its last action (SMS §5: one spell between two actions).', resolve: (v) => v.p.spellCastSinceAction }),
    removed: t.boolean({ description: 'It left the sequence (out of action, fled): its turns are skipped.', resolve: (v) => v.p.removed }),
    current: t.boolean({ description: 'It is its turn.', resolve: (v) => !v.enc.ended && v.enc.turn === v.position - 1 }),
  }),
});

const EncounterDeclaration = builder.objectRef<DeclarationView>('EncounterDeclaration').implement({
  description: 'A declaration of the current turn: its action, and the reactions and interventions on it.',
  fields: (t) => ({
    id: t.string({ description: 'Id within the encounter (e.g. "decl-3"), to react or intervene on it.', resolve: (v) => v.d.id }),
    kind: t.field({ type: DeclarationKind, resolve: (v) => v.d.kind }),
    by: t.field({
      type: EncounterParticipant,
      resolve: (v) => participantView({ ...v.row, viewerRole: v.viewerRole }, v.enc, v.enc.participants.find((p) => p.id === v.d.by)!),
    }),
    on: t.string({ nullable: true, description: 'The declaration this one answers (reactions, interventions).', resolve: (v) => v.d.on }),
    targets: t.field({
      type: [EncounterParticipant],
      description: 'Who it is aimed at.',
      resolve: (v) =>
        v.d.targets
          .map((id) => v.enc.participants.find((p) => p.id === id))
          .filter((p): p is Participant => p !== undefined)
          .map((p) => participantView({ ...v.row, viewerRole: v.viewerRole }, v.enc, p)),
    }),
    castsSpell: t.boolean({ resolve: (v) => v.d.spell }),
    specialPower: t.boolean({ resolve: (v) => v.d.specialPower }),
    spellResolved: t.boolean({ description: 'The spell it announced has been cast (bookSpell / castSpell with this declaration).', resolve: (v) => v.d.spellResolved ?? false }),
    malus: t.int({ description: 'Reaction malus it carries (0 or negative): declare it with the action’s modules.', resolve: (v) => v.d.malus }),
  }),
});

builder.node(EncounterRef, {
  description: 'An action sequence (SMS §5): the participants in initiative order, whose turn it is, and what was declared this turn.',
  id: { resolve: (e) => e.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller) return null;
    const found = await encounterWithRole(ctx.db, id, ctx.caller.userId);
    return found?.role ? { ...found.row, viewerRole: found.role } : null;
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    status: t.field({ type: EncounterStatus, resolve: (e) => e.status }),
    version: t.exposeInt('version', { description: 'Bumped by every change.' }),
    round: t.int({ description: '1 on the first pass down the order; +1 each time the turns wrap.', resolve: (e) => encounterState(e).round }),
    turn: t.int({ description: 'Index (0-based) in `participants` of the one whose turn it is.', resolve: (e) => encounterState(e).turn }),
    turnNumber: t.int({
      description: 'Turns since the start, 1 first: pass it as `expectedTurn` to nextTurn so a double click cannot skip a turn.',
      resolve: (e) => turnNumber(encounterState(e)),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    campaign: t.field({ type: Campaign, resolve: async (e, _args, ctx) => (await loadCampaignView(ctx, e.campaignId))! }),
    currentParticipant: t.field({
      type: EncounterParticipant,
      nullable: true,
      description: 'Whose turn it is; null once the sequence has ended.',
      resolve: (e) => {
        const enc = encounterState(e);
        const p = sequence.currentParticipant(enc);
        return p && !p.removed ? participantView(e, enc, p) : null;
      },
    }),
    participants: t.field({
      type: [EncounterParticipant],
      description: 'Everyone in the sequence, in initiative order.',
      resolve: (e) => {
        const enc = encounterState(e);
        return enc.participants.map((p) => participantView(e, enc, p));
      },
    }),
    declarations: t.field({
      type: [EncounterDeclaration],
      description: 'The current turn’s declarations, in the order they were made (cleared when the turn ends).',
      resolve: (e) => {
        const enc = encounterState(e);
        return (enc.declarations as StoredDeclaration[]).map((d) => ({ d, enc, row: e, viewerRole: e.viewerRole ?? null }));
      },
    }),
  }),
});

builder.queryField('encounter', (t) =>
  t.field({
    type: EncounterRef,
    nullable: true,
    description: 'An action sequence of a campaign you are a member of.',
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => {
      const caller = requireCaller(ctx);
      const encounterId = decodeId('Encounter', id);
      if (!encounterId) return null;
      const found = await encounterWithRole(ctx.db, encounterId, caller.userId);
      if (!found) return null;
      if (!found.role) throw forbidden('You are not a member of this campaign.');
      return { ...found.row, viewerRole: found.role };
    },
  }),
);

function parseCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = cursor.split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { at, id };
}

builder.objectField(Campaign, 'encounters', (t) =>
  t.connection({
    type: EncounterRef,
    description: 'The campaign’s action sequences, newest first.',
    args: { status: t.arg({ type: EncounterStatus, required: false, description: 'Only those ACTIVE, or only those ENDED.' }) },
    resolve: (c, args, ctx) =>
      resolveCursorConnection(
        { args, toCursor: (row: EncounterRow) => `${row.createdAt.toISOString()}|${row.id}` },
        async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
          const conditions = [eq(encounters.campaignId, c.id)];
          if (args.status) conditions.push(eq(encounters.status, args.status));
          const a = after ? parseCursor(after) : null;
          const b = before ? parseCursor(before) : null;
          if ((after && !a) || (before && !b)) return [];
          // Newest first: "after" a cursor means older than it.
          if (a) conditions.push(sql`(${encounters.createdAt}, ${encounters.id}) < (${a.at}::timestamptz, ${a.id}::uuid)`);
          if (b) conditions.push(sql`(${encounters.createdAt}, ${encounters.id}) > (${b.at}::timestamptz, ${b.id}::uuid)`);
          const rows = await ctx.db
            .select()
            .from(encounters)
            .where(and(...conditions))
            .orderBy(...(inverted ? [asc(encounters.createdAt), asc(encounters.id)] : [desc(encounters.createdAt), desc(encounters.id)]))
            .limit(limit);
          return rows.map((row) => ({ ...row, viewerRole: c.viewerRole }));
        },
      ),
  }),
);

// ----- Payloads --------------------------------------------------------------------------------

type EncounterView = EncounterRow & { viewerRole?: Role | null };

const EncounterPayload = builder.objectRef<{ encounter: EncounterView }>('EncounterPayload').implement({
  description: 'The encounter after the change.',
  fields: (t) => ({ encounter: t.field({ type: EncounterRef, resolve: (p) => p.encounter }) }),
});

const InterventionCost = builder.objectRef<FatigueCost>('InterventionCost').implement({
  description: 'Fatigue an intervention costs (SMS §5): 1 passing, or 1 lasting when it casts a spell.',
  fields: (t) => ({
    kind: t.field({ type: FatigueKind, resolve: (f) => f.kind }),
    levels: t.exposeInt('levels'),
  }),
});

type DeclarationResult = { encounter: EncounterView; declarationId: string; fatigue: FatigueCost | null; character: CharacterRow | null };

const DeclarationPayload = builder.objectRef<DeclarationResult>('EncounterDeclarationPayload').implement({
  description: 'The encounter after the declaration, the declaration itself, and for an intervention its fatigue, booked on the sheet.',
  fields: (t) => ({
    encounter: t.field({ type: EncounterRef, resolve: (p) => p.encounter }),
    declaration: t.field({
      type: EncounterDeclaration,
      resolve: (p) => {
        const enc = encounterState(p.encounter);
        const d = (enc.declarations as StoredDeclaration[]).find((x) => x.id === p.declarationId)!;
        return { d, enc, row: p.encounter, viewerRole: p.encounter.viewerRole ?? null };
      },
    }),
    fatigue: t.field({ type: InterventionCost, nullable: true, description: 'The fatigue booked on the declarer’s sheet (interventions).', resolve: (p) => p.fatigue }),
    character: t.field({ type: CharacterRef, nullable: true, description: 'The declarer after its fatigue was booked (interventions).', resolve: (p) => p.character }),
  }),
});

const SpellBookingPayload = builder.objectRef<{ encounter: EncounterView; exempt: boolean }>('SpellBookingPayload').implement({
  description: 'The spell was allowed by the one-spell limit and booked against it.',
  fields: (t) => ({
    encounter: t.field({ type: EncounterRef, resolve: (p) => p.encounter }),
    exempt: t.boolean({ description: 'A special power: exempt from the limit, nothing booked (SMS §5).', resolve: (p) => p.exempt }),
  }),
});

// ----- The change pipeline ---------------------------------------------------------------------

interface Plan<T> {
  state: EncounterState;
  /** What the event says happened. */
  change: string;
  /** Writes booked with the change (sheets, roll log), in the same transaction. */
  write?: (tx: Tx, saved: EncounterRow) => Promise<T>;
}

const RULE_ENDED = 'SMS §5: the action sequence has ended';
const ENCOUNTER_RETRIES = 25;

/**
 * Read the encounter fresh, let `decide` apply the rules, then write the new state under the
 * version check with its side effects and the event, in one transaction. A lost race re-reads
 * and re-decides (so five concurrent reactions all land, each on top of the others).
 */
async function changeEncounter<T = undefined>(
  ctx: Context,
  encounterId: string,
  viewerRole: Role,
  decide: (row: EncounterRow, enc: EncounterState) => Promise<Plan<T>> | Plan<T>,
): Promise<{ encounter: EncounterView; extra: T | undefined }> {
  return retryOnConflict(
    async () => {
      const row = await loadEncounter(ctx.db, encounterId);
      if (!row) throw notFound('encounter');
      const enc = encounterState(row);
      if (enc.ended) throw new RuleViolation('SEQUENCE_ENDED', 'This action sequence has ended.', RULE_ENDED);
      const plan = await decide(row, enc);
      return ctx.db.transaction(async (tx) => {
        const saved = await saveEncounter(tx, row, plan.state);
        const extra = plan.write ? await plan.write(tx, saved) : undefined;
        await emitEvent(
          tx,
          saved.campaignId,
          'encounter.changed',
          {
            encounterId: publicId('Encounter', saved.id),
            change: plan.change,
            version: saved.version,
            status: saved.status,
            round: plan.state.round,
            turn: plan.state.turn,
          },
          ctx.clock.now(),
        );
        return { encounter: { ...saved, viewerRole }, extra };
      });
    },
    encounterConflict,
    // Each lost race means another writer landed: enough attempts for a whole table acting at once.
    ENCOUNTER_RETRIES,
  );
}

/** Health state of a character (absent = unhurt), with whatever a partial write left out filled in. */
function healthOf(character: Pick<CharacterRow, 'state'>): HealthState {
  const stored = readCharacterState<Partial<HealthState>>(character, 'health', emptyHealth);
  return { ...emptyHealth(), ...stored, fatigue: { ...emptyHealth().fatigue, ...(stored.fatigue ?? {}) } };
}

async function loadCharacterFresh(db: Queryable, id: string): Promise<CharacterRow> {
  const [row] = await db.select().from(characters).where(eq(characters.id, id)).limit(1);
  if (!row) throw notFound('character');
  return row;
}

async function bookFatigue(tx: Tx, ctx: Context, character: CharacterRow, health: HealthState, cause: string, encounterId: string): Promise<CharacterRow> {
  const updated = await writeCharacterState(tx, character, { health });
  await emitEvent(
    tx,
    character.campaignId,
    'fatigue.changed',
    { characterId: publicId('Character', character.id), fatigue: health.fatigue, cause, encounterId: publicId('Encounter', encounterId) },
    ctx.clock.now(),
  );
  return updated;
}

// ----- startEncounter --------------------------------------------------------------------------

const ParticipantStartInput = builder.inputType('EncounterParticipantInput', {
  description: 'A character entering the sequence, with either its initiative modules or its initiative.',
  fields: (t) => ({
    characterId: t.id(),
    initiativeModuleIds: t.idList({
      required: false,
      description: 'Its modules about anticipating, reflexes, intuition: initiative = their action score, tie-break = Σ rank × scope (SMS §5).',
    }),
    initiative: t.int({ required: false, description: 'The initiative, when the GM sets it directly (NPCs defined simply).' }),
    tieBreak: t.int({ required: false, description: 'With `initiative`: the Σ rank × scope tie-break (default 0).' }),
  }),
});

const StartEncounterInput = builder.inputType('StartEncounterInput', {
  fields: (t) => ({
    campaignId: t.id(),
    name: t.string(),
    participants: t.field({ type: [ParticipantStartInput] }),
  }),
});

const startSchema = z.object({
  name: z.string().trim().min(1).max(100),
  participants: z
    .array(
      z
        .object({
          characterId: globalId('Character'),
          initiativeModuleIds: z.array(globalId('Module')).max(30).nullish(),
          initiative: z.number().int().min(-100).max(100).nullish(),
          tieBreak: z.number().int().min(0).max(10_000).nullish(),
        })
        .refine((p) => (p.initiativeModuleIds == null) !== (p.initiative == null), {
          message: 'give either initiativeModuleIds or initiative',
          path: ['initiative'],
        })
        .refine((p) => p.tieBreak == null || p.initiative != null, {
          message: 'tieBreak goes with initiative; with modules it is computed',
          path: ['tieBreak'],
        }),
    )
    .min(1)
    .max(50),
});

/** The rank of the predefined module "Intervention" (SMS §5 Decision: scope 3; one more intervention per rank). */
function interventionRank(modules: readonly { name: string; polarity: string; rank: number }[]): number {
  const key = moduleNameKey('Intervention');
  return modules.filter((m) => m.polarity === 'POSITIVE' && moduleNameKey(m.name) === key).reduce((best, m) => Math.max(best, m.rank), 0);
}

builder.mutationField('startEncounter', (t) =>
  t.field({
    type: EncounterPayload,
    description:
      'GM: start an action sequence (SMS §5). Participants are ordered by initiative, then Σ rank × scope of their initiative modules, then D12 roll-offs rolled by the server (re-rolled while tied; logged in the PCs’ roll logs).',
    args: { input: t.arg({ type: StartEncounterInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { caller, campaignId } = await requireMember(ctx, input.campaignId, 'GM');
      const v = validate(startSchema, input);
      const [campaign] = await ctx.db.select({ ruleset: campaigns.ruleset }).from(campaigns).where(eq(campaigns.id, campaignId));
      if (campaign?.ruleset !== 'SMS') throw new RuleViolation('NOT_SMS', 'Action sequences belong to SMS campaigns.', 'SMS §5: the action sequence');

      const ids = [...new Set(v.participants.map((p) => p.characterId))];
      const rows = await ctx.db
        .select()
        .from(characters)
        .where(and(eq(characters.campaignId, campaignId), inArray(characters.id, ids)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const modulesById = await loadModules(ctx.db, ids);
      const issues: { path: string; message: string }[] = [];
      const inputs: ParticipantInput[] = [];
      v.participants.forEach((p, i) => {
        const character = byId.get(p.characterId);
        if (!character) {
          issues.push({ path: `participants.${i}.characterId`, message: 'not a character of this campaign' });
          return;
        }
        const own = modulesById.get(character.id) ?? [];
        let initiative = p.initiative ?? 0;
        let tieBreak = p.tieBreak ?? 0;
        if (p.initiativeModuleIds) {
          const declared: DeclaredModule[] = [];
          p.initiativeModuleIds.forEach((moduleId, j) => {
            const m = own.find((x) => x.id === moduleId);
            if (!m) issues.push({ path: `participants.${i}.initiativeModuleIds.${j}`, message: `not a module of ${character.name}` });
            else declared.push({ id: m.id, name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source });
          });
          // The initiative is an action score: "négatif ou nul … considéré égal à 1" (SMS §2).
          initiative = floorScore(scoreBreakdown({ modules: declared }).rawScore);
          tieBreak = sequence.initiativeTieBreak(declared);
        }
        inputs.push({ id: character.id, name: character.name, kind: character.kind, initiative, tieBreak, interventionRank: interventionRank(own) });
      });
      if (issues.length) throw new ValidationError(issues);

      // Roll once: a retry below (a roll-log race) must not re-roll the dice.
      const rng = recordingRng(ctx.rng);
      const state = must(sequence.startEncounter(rng, inputs));
      const encounterId = crypto.randomUUID();
      const now = ctx.clock.now();
      const saved = await retryOnConflict(
        () =>
          ctx.db.transaction(async (tx) => {
            const [row] = await tx
              .insert(encounters)
              .values({ id: encounterId, campaignId, name: v.name, status: 'ACTIVE', state: state as unknown as Record<string, unknown>, createdAt: now })
              .returning();
            for (const [index, p] of state.participants.entries()) {
              if (p.kind !== 'PC' || p.rollOffs.length === 0) continue;
              const tiedWith = state.participants.filter((o) => o.id !== p.id && o.initiative === p.initiative && o.tieBreak === p.tieBreak);
              await appendRoll(tx, {
                campaignId,
                characterId: p.id,
                kind: 'INITIATIVE',
                inputs: {
                  encounterId: publicId('Encounter', encounterId),
                  initiative: p.initiative,
                  tieBreak: p.tieBreak,
                  die: 12,
                  tiedWith: tiedWith.map((o) => publicId('Character', o.id)),
                },
                faces: p.rollOffs,
                outcome: { position: index + 1 },
                requestedBy: caller.userId,
                at: now,
              });
            }
            await emitEvent(
              tx,
              campaignId,
              'encounter.changed',
              { encounterId: publicId('Encounter', encounterId), change: 'STARTED', version: row!.version, status: 'ACTIVE', round: 1, turn: 0 },
              now,
            );
            return row!;
          }),
        encounterConflict,
      );
      return { encounter: { ...saved, viewerRole: 'GM' as const } };
    },
  }),
);

// ----- nextTurn, removeParticipant, endEncounter (GM) -------------------------------------------

const NextTurnInput = builder.inputType('NextTurnInput', {
  fields: (t) => ({
    encounterId: t.id(),
    expectedTurn: t.int({
      required: false,
      description: 'The `turnNumber` you saw. Given: the turn ends only if it is still that one (a second click gets STALE_TURN). Omitted: always advances.',
    }),
  }),
});

builder.mutationField('nextTurn', (t) =>
  t.field({
    type: EncounterPayload,
    description: 'GM: end the current turn; the next participant still in the sequence acts, and the order wraps (SMS §5).',
    args: { input: t.arg({ type: NextTurnInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { row, role } = await requireEncounter(ctx, input.encounterId, 'GM');
      const v = validate(z.object({ expectedTurn: z.number().int().min(1).nullish() }), input);
      const { encounter } = await changeEncounter(ctx, row.id, role, (_fresh, enc) => {
        if (v.expectedTurn != null && turnNumber(enc) !== v.expectedTurn) {
          throw new RuleViolation('STALE_TURN', `The turn is now ${turnNumber(enc)}, not ${v.expectedTurn}: it has already ended.`, 'SMS §5: characters act in turn down the action sequence');
        }
        return { state: must(sequence.nextTurn(enc)), change: 'TURN_ENDED' };
      });
      return { encounter };
    },
  }),
);

const RemoveParticipantInput = builder.inputType('RemoveParticipantInput', {
  fields: (t) => ({ encounterId: t.id(), characterId: t.id() }),
});

builder.mutationField('removeParticipant', (t) =>
  t.field({
    type: EncounterPayload,
    description: 'GM: a participant leaves the sequence (out of action, fled); the others keep their order. If it was its turn, the turn passes.',
    args: { input: t.arg({ type: RemoveParticipantInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { row, role } = await requireEncounter(ctx, input.encounterId, 'GM');
      const characterId = decodeId('Character', input.characterId);
      if (!characterId) throw notFound('character');
      const { encounter } = await changeEncounter(ctx, row.id, role, (_fresh, enc) => {
        let state = must(sequence.removeParticipant(enc, characterId));
        if (enc.participants[enc.turn]?.id === characterId) {
          const next = sequence.nextTurn(state);
          if (next.ok) state = next.value;
        }
        return { state, change: 'PARTICIPANT_REMOVED' };
      });
      return { encounter };
    },
  }),
);

const EndEncounterInput = builder.inputType('EndEncounterInput', { fields: (t) => ({ encounterId: t.id() }) });

builder.mutationField('endEncounter', (t) =>
  t.field({
    type: EncounterPayload,
    description: 'GM: end the action sequence. Every participant recovers its passing fatigue at once (SMS §3), in the same transaction.',
    args: { input: t.arg({ type: EndEncounterInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { row, role } = await requireEncounter(ctx, input.encounterId, 'GM');
      const { encounter } = await changeEncounter(ctx, row.id, role, async (fresh, enc) => {
        const ids = enc.participants.map((p) => p.id);
        const sheets = await ctx.db.select().from(characters).where(inArray(characters.id, ids));
        const health: Record<string, HealthState> = {};
        for (const c of sheets) {
          const h = healthOf(c);
          if (h.fatigue.PASSING > 0) health[c.id] = h;
        }
        const ended = sequence.endSequence(enc, health);
        return {
          state: ended.encounter,
          change: 'ENDED',
          write: async (tx) => {
            for (const c of sheets) {
              const h = ended.health[c.id];
              if (h) await bookFatigue(tx, ctx, c, h, 'SEQUENCE_ENDED', fresh.id);
            }
            return undefined;
          },
        };
      });
      return { encounter };
    },
  }),
);

// ----- Declarations (the GM, or a player for their own PC) --------------------------------------

const declarationFields = {
  castsSpell: z.boolean().nullish(),
  specialPower: z.boolean().nullish(),
  targetIds: z.array(globalId('Character')).max(50).nullish(),
};

function targetsOf(enc: EncounterState, targetIds: readonly string[] | null | undefined): string[] | undefined {
  if (!targetIds) return undefined;
  for (const id of targetIds) {
    if (!enc.participants.some((p) => p.id === id && !p.removed)) {
      throw new RuleViolation('UNKNOWN_TARGET', 'A target is not in this action sequence.', 'SMS §5: declarations are aimed at participants of the sequence');
    }
  }
  return [...new Set(targetIds)];
}

const DeclareActionInput = builder.inputType('DeclareActionInput', {
  fields: (t) => ({
    encounterId: t.id(),
    characterId: t.id({ description: 'The participant whose turn it is.' }),
    targetIds: t.idList({ required: false, description: 'Characters the action is aimed at: they may react to it.' }),
    castsSpell: t.boolean({ required: false, description: 'The action casts a spell (SMS §5: one spell between two of one’s actions).' }),
    specialPower: t.boolean({ required: false, description: 'The spell is a special power: exempt from the one-spell limit.' }),
  }),
});

builder.mutationField('declareAction', (t) =>
  t.field({
    type: DeclarationPayload,
    description:
      'The participant whose turn it is declares its action (SMS §5). It carries the reaction malus accumulated since its last action, which is then cleared, as are its intervention count and spell allowance. The GM, or the player for their own PC.',
    args: { input: t.arg({ type: DeclareActionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { row, role } = await requireEncounter(ctx, input.encounterId);
      const actor = await requireActor(ctx, row, input.characterId);
      const v = validate(z.object(declarationFields), input);
      let declarationId = '';
      const { encounter } = await changeEncounter(ctx, row.id, role, (_fresh, enc) => {
        const step = must(
          sequence.declareAction(enc, actor.id, { spell: v.castsSpell ?? false, specialPower: v.specialPower ?? false, targets: targetsOf(enc, v.targetIds) }),
        );
        declarationId = step.declaration.id;
        return { state: step.encounter, change: 'ACTION_DECLARED' };
      });
      return { encounter, declarationId, fatigue: null, character: null };
    },
  }),
);

const ReactInput = builder.inputType('ReactInput', {
  fields: (t) => ({
    encounterId: t.id(),
    characterId: t.id({ description: 'The participant reacting.' }),
    onDeclarationId: t.string({ description: 'The declaration aimed at it (an id from `declarations`).' }),
    targetIds: t.idList({ required: false, description: 'Default: the author of the declaration reacted to.' }),
    castsSpell: t.boolean({ required: false }),
    specialPower: t.boolean({ required: false }),
  }),
});

builder.mutationField('react', (t) =>
  t.field({
    type: DeclarationPayload,
    description:
      'React to a declaration aimed at the character (SMS §5): always allowed; carries −1 per reaction since its last action, and adds one more. The GM, or the player for their own PC.',
    args: { input: t.arg({ type: ReactInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { row, role } = await requireEncounter(ctx, input.encounterId);
      const actor = await requireActor(ctx, row, input.characterId);
      const v = validate(z.object({ ...declarationFields, onDeclarationId: z.string().min(1).max(40) }), input);
      let declarationId = '';
      const { encounter } = await changeEncounter(ctx, row.id, role, (_fresh, enc) => {
        const step = must(
          sequence.react(enc, actor.id, v.onDeclarationId, { spell: v.castsSpell ?? false, specialPower: v.specialPower ?? false, targets: targetsOf(enc, v.targetIds) }),
        );
        declarationId = step.declaration.id;
        return { state: step.encounter, change: 'REACTION_DECLARED' };
      });
      return { encounter, declarationId, fatigue: null, character: null };
    },
  }),
);

const InterveneInput = builder.inputType('InterveneInput', {
  fields: (t) => ({
    encounterId: t.id(),
    characterId: t.id({ description: 'The participant intervening.' }),
    onDeclarationId: t.string({ description: 'The declaration of the current turn it intervenes on.' }),
    castsSpell: t.boolean({ required: false, description: 'The intervention casts a spell: its effort is 1 lasting fatigue instead of passing.' }),
    specialPower: t.boolean({ required: false, description: 'The spell is a special power: passing fatigue, exempt from the one-spell limit.' }),
    targetIds: t.idList({ required: false }),
  }),
});

builder.mutationField('intervene', (t) =>
  t.field({
    type: DeclarationPayload,
    description:
      'Intervene before or with a declaration of the current turn (SMS §5): one intervention between two of one’s actions (+ rank of "Intervention"), not on oneself nor on an intervention declared after one’s own. Its effort — 1 passing fatigue, 1 lasting if it casts a spell — is booked on the sheet in the same transaction. The GM, or the player for their own PC.',
    args: { input: t.arg({ type: InterveneInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { row, role } = await requireEncounter(ctx, input.encounterId);
      const actor = await requireActor(ctx, row, input.characterId);
      const v = validate(z.object({ ...declarationFields, onDeclarationId: z.string().min(1).max(40) }), input);
      let declarationId = '';
      let fatigue: FatigueCost | null = null;
      const { encounter, extra } = await changeEncounter<CharacterRow | null>(ctx, row.id, role, async (fresh, enc) => {
        const step = must(
          sequence.intervene(enc, actor.id, v.onDeclarationId, { spell: v.castsSpell ?? false, specialPower: v.specialPower ?? false, targets: targetsOf(enc, v.targetIds) }),
        );
        declarationId = step.declaration.id;
        fatigue = step.fatigue;
        if (!step.fatigue) return { state: step.encounter, change: 'INTERVENTION_DECLARED' };
        // Read the sheet fresh: a retry must book on top of whatever landed meanwhile.
        const character = await loadCharacterFresh(ctx.db, actor.id);
        const health = must(addFatigue(healthOf(character), step.fatigue.kind, step.fatigue.levels));
        return {
          state: step.encounter,
          change: 'INTERVENTION_DECLARED',
          write: (tx) => bookFatigue(tx, ctx, character, health, 'INTERVENTION', fresh.id),
        };
      });
      return { encounter, declarationId, fatigue, character: extra ?? null };
    },
  }),
);

// ----- The one-spell limit, shared with the magic API --------------------------------------------

const BookSpellInput = builder.inputType('BookSpellInput', {
  fields: (t) => ({
    encounterId: t.id(),
    characterId: t.id({ description: 'The caster.' }),
    declarationId: t.string({
      required: false,
      description: 'The declaration (action, reaction, intervention) that announced the spell with castsSpell; omitted for a spell cast outside the declarations.',
    }),
    specialPower: t.boolean({ required: false, description: 'A special power: exempt from the limit (SMS §5).' }),
  }),
});

builder.mutationField('bookSpell', (t) =>
  t.field({
    type: SpellBookingPayload,
    description:
      'Check and book a spell against the one-spell limit of the action sequence (SMS §5: one spell between two of one’s own actions; a counter-spell counts; special powers are exempt). castSpell does the same when given an encounter. The GM, or the player for their own PC.',
    args: { input: t.arg({ type: BookSpellInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const { row, role } = await requireEncounter(ctx, input.encounterId);
      const actor = await requireActor(ctx, row, input.characterId);
      const v = validate(z.object({ declarationId: z.string().min(1).max(40).nullish(), specialPower: z.boolean().nullish() }), input);
      return retryOnConflict(
        () =>
          ctx.db.transaction(async (tx) => {
            const booked = must(
              await bookSpellInEncounter(tx, row.id, actor.id, { specialPower: v.specialPower ?? false, declarationId: v.declarationId ?? null, at: ctx.clock.now() }),
            );
            return { encounter: { ...booked.encounter, viewerRole: role }, exempt: v.specialPower ?? false };
          }),
        encounterConflict,
        ENCOUNTER_RETRIES,
      );
    },
  }),
);
