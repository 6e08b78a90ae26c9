/**
 * Diseases and poisons (SMS §10): the Affliction type and the sheet's afflictions, and the
 * GM's `afflict`, `progressAfflictions` (boxes fill, then the affliction wounds), `treatAffliction`
 * and `healAffliction`. State in `characters.state.afflictions` (its wound in `.health`),
 * written with ./health-shared.ts.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import * as aff from '../../rules/sms/afflictions.js';
import { resistedAfflictions } from '../../rules/sms/health-checks.js';
import { builder } from '../builder.js';
import { loadOnSheet, SmsSheet } from './character.js';
import { Severity } from '../enums.js';
import { accepted } from '../errors.js';
import { encodeScopedId, localIdOn, scopedId } from '../../primitives/ids.js';
import {
  afflictionsOf,
  commitCharacterState,
  healthMutation,
  healthOf,
  woundEvent,
} from './health-shared.js';
import { CharacterPayload, CharacterRef } from '../refs.js';
import { payloadType } from '../mutation.js';
import { field } from '../input.js';

export const AfflictionKind = builder.enumType('AfflictionKind', {
  description: 'What an affliction is (SMS §10); it decides the wounds it deals once its boxes are full.',
  values: {
    DISEASE: { description: 'A disease: critical wounds once its boxes are full.' },
    POISON: { description: 'A poison: lethal wounds once its boxes are full.' },
  } as const,
});
export const AfflictionStatus = builder.enumType('AfflictionStatus', {
  values: {
    PROGRESSING: { description: 'Its cause is still there: it fills its boxes, then wounds, at its rate each period.' },
    TREATED: { description: 'Its cause was removed (`treatAffliction`): it no longer progresses; heal its boxes with `healAffliction`.' },
  } as const,
  description: 'TREATED: its cause was removed; it no longer progresses and its boxes can be healed (SMS §10).',
});

/** An affliction with its character, which makes its id global. */
export type AfflictionView = aff.Affliction & { characterId: string };

const afflictionViews = (character: CharacterRow): AfflictionView[] => afflictionsOf(character).afflictions.map((a) => ({ ...a, characterId: character.id }));

export const Affliction = builder.node(builder.objectRef<AfflictionView>('Affliction'), {
  description: 'A disease or a poison (SMS §10): boxes fill at its rate each period; once full it wounds (poison lethal, disease critical).',
  id: { resolve: (a) => `${a.characterId}:${a.id}` },
  loadOne: (id, ctx) => loadOnSheet(ctx, id, afflictionViews),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The disease or poison, as the GM named it; it also names its wound.' }),
    afflictionKind: t.field({ type: AfflictionKind, description: 'DISEASE or POISON.', resolve: (a) => a.kind }),
    kind: t.field({ type: AfflictionKind, description: 'The same as `afflictionKind`.', deprecationReason: 'Use `afflictionKind`: `kind` conflicts with `Character.kind` when one document selects both through `node` or `nodes`.', resolve: (a) => a.kind }),
    boxes: t.exposeInt('boxes', { description: 'Boxes to fill before it starts wounding.' }),
    rate: t.exposeInt('rate', { description: 'Boxes filled per period, then wound levels per period once full.' }),
    period: t.exposeString('period', { description: 'What one period is ("1 hour", "1 day").' }),
    filled: t.exposeInt('filled', { description: 'Boxes filled so far, 0 … `boxes`; once full it wounds.' }),
    woundLevels: t.exposeInt('woundLevels', { description: 'Wound levels dealt since the boxes filled; they make one worsening wound.' }),
    woundSeverity: t.field({ type: Severity, nullable: true, description: 'Severity of its wound so far, or null.', resolve: (a) => aff.afflictionSeverity(a) }),
    severity: t.field({ type: Severity, nullable: true, description: 'The same as `woundSeverity`.', deprecationReason: 'Use `woundSeverity`: `severity` conflicts with `Wound.severity` when one document selects both through `node` or `nodes`.', resolve: (a) => aff.afflictionSeverity(a) }),
    woundId: t.id({ description: 'The id of its wound among `wounds` once it wounds (heal it with `healWound`).', resolve: (a) => encodeScopedId('Wound', a.characterId, aff.afflictionWoundId(a)) }),
    afflictionStatus: t.field({ type: AfflictionStatus, description: 'PROGRESSING, or TREATED once its cause was removed.', resolve: (a) => a.status }),
    status: t.field({ type: AfflictionStatus, description: 'The same as `afflictionStatus`.', deprecationReason: 'Use `afflictionStatus`: `status` conflicts with `Character.status` when one document selects both through `node` or `nodes`.', resolve: (a) => a.status }),
  }),
});

builder.objectField(SmsSheet, 'afflictions', (t) =>
  t.field({ type: [Affliction], description: 'Diseases and poisons (SMS §10).', resolve: ({ character }) => afflictionViews(character) }),
);

// ----- Diseases and poisons (SMS §10) ----------------------------------------------------------

const AfflictionPayload = payloadType<{ character: CharacterRow; affliction: AfflictionView }>(
  'AfflictionPayload',
  { character: [CharacterRef, 'The afflicted character.'], affliction: [Affliction, 'The affliction just added.'] },
  'The character after the change, and the new affliction.',
);

healthMutation('afflict', {
  type: AfflictionPayload,
  description: 'GM: a character catches a disease or is poisoned (SMS §10). Several afflictions stack, each progressing on its own.',
  need: 'GM',
  fields: {
    name: field.string(z.string().check(z.trim(), z.minLength(1, 'an affliction needs a name'), z.maxLength(120)), 'The disease or poison (it also names its wound).'),
    kind: field.of(AfflictionKind, z.enum(['DISEASE', 'POISON']), 'DISEASE (critical wounds once full) or POISON (lethal wounds).'),
    boxes: field.int(z.int().check(z.maximum(1000)), 'Boxes to fill before it wounds (the seed gives no number: GM data).'),
    rate: field.int(z.int().check(z.maximum(1000)), 'Boxes filled per period, ≥ 1; once full, wound levels per period.'),
    period: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), 'What one period is, for people ("1 hour", "1 day").'),
  },
  decide: async (ctx, character, v) => {
    const done = accepted(aff.afflict(afflictionsOf(character), { name: v.name, kind: v.kind, boxes: v.boxes, rate: v.rate, period: v.period }));
    const updated = await commitCharacterState(ctx, character, { afflictions: done.state });
    return { character: updated, affliction: { ...done.affliction, characterId: updated.id } };
  },
});

healthMutation('progressAfflictions', {
  type: CharacterPayload,
  description:
    'GM: let periods pass (SMS §10). Each untreated affliction fills its rate of boxes per period; once full, each period adds wound levels to its wound (poison lethal, disease critical, no armour), until death or cure.',
  need: 'GM',
  fields: {
    steps: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(1000))), 'Periods that passed (default 1).'),
    resisted: field.idList(z.nullish(z.array(scopedId('Affliction')).check(z.maxLength(100))), 'Afflictions the character resisted during these periods: they do not progress.'),
  },
  decide: async (ctx, character, v) => {
    const before = afflictionsOf(character);
    const resisted = v.resisted ? accepted(resistedAfflictions(character.name, before, v.resisted.map((ref) => localIdOn(ref, character.id)))) : undefined;
    const healthBefore = healthOf(character);
    const tick = accepted(aff.progressAfflictions(before, healthBefore, { steps: v.steps ?? 1, ...(resisted ? { resisted } : {}) }));
    // One wound event per affliction whose wound appeared or worsened.
    const afflictionWounds = new Set(tick.state.afflictions.map(aff.afflictionWoundId));
    const events = tick.health.wounds
      .filter((w) => {
        const old = healthBefore.wounds.find((o) => o.id === w.id);
        return afflictionWounds.has(w.id) && (!old || old.severity !== w.severity);
      })
      .map((w) => woundEvent(character, w, tick.health, 'AFFLICTION'));
    return { character: await commitCharacterState(ctx, character, { afflictions: tick.state, health: tick.health }, events) };
  },
});

healthMutation('treatAffliction', {
  type: CharacterPayload,
  description: 'GM: the cause of an affliction is removed (SMS §10): it stops progressing. Its boxes and its wound still need healing.',
  need: 'GM',
  fields: {
    afflictionId: field.id(scopedId('Affliction'), 'The affliction whose cause was removed (its `id`).'),
  },
  decide: async (ctx, character, v) => {
    const state = accepted(aff.treatAffliction(afflictionsOf(character), localIdOn(v.afflictionId, character.id)));
    return { character: await commitCharacterState(ctx, character, { afflictions: state }) };
  },
});

healthMutation('healAffliction', {
  type: CharacterPayload,
  description: 'GM: heal a treated affliction’s boxes (SMS §10: remove the cause first, then heal). With no box left it is gone. Heal its wound with `healWound`.',
  need: 'GM',
  fields: {
    afflictionId: field.id(scopedId('Affliction'), 'The TREATED affliction to heal (its `id`).'),
    boxes: field.int(z.nullish(z.int().check(z.maximum(1000))), 'Boxes cleared (default: all of them, which ends the affliction).'),
  },
  decide: async (ctx, character, v) => {
    const before = afflictionsOf(character);
    const afflictionId = localIdOn(v.afflictionId, character.id);
    const boxes = v.boxes ?? before.afflictions.find((a) => a.id === afflictionId)?.filled ?? 0;
    const state = accepted(aff.healAffliction(before, afflictionId, boxes));
    return { character: await commitCharacterState(ctx, character, { afflictions: state }) };
  },
});
