import { type Rng, rollDie } from '../dice.js';
import { type RuleResult, type Violation, fail, ok, violation } from '../violation.js';
import { type FatigueKind, type HealthState, endSequence as endSequenceHealth } from './health.js';
import { countsInPlay } from './module.js';
import type { DeclaredModule } from './resolution.js';

/**
 * The action sequence (SMS §5): initiative order, turns, reactions, interventions and the
 * one-spell limit. Plain JSON state; every function returns a new state or a violation.
 */

export interface ParticipantInput {
  id: string;
  name?: string;
  kind: 'PC' | 'NPC';
  /** Initiative action score (anticipation, reflexes, intuition modules). */
  initiative: number;
  /** Σ rank × scope of the initiative modules (the XP invested), the first tie-break. */
  tieBreak?: number;
  /** Rank of the predefined module "Intervention" (scope 3): one more intervention per rank. */
  interventionRank?: number;
}

export interface Participant {
  id: string;
  name: string | null;
  kind: 'PC' | 'NPC';
  initiative: number;
  tieBreak: number;
  /** D12 roll-offs, in order, when the first two criteria tie (empty otherwise). */
  rollOffs: number[];
  interventionRank: number;
  /** Reactions since this participant's last action: −1 each to what follows (SMS §5). */
  reactionsSinceAction: number;
  interventionsSinceAction: number;
  /**
   * A spell was cast in the current window: since this participant's last turn ended (its
   * action's own spell included, until its turn ends; SMS §5, Decision S1).
   */
  spellCastSinceAction: boolean;
  /** Left the sequence (out of action, fled): skipped by the turn order. */
  removed: boolean;
}

export type DeclarationKind = 'ACTION' | 'REACTION' | 'INTERVENTION';

export interface Declaration {
  id: string;
  by: string;
  kind: DeclarationKind;
  /** The declaration this one answers (interventions and reactions). */
  on: string | null;
  /** Who the declaration is aimed at, when known (reactions must be aimed at). */
  targets: string[];
  spell: boolean;
  specialPower: boolean;
  /** Reaction malus carried by this declaration (a negative number or 0). */
  malus: number;
  /** What the character does, in the player's words (absent on declarations made before it existed). */
  intent?: string | null;
  /** The declarer's own modules it brings, named as they were when declared (absent = none). */
  modules?: DeclaredSheetModule[];
  /**
   * An NPC's counter-spell against the spell declared in `on`: the die the NPC opposes to it
   * (its base die, or the GM's), which the spell's cast must overcome (docs/rules.md §6
   * decision 58). Never shown to players.
   */
  counterDie?: number;
}

/** A module of the declarer's sheet brought into a declaration: its id and its name at the time. */
export interface DeclaredSheetModule {
  id: string;
  name: string;
}

export interface Encounter {
  /** Participants in initiative order. */
  participants: Participant[];
  /** Index of the participant whose turn it is. */
  turn: number;
  /** 1 on the first pass down the list; +1 each time the turns wrap. */
  round: number;
  /** The current turn's action and everything declared on it. Cleared when the turn ends. */
  declarations: Declaration[];
  nextDeclarationNumber: number;
  ended: boolean;
}

export interface FatigueCost {
  kind: FatigueKind;
  levels: number;
}

/** What a declaration returns: the new state, the declaration, and the fatigue it costs. */
export interface SequenceStep {
  encounter: Encounter;
  declaration: Declaration;
  /** Fatigue the API books on the declarer's health (interventions), or null. */
  fatigue: FatigueCost | null;
}

const RULE_ORDER = 'SMS §5: initiative descending, then Σ(rank × scope), then D12 roll-offs';
const RULE_TURN = 'SMS §5: characters act in turn down the action sequence';
const RULE_INTERVENTION_COUNT = 'SMS §5: one intervention between two of one\'s own actions (+ rank of "Intervention")';
const RULE_INTERVENE_SELF = 'SMS §5: one cannot intervene on oneself';
const RULE_INTERVENE_LATER = 'SMS §5: one cannot intervene on an intervention declared after one\'s own';
const RULE_REACTION = 'SMS §5: a reaction answers an action aimed at oneself';
const RULE_SPELL = 'SMS §5: one spell between two of one\'s own actions';
const RULE_ENDED = 'SMS §5: the action sequence has ended';

function compareInitiative(a: Participant, b: Participant): number {
  if (a.initiative !== b.initiative) return b.initiative - a.initiative;
  if (a.tieBreak !== b.tieBreak) return b.tieBreak - a.tieBreak;
  for (let i = 0; i < Math.min(a.rollOffs.length, b.rollOffs.length); i++) {
    if (a.rollOffs[i] !== b.rollOffs[i]) return b.rollOffs[i]! - a.rollOffs[i]!;
  }
  return 0;
}

/** Same initiative and tie-break: only dice can order them. */
function sameStanding(a: Participant, b: Participant): boolean {
  return a.initiative === b.initiative && a.tieBreak === b.tieBreak;
}

/** D12 roll-offs among `list` (SMS §5), re-rolled among those still tied. */
function rollOffAmong(diceOf: (participantId: string) => Rng, list: Participant[]): Participant[] {
  let current = list.map((p) => ({ ...p, rollOffs: [...p.rollOffs] }));
  for (;;) {
    current.sort(compareInitiative);
    const tied = new Set<number>();
    for (let i = 1; i < current.length; i++) {
      if (compareInitiative(current[i - 1]!, current[i]!) === 0) {
        tied.add(i - 1);
        tied.add(i);
      }
    }
    if (tied.size === 0) return current;
    current = current.map((p, i) => (tied.has(i) ? { ...p, rollOffs: [...p.rollOffs, rollDie(diceOf(p.id), 12)] } : p));
  }
}

/**
 * Break remaining ties with D12 roll-offs (SMS §5); the server rolls for NPCs too (Decision).
 *
 * Decision (issue 22 item 5, docs/rules.md): PCs roll off among themselves and NPCs among
 * themselves; where PCs and NPCs tie, the NPCs' dice interleave the two orders — the next NPC
 * in line goes before the next PC with a chance of k in k + m (k NPCs and m PCs of that standing
 * left), one die of k + m faces. Every order of the tied is as likely as in one roll-off of all
 * of them, and a PC's dice never depend on an NPC being tied with it: a player, who sees the
 * PCs' dice, cannot tell from them that an NPC's initiative equals a PC's.
 */
function rollOffTies(diceOf: (participantId: string) => Rng, list: Participant[]): Participant[] {
  const pcs = rollOffAmong(diceOf, list.filter((p) => p.kind === 'PC'));
  const npcs = rollOffAmong(diceOf, list.filter((p) => p.kind !== 'PC'));
  const out: Participant[] = [];
  let i = 0;
  let j = 0;
  while (i < pcs.length || j < npcs.length) {
    const pc = pcs[i];
    const npc = npcs[j];
    if (!npc || (pc && compareInitiative(pc, npc) < 0 && !sameStanding(pc, npc))) {
      out.push(pc!);
      i++;
    } else if (!pc || !sameStanding(pc, npc)) {
      out.push(npc);
      j++;
    } else {
      const m = pcs.slice(i).filter((p) => sameStanding(p, pc)).length;
      const k = npcs.slice(j).filter((p) => sameStanding(p, npc)).length;
      const draw = rollDie(diceOf(npc.id), k + m);
      npcs[j] = { ...npc, rollOffs: [...npc.rollOffs, draw] };
      if (draw <= k) {
        out.push(npcs[j]!);
        j++;
      } else {
        out.push(pc);
        i++;
      }
    }
  }
  return out;
}

function validateParticipant(p: ParticipantInput): Violation[] {
  const v: Violation[] = [];
  if (!Number.isFinite(p.initiative)) v.push(violation('BAD_INITIATIVE', RULE_ORDER, `${p.name ?? p.id}: initiative ${p.initiative}`));
  const rank = p.interventionRank ?? 0;
  if (!Number.isInteger(rank) || rank < 0) v.push(violation('BAD_INTERVENTION_RANK', RULE_INTERVENTION_COUNT, `${p.name ?? p.id}: rank ${rank}`));
  return v;
}

/**
 * Start an action sequence (SMS §5): order the participants, rolling D12s for ties. `rng` may be
 * one source for all, or each participant's own (the fair dice derive each one's roll-offs in
 * that participant's roll log; docs/fairness.md).
 */
export function startEncounter(rng: Rng | ((participantId: string) => Rng), inputs: readonly ParticipantInput[]): RuleResult<Encounter> {
  const v: Violation[] = [];
  const ids = new Set<string>();
  for (const p of inputs) {
    if (ids.has(p.id)) v.push(violation('DUPLICATE_PARTICIPANT', RULE_ORDER, `${p.name ?? p.id} appears twice`));
    ids.add(p.id);
    v.push(...validateParticipant(p));
  }
  if (inputs.length === 0) v.push(violation('NO_PARTICIPANTS', RULE_ORDER, 'an action sequence needs participants'));
  if (v.length > 0) return fail(...v);
  const participants = rollOffTies(
    typeof rng === 'function' ? rng : () => rng,
    inputs.map((p) => ({
      id: p.id,
      name: p.name ?? null,
      kind: p.kind,
      initiative: p.initiative,
      tieBreak: p.tieBreak ?? 0,
      rollOffs: [],
      interventionRank: p.interventionRank ?? 0,
      reactionsSinceAction: 0,
      interventionsSinceAction: 0,
      spellCastSinceAction: false,
      removed: false,
    })),
  );
  return ok({ participants, turn: 0, round: 1, declarations: [], nextDeclarationNumber: 1, ended: false });
}

/** Σ rank × scope of the initiative modules: the first tie-break (SMS §5). */
export function initiativeTieBreak(modules: readonly { rank: number; scope: number; polarity: string; removable?: boolean; objectLost?: boolean }[]): number {
  return modules.filter((m) => m.polarity === 'POSITIVE' && countsInPlay(m)).reduce((s, m) => s + m.rank * m.scope, 0);
}

/** The participant whose turn it is. */
export function currentParticipant(enc: Encounter): Participant | null {
  return enc.ended ? null : (enc.participants[enc.turn] ?? null);
}

/** How messages name a participant: its name, its id only when it has none (SMS §5 messages are for people). */
function who(enc: Encounter, id: string): string {
  // Never the id (issue 38 item 21): an unnamed participant by its place in the order.
  const i = enc.participants.findIndex((p) => p.id === id);
  return i < 0 ? 'this character' : (enc.participants[i]!.name ?? `participant ${i + 1}`);
}

function find(enc: Encounter, id: string): Participant | undefined {
  return enc.participants.find((p) => p.id === id && !p.removed);
}

function update(enc: Encounter, id: string, change: (p: Participant) => Participant): Participant[] {
  return enc.participants.map((p) => (p.id === id ? change(p) : p));
}

/** Current reaction malus of a participant (SMS §5: −1 per reaction since its last action). */
export function reactionMalus(p: Pick<Participant, 'reactionsSinceAction'>): number {
  return 0 - p.reactionsSinceAction;
}

/** The reaction malus as a negative module to declare in resolveAction, or null when none. */
export function reactionMalusModule(p: Pick<Participant, 'reactionsSinceAction'>): DeclaredModule | null {
  if (p.reactionsSinceAction <= 0) return null;
  return { id: 'sequence:reactions', name: 'Successive reactions', scope: 1, polarity: 'NEGATIVE', rank: p.reactionsSinceAction, source: 'GM' };
}

/**
 * May this participant cast a spell now? (SMS §5) One spell between two of its own actions,
 * whether in its action, a reaction or an intervention; a counter-spell counts; special
 * powers are exempt. The window closes when the participant's own turn ends (`nextTurn`), not
 * when it declares its action: the action's spell shares the window of the reactions and
 * interventions before it (seed 000 « Entre deux actions … un seul sort, soit lors de son
 * action, soit lors de sa réaction, ou soit lors de son intervention »), and nothing more is
 * cast until the action is over (seed 003 « tant qu'un personnage n'a pas fini de mener son
 * action … il ne peut pas lancer de nouveau un sort »). Returns the encounter with the spell
 * booked.
 */
export function castSpellInSequence(enc: Encounter, participantId: string, opts: { specialPower?: boolean } = {}): RuleResult<Encounter> {
  if (enc.ended) return fail(violation('SEQUENCE_ENDED', RULE_ENDED, 'no sequence is running'));
  const p = find(enc, participantId);
  if (!p) return fail(violation('UNKNOWN_PARTICIPANT', RULE_TURN, `${who(enc, participantId)} is not in the sequence`));
  if (opts.specialPower) return ok(enc);
  if (p.spellCastSinceAction) {
    return fail(violation('ONE_SPELL_BETWEEN_ACTIONS', RULE_SPELL, `${who(enc, participantId)} has already cast a spell since its last turn`, { character: who(enc, participantId) }));
  }
  return ok({ ...enc, participants: update(enc, participantId, (x) => ({ ...x, spellCastSinceAction: true })) });
}

interface DeclareOpts {
  spell?: boolean;
  specialPower?: boolean;
  targets?: string[];
  /** What the declaration says: the character's intent and the modules it brings (SMS §2.1: the player declares the modules involved). */
  intent?: string | null;
  modules?: DeclaredSheetModule[];
  /** An NPC's counter-spell: the die it opposes (npc-magic.ts decides it). */
  counterDie?: number;
}

function newDeclaration(enc: Encounter, d: Omit<Declaration, 'id'>): { enc: Encounter; declaration: Declaration } {
  const declaration: Declaration = { id: `decl-${enc.nextDeclarationNumber}`, ...d };
  return { enc: { ...enc, declarations: [...enc.declarations, declaration], nextDeclarationNumber: enc.nextDeclarationNumber + 1 }, declaration };
}

/**
 * Record a declaration of any kind: a spell in it first takes the character's one spell
 * between two of its actions (SMS §5), then the declaration joins the sequence.
 */
function declare(
  enc: Encounter,
  participantId: string,
  d: { kind: Declaration['kind']; on: string | null; targets: string[]; malus: number },
  opts: DeclareOpts,
): RuleResult<{ enc: Encounter; declaration: Declaration }> {
  let next = enc;
  if (opts.spell) {
    const booked = castSpellInSequence(enc, participantId, opts);
    if (!booked.ok) return booked;
    next = booked.value;
  }
  const content = { intent: opts.intent ?? null, modules: opts.modules ?? [], ...(opts.counterDie != null ? { counterDie: opts.counterDie } : {}) };
  return ok(newDeclaration(next, { by: participantId, ...d, spell: opts.spell ?? false, specialPower: opts.specialPower ?? false, ...content }));
}

/** The participant and the declaration it answers (a reaction or an intervention), or why not. */
function answering(enc: Encounter, participantId: string, onDeclarationId: string, rule: string): RuleResult<{ p: Participant; target: Declaration }> {
  if (enc.ended) return fail(violation('SEQUENCE_ENDED', RULE_ENDED, 'no sequence is running'));
  const p = find(enc, participantId);
  if (!p) return fail(violation('UNKNOWN_PARTICIPANT', RULE_TURN, `${who(enc, participantId)} is not in the sequence`));
  const target = enc.declarations.find((d) => d.id === onDeclarationId);
  if (!target) return fail(violation('UNKNOWN_DECLARATION', rule, 'the declaration answered is not open in this sequence'));
  return ok({ p, target });
}

/**
 * The current participant takes its action (SMS §5). It carries the reaction malus, then the
 * malus and the intervention count reset: "effacée dès que le personnage a pu mener sa
 * prochaine action". The spell allowance does not: a spell in the action is the window's one
 * spell, and a spell cast before it (a counter-spell in a reaction) leaves none for the action;
 * the window reopens when the turn ends (`nextTurn`).
 */
export function declareAction(enc: Encounter, participantId: string, opts: DeclareOpts = {}): RuleResult<SequenceStep> {
  if (enc.ended) return fail(violation('SEQUENCE_ENDED', RULE_ENDED, 'no sequence is running'));
  const current = currentParticipant(enc);
  if (!current || current.id !== participantId) {
    return fail(violation('NOT_YOUR_TURN', RULE_TURN, `it is ${current ? who(enc, current.id) : 'nobody'}'s turn, not ${who(enc, participantId)}'s`, { character: who(enc, participantId), ...(current ? { current: who(enc, current.id) } : {}) }));
  }
  if (enc.declarations.some((d) => d.kind === 'ACTION')) {
    return fail(violation('ALREADY_ACTED', RULE_TURN, `${who(enc, participantId)} has already declared its action this turn`, { character: who(enc, participantId) }));
  }
  const declared = declare(enc, participantId, { kind: 'ACTION', on: null, targets: opts.targets ?? [], malus: reactionMalus(current) }, opts);
  if (!declared.ok) return declared;
  const { enc: withDecl, declaration } = declared.value;
  const participants = update(withDecl, participantId, (p) => ({ ...p, reactionsSinceAction: 0, interventionsSinceAction: 0 }));
  return ok({ encounter: { ...withDecl, participants }, declaration, fatigue: null });
}

/**
 * React to a declaration aimed at oneself (SMS §5): always allowed; carries −1 per earlier
 * reaction since one's last action, and adds one more.
 */
export function react(enc: Encounter, participantId: string, onDeclarationId: string, opts: DeclareOpts = {}): RuleResult<SequenceStep> {
  const found = answering(enc, participantId, onDeclarationId, RULE_REACTION);
  if (!found.ok) return found;
  const { p, target } = found.value;
  if (target.by === participantId) return fail(violation('REACT_ON_SELF', RULE_REACTION, 'one does not react to one\'s own action'));
  if (target.targets.length > 0 && !target.targets.includes(participantId)) {
    return fail(violation('NOT_A_TARGET', RULE_REACTION, `${who(enc, target.by)}’s ${target.kind.toLowerCase()} is not aimed at ${who(enc, participantId)}`));
  }
  const declared = declare(enc, participantId, { kind: 'REACTION', on: onDeclarationId, targets: opts.targets ?? [target.by], malus: reactionMalus(p) }, opts);
  if (!declared.ok) return declared;
  const { enc: withDecl, declaration } = declared.value;
  const participants = update(withDecl, participantId, (x) => ({ ...x, reactionsSinceAction: x.reactionsSinceAction + 1 }));
  return ok({ encounter: { ...withDecl, participants }, declaration, fatigue: null });
}

/**
 * Intervene on a declaration of the current turn (SMS §5): one intervention between two of
 * one's own actions, plus one per rank of "Intervention"; not on oneself, except on one's own
 * action once someone has intervened on it; not on an intervention declared after one's own.
 * Costs 1 passing fatigue, or 1 lasting fatigue when it casts a spell (Decision).
 */
export function intervene(enc: Encounter, participantId: string, onDeclarationId: string, opts: DeclareOpts = {}): RuleResult<SequenceStep> {
  const found = answering(enc, participantId, onDeclarationId, RULE_INTERVENE_SELF);
  if (!found.ok) return found;
  const { p, target } = found.value;
  if (target.by === participantId) {
    const othersOnIt = enc.declarations.some((d) => d.kind === 'INTERVENTION' && d.on === target.id && d.by !== participantId);
    if (target.kind !== 'ACTION' || !othersOnIt) {
      return fail(violation('INTERVENE_ON_SELF', RULE_INTERVENE_SELF, 'one may intervene on one\'s own action only once someone has intervened on it'));
    }
  }
  const targetIndex = enc.declarations.indexOf(target);
  const ownEarlier = enc.declarations.findIndex((d) => d.kind === 'INTERVENTION' && d.by === participantId);
  if (target.kind === 'INTERVENTION' && ownEarlier !== -1 && ownEarlier < targetIndex) {
    return fail(violation('INTERVENE_ON_LATER', RULE_INTERVENE_LATER, `${who(enc, target.by)}’s intervention was declared after ${who(enc, participantId)}’s`));
  }
  const allowed = 1 + p.interventionRank;
  if (p.interventionsSinceAction >= allowed) {
    return fail(
      violation('TOO_MANY_INTERVENTIONS', RULE_INTERVENTION_COUNT, `${who(enc, participantId)} has made ${p.interventionsSinceAction} of ${allowed} interventions since its last action`),
    );
  }
  const declared = declare(enc, participantId, { kind: 'INTERVENTION', on: onDeclarationId, targets: opts.targets ?? [], malus: reactionMalus(p) }, opts);
  if (!declared.ok) return declared;
  const { enc: withDecl, declaration } = declared.value;
  const participants = update(withDecl, participantId, (x) => ({ ...x, interventionsSinceAction: x.interventionsSinceAction + 1 }));
  const fatigue: FatigueCost = { kind: opts.spell && !opts.specialPower ? 'LASTING' : 'PASSING', levels: 1 };
  return ok({ encounter: { ...withDecl, participants }, declaration, fatigue });
}

/**
 * End the current turn: the next participant still in the sequence acts; turns wrap (SMS §5).
 * The participant whose turn ends has finished its action: its one-spell window reopens (seed
 * 003 « doit attendre la séquence d'action qui suit son action pour à nouveau être autorisé à
 * lancer un sort »). `expectedTurn` (a `turnNumber`): end it only if it is still that turn, so
 * a second click does not end the next participant's turn too.
 */
export function nextTurn(enc: Encounter, opts: { expectedTurn?: number | null } = {}): RuleResult<Encounter> {
  if (enc.ended) return fail(violation('SEQUENCE_ENDED', RULE_ENDED, 'no sequence is running'));
  if (opts.expectedTurn != null && turnNumber(enc) !== opts.expectedTurn) {
    return fail(violation('STALE_TURN', RULE_TURN, `The turn is now ${turnNumber(enc)}, not ${opts.expectedTurn}: it has already ended.`, { turn: turnNumber(enc) }));
  }
  const n = enc.participants.length;
  const ending = enc.participants[enc.turn]!.id;
  const participants = update(enc, ending, (p) => ({ ...p, spellCastSinceAction: false }));
  let turn = enc.turn;
  let round = enc.round;
  for (let step = 0; step < n; step++) {
    turn += 1;
    if (turn >= n) {
      turn = 0;
      round += 1;
    }
    if (!participants[turn]!.removed) return ok({ ...enc, participants, turn, round, declarations: [] });
  }
  return fail(violation('NO_ONE_LEFT', RULE_TURN, 'every participant has left the sequence'));
}

/** A participant leaves the sequence (out of action, fled); the order of the others stays. */
export function removeParticipant(enc: Encounter, participantId: string): RuleResult<Encounter> {
  if (!find(enc, participantId)) return fail(violation('UNKNOWN_PARTICIPANT', RULE_TURN, `${who(enc, participantId)} is not in the sequence`));
  return ok({ ...enc, participants: update(enc, participantId, (p) => ({ ...p, removed: true })) });
}

/**
 * The GM ends the sequence (SMS §5); every participant recovers its passing fatigue at once
 * (SMS §3). Health states are keyed by participant id; those absent are left alone.
 */
export function endSequence(
  enc: Encounter,
  health: Readonly<Record<string, HealthState>> = {},
): { encounter: Encounter; health: Record<string, HealthState> } {
  const out: Record<string, HealthState> = {};
  for (const [id, h] of Object.entries(health)) out[id] = endSequenceHealth(h);
  return { encounter: { ...enc, ended: true, declarations: [] }, health: out };
}

/**
 * A declaration as stored: the rules core's, plus whether the spell it announced has been cast
 * (so the one-spell limit is booked once per declared spell).
 */
export type StoredDeclaration = Declaration & { spellResolved?: boolean };

/** Position of the current turn since the start: 1, 2, 3 … (the participant list never shrinks). */
export function turnNumber(enc: Encounter): number {
  return (enc.round - 1) * enc.participants.length + enc.turn + 1;
}

const RULE_ONE_SPELL = "SMS §5: one spell between two of one's own actions";
const RULE_SPELL_DECLARED = 'SMS §5: a spell is cast in an action, a reaction or an intervention';

/**
 * Book a spell against the one-spell limit of an action sequence (SMS §5).
 * - `declarationId`: the spell a declaration of the current turn announced (`castsSpell`); its
 *   booking was made when it was declared, so this only marks it cast (once).
 * - no `declarationId`: a spell cast outside the declarations; booked now.
 * - `specialPower` (given here or in the declaration): exempt, nothing booked.
 * Returns the new state, or null when nothing changes (an exempt spell).
 */
export function bookSpell(
  enc: Encounter,
  characterId: string,
  opts: { specialPower?: boolean; declarationId?: string | null; declarationLabel?: string } = {},
): RuleResult<Encounter | null> {
  if (opts.declarationId) {
    const label = opts.declarationLabel ?? opts.declarationId;
    if (enc.ended) return fail(violation('SEQUENCE_ENDED', 'SMS §5: the action sequence has ended', 'no sequence is running'));
    const declarations = enc.declarations as StoredDeclaration[];
    const declaration = declarations.find((d) => d.id === opts.declarationId);
    if (!declaration || declaration.by !== characterId) {
      return fail(violation('UNKNOWN_DECLARATION', RULE_SPELL_DECLARED, `${label} is not a declaration of this character in the current turn`));
    }
    if (!declaration.spell) return fail(violation('SPELL_NOT_DECLARED', RULE_SPELL_DECLARED, `${label} did not announce a spell (declare it with castsSpell)`));
    if (opts.specialPower || declaration.specialPower) return ok(null);
    if (declaration.spellResolved) return fail(violation('ONE_SPELL_BETWEEN_ACTIONS', RULE_ONE_SPELL, `the spell declared in ${label} has already been cast`));
    return ok({ ...enc, declarations: declarations.map((d) => (d.id === declaration.id ? { ...d, spellResolved: true } : d)) });
  }
  const booked = castSpellInSequence(enc, characterId, { specialPower: opts.specialPower ?? false });
  if (!booked.ok) return booked;
  return ok(booked.value === enc ? null : booked.value);
}
