/**
 * The action sequence (SMS §5) as the API shows it: the Encounter node with its participants in
 * initiative order and the current turn's declarations, the `encounter` query and a campaign's
 * `encounters`. The steps that change it are in encounter-sequence.ts (start, turns, end) and
 * encounter-declarations.ts (actions, reactions, interventions, the one-spell limit); what they
 * share is in encounter-shared.ts. The rules are in src/rules/sms/sequence.ts.
 */
import { type ResolveCursorConnectionArgs, resolveCursorConnection } from '@pothos/plugin-relay';
import { type Role, canSee } from '../../db/access.js';
import {
  campaignEncountersPage,
  encounterCampaignWithRole,
  encounterParticipantSheets,
  type EncounterRow,
  encounterWithRole,
} from '../../db/encounters.js';
import { type DeclaredSheetModule, type StoredDeclaration, turnNumber } from '../../rules/sms/sequence.js';
import { encounterState } from './encounter-shared.js';
import * as sequence from '../../rules/sms/sequence.js';
import type { Encounter as EncounterState, Participant } from '../../rules/sms/sequence.js';
import { requireCaller } from '../auth.js';
import { builder } from '../builder.js';
import { Campaign, loadCampaignView } from '../campaign/campaign.js';
import type { EncounterView } from './encounter-shared.js';
import { CharacterKind } from '../enums.js';
import { decodeId, encodeId, encodeScopedId, splitScoped } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { asksFor } from '../lookahead.js';
import type { Context } from '../context.js';
import type { GraphQLResolveInfo } from 'graphql';

// ----- Types -----------------------------------------------------------------------------------

export const EncounterStatus = builder.enumType('EncounterStatus', {
  values: {
    ACTIVE: { description: 'The sequence runs: turns go down the order and wrap.' },
    ENDED: { description: 'The GM ended it: nothing more may be declared; passing fatigue is recovered.' },
  } as const,
  description: 'ACTIVE while the GM runs the sequence; ENDED once the GM ends it.',
});

export const DeclarationKind = builder.enumType('EncounterDeclarationKind', {
  values: {
    ACTION: { description: 'The action of the participant whose turn it is.' },
    REACTION: { description: 'Defending against an action aimed at oneself: always allowed, −1 cumulative on what follows until one’s next action.' },
    INTERVENTION: { description: 'Acting before or with another’s declaration (e.g. to assist): one between two of one’s actions, + the rank of “Intervention”; costs 1 passing fatigue.' },
  } as const,
  description: 'SMS §5: the action of the turn, a reaction to an action aimed at oneself, or an intervention before/with another declaration.',
});

type ParticipantView = { p: Participant; enc: EncounterState; row: EncounterRow; position: number; viewerRole: Role | null };
export type DeclarationView = { d: StoredDeclaration; enc: EncounterState; row: EncounterRow; viewerRole: Role | null };

export const EncounterRef = builder.objectRef<EncounterView>('Encounter');

/**
 * Whether the viewer sees what the participant's sheet gives (initiative, tie-break, roll-offs,
 * "Intervention" rank): the GM always, a player only for PCs — an NPC's sheet is the GM's
 * (docs/rules.md E11), so a player sees its name and place in the order, nothing derived from it.
 */
function sheetVisible(v: ParticipantView): boolean {
  return v.viewerRole === 'GM' || v.p.kind === 'PC';
}

function participantView(parent: EncounterView, enc: EncounterState, p: Participant): ParticipantView {
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
        const character = await ctx.loaders.characters.load(v.p.id);
        return character && canSee(character, v.viewerRole) ? character : null;
      },
    }),
    nameAtStart: t.string({ nullable: true, description: 'The name the character had when the sequence started.', resolve: (v) => v.p.name }),
    name: t.string({ nullable: true, description: 'The same as `nameAtStart`.', deprecationReason: 'Use `nameAtStart`: `name` (nullable) conflicts with `Character.name` when one document selects `participants` of an encounter and of a session or scenario through `node` or `nodes`.', resolve: (v) => v.p.name }),
    kind: t.field({ type: CharacterKind, description: 'PC or NPC: a player sees only a PC’s derived numbers.', resolve: (v) => v.p.kind }),
    initiative: t.int({
      nullable: true,
      description: 'Initiative: action score of the anticipation/reflex modules (SMS §5). Null for a player looking at an NPC.',
      resolve: (v) => (sheetVisible(v) ? v.p.initiative : null),
    }),
    tieBreak: t.int({
      nullable: true,
      description: 'Σ rank × scope of the initiative modules: the first tie-break. Null for a player looking at an NPC.',
      resolve: (v) => (sheetVisible(v) ? v.p.tieBreak : null),
    }),
    rollOffs: t.intList({
      nullable: true,
      description:
        'D12 roll-offs, in order, when initiative and tie-break tied (empty otherwise). A PC’s are against PCs only; an NPC’s also hold the dice that placed it among the PCs it tied with (docs/rules.md E11), so a PC’s never show a tie with an NPC. Null for a player looking at an NPC: a roll-off would tell that its initiative and tie-break equal another’s.',
      resolve: (v) => (sheetVisible(v) ? v.p.rollOffs : null),
    }),
    reactionsSinceAction: t.int({ description: 'Reactions it declared since its last action (cleared when it acts).', resolve: (v) => v.p.reactionsSinceAction }),
    reactionMalus: t.int({
      description: 'SMS §5: −1 per reaction since its last action, on its next reaction, intervention or action (0 or negative).',
      resolve: (v) => sequence.reactionMalus(v.p),
    }),
    interventionRank: t.int({
      nullable: true,
      description: 'Rank of its "Intervention" module: one more intervention per rank. Null for a player looking at an NPC.',
      resolve: (v) => (sheetVisible(v) ? v.p.interventionRank : null),
    }),
    interventionsLeft: t.int({
      nullable: true,
      description: 'Interventions it may still make before its next action (SMS §5: one, + rank of "Intervention"). Null for a player looking at an NPC (it would give away the rank).',
      resolve: (v) => (sheetVisible(v) ? Math.max(0, 1 + v.p.interventionRank - v.p.interventionsSinceAction) : null),
    }),
    spellCast: t.boolean({ description: 'It has cast a spell in its current window, which closes when its own turn ends (SMS §5: one spell between two actions, the action’s own included).', resolve: (v) => v.p.spellCastSinceAction }),
    removed: t.boolean({ description: 'It left the sequence (out of action, fled): its turns are skipped.', resolve: (v) => v.p.removed }),
    current: t.boolean({ description: 'It is its turn.', resolve: (v) => !v.enc.ended && v.enc.turn === v.position - 1 }),
  }),
});

const DeclaredModule = builder.objectRef<DeclaredSheetModule>('EncounterDeclarationModule').implement({
  description: 'A module of the declarer’s sheet that a declaration brings into play, named as it was when declared.',
  fields: (t) => ({
    moduleId: t.id({ description: 'The module’s global id (pass it in `moduleIds` when resolving the action).', resolve: (m) => encodeId('Module', m.id) }),
    name: t.exposeString('name', { description: 'The module’s name when it was declared.' }),
  }),
});

export const EncounterDeclaration = builder.node(builder.objectRef<DeclarationView>('EncounterDeclaration'), {
  description: 'A declaration of the current turn: its action, and the reactions and interventions on it.',
  id: { description: 'Global and opaque: pass it as `onDeclarationId` / `declarationId`.', resolve: (v) => `${v.row.id}:${v.d.id}` },
  loadOne: async (id, ctx) => {
    const [encounterId, localId] = splitScoped(id);
    if (!ctx.caller || !encounterId) return null;
    const found = await encounterWithRole(ctx.reader, encounterId, ctx.caller.userId);
    if (!found?.role) return null;
    const enc = encounterState(found.row);
    const d = (enc.declarations as StoredDeclaration[]).find((x) => x.id === localId);
    return d ? { d, enc, row: { ...found.row, viewerRole: found.role }, viewerRole: found.role } : null;
  },
  fields: (t) => ({
    declarationKind: t.field({ type: DeclarationKind, description: 'An ACTION, a REACTION or an INTERVENTION (SMS §5).', resolve: (v) => v.d.kind }),
    kind: t.field({ type: DeclarationKind, description: 'The same as `declarationKind`.', deprecationReason: 'Use `declarationKind`: `kind` conflicts with `Character.kind` when one document selects both through `node` or `nodes`.', resolve: (v) => v.d.kind }),
    by: t.field({
      type: EncounterParticipant,
      description: 'The participant who declared it.',
      resolve: (v) => participantView({ ...v.row, viewerRole: v.viewerRole }, v.enc, v.enc.participants.find((p) => p.id === v.d.by)!),
    }),
    on: t.id({ nullable: true, description: 'The declaration this one answers (reactions, interventions): its `id`.', resolve: (v) => (v.d.on ? encodeScopedId('EncounterDeclaration', v.row.id, v.d.on) : null) }),
    targets: t.field({
      type: [EncounterParticipant],
      description: 'Who it is aimed at.',
      resolve: (v) =>
        v.d.targets
          .map((id) => v.enc.participants.find((p) => p.id === id))
          .filter((p): p is Participant => p !== undefined)
          .map((p) => participantView({ ...v.row, viewerRole: v.viewerRole }, v.enc, p)),
    }),
    castsSpell: t.boolean({ description: 'It casts a spell: the declarer’s one spell between two of its actions (SMS §5).', resolve: (v) => v.d.spell }),
    countersSpell: t.boolean({ description: 'An NPC’s counter-spell against the spell it answers: that cast must overcome the die the NPC opposes (the die itself stays the GM’s).', resolve: (v) => v.d.counterDie != null }),
    specialPower: t.boolean({ description: 'The spell is a special power, exempt from the one-spell limit.', resolve: (v) => v.d.specialPower }),
    spellResolved: t.boolean({ description: 'The spell it announced has been cast (bookSpell / castSpell with this declaration).', resolve: (v) => v.d.spellResolved ?? false }),
    malus: t.int({ description: 'Reaction malus it carries (0 or negative): declare it with the action’s modules.', resolve: (v) => v.d.malus }),
    intent: t.string({ nullable: true, description: 'What the character does, in the player’s words (said at the table: everyone sees it).', resolve: (v) => v.d.intent ?? null }),
    modules: t.field({
      type: [DeclaredModule],
      description: 'The declarer’s modules it brings into play. Empty for a player looking at an NPC’s declaration: an NPC’s sheet is the GM’s (docs/rules.md E11).',
      resolve: (v) => (v.viewerRole === 'GM' || declarerKind(v) === 'PC' ? (v.d.modules ?? []) : []),
    }),
  }),
});

function declarerKind(v: DeclarationView): 'PC' | 'NPC' | undefined {
  return v.enc.participants.find((p) => p.id === v.d.by)?.kind;
}

builder.node(EncounterRef, {
  description: 'An action sequence (SMS §5): the participants in initiative order, whose turn it is, and what was declared this turn.',
  id: { resolve: (e) => e.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller) return null;
    const found = await encounterWithRole(ctx.reader, id, ctx.caller.userId);
    return found?.role ? { ...found.row, viewerRole: found.role } : null;
  },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The name the GM gave it (e.g. “Ambush at the ford”).' }),
    encounterStatus: t.field({ type: EncounterStatus, description: 'ACTIVE while the GM runs the sequence, ENDED after.', resolve: (e) => e.status }),
    status: t.field({ type: EncounterStatus, description: 'The same as `encounterStatus`.', deprecationReason: 'Use `encounterStatus`: `status` conflicts with `Character.status` when one document selects both through `node` or `nodes`.', resolve: (e) => e.status }),
    version: t.exposeInt('version', { description: 'Bumped by every change.' }),
    round: t.int({ description: '1 on the first pass down the order; +1 each time the turns wrap.', resolve: (e) => encounterState(e).round }),
    turn: t.int({ description: 'Index (0-based) in `participants` of the one whose turn it is.', resolve: (e) => encounterState(e).turn }),
    turnNumber: t.int({
      description: 'Turns since the start, 1 first: pass it as `expectedTurn` to nextTurn so a double click cannot skip a turn.',
      resolve: (e) => turnNumber(encounterState(e)),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When the GM started it.', resolve: (e) => e.createdAt }),
    campaign: t.field({ type: Campaign, description: 'The campaign it is played in.', resolve: async (e, _args, ctx) => (await loadCampaignView(ctx, e.campaignId))! }),
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
    resolve: async (_root, { id }, ctx, info) => {
      const caller = requireCaller(ctx);
      const encounterId = decodeId('Encounter', id);
      if (!encounterId) return null;
      const found = await readEncounterScreen(ctx, info, encounterId, caller.userId);
      // Another campaign's encounter reads as one that does not exist (docs/api.md §Errors).
      if (!found?.role) return null;
      return { ...found.row, viewerRole: found.role };
    },
  }),
);

const CHARACTER_FIELD: ReadonlySet<string> = new Set(['character']);
const CAMPAIGN_FIELD: ReadonlySet<string> = new Set(['campaign']);

/**
 * The encounter with the caller's role and, in the same statement, what the screen shows below
 * it: the participants' sheets and the campaign, each found from the encounter's id in SQL. They
 * are left in the request's loaders only for a member of the encounter's campaign.
 */
async function readEncounterScreen(ctx: Context, info: GraphQLResolveInfo, encounterId: string, userId: string) {
  const [found, sheets, campaign] = await Promise.all([
    encounterWithRole(ctx.reader, encounterId, userId),
    asksFor(info, CHARACTER_FIELD) ? ctx.loaders.read(encounterParticipantSheets(ctx.db, encounterId)) : [],
    asksFor(info, CAMPAIGN_FIELD) ? ctx.loaders.read(encounterCampaignWithRole(ctx.db, encounterId, userId)) : [],
  ]);
  if (!found?.role) return found;
  const loader = ctx.loaders.characters;
  for (const sheet of sheets) if (sheet.campaignId === found.row.campaignId) loader.prime(sheet.id, sheet);
  for (const c of campaign) ctx.loaders.campaignViews.prime(c.campaign.id, { ...c.campaign, viewerRole: c.role });
  return found;
}

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
          const a = after ? parseCursor(after) : null;
          const b = before ? parseCursor(before) : null;
          if ((after && !a) || (before && !b)) return [];
          // The caller's role comes with the rows: the read may go before the campaign's (src/graphql/eager.ts).
          const rows = await ctx.loaders.read(
            campaignEncountersPage(ctx.db, c.id, ctx.caller!.userId, { status: args.status, after: a, before: b, limit, inverted }),
          );
          return rows.flatMap(({ row, viewerRole }) => (viewerRole ? [{ ...row, viewerRole }] : []));
        },
      ),
  }),
);
