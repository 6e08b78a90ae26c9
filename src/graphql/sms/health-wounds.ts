/**
 * Wounds (SMS §3, §4): the Wound type and the sheet's wounds and health status, and the GM's
 * `inflictWound` (a minion dies from any hit unless it was not meant to kill), `healWound` and
 * `declareDead`. State in `characters.state.health`, written with ./health-shared.ts.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import { encodeScopedId, localIdOn, scopedId } from '../../primitives/ids.js';
import * as health from '../../rules/sms/health.js';
import { declareCharacterDead, woundCharacter } from '../../rules/sms/health-checks.js';
import { builder } from '../builder.js';
import { Severity } from '../enums.js';
import { accepted } from '../errors.js';
import { CharacterPayload } from '../refs.js';
import { loadOnSheet, SmsSheet } from './character.js';
import {
  characterGlobalId,
  commitCharacterState,
  healthMutation,
  healthOf,
  npcOf,
  woundEvent,
} from './health-shared.js';
import { field } from '../input.js';

// ----- Types -----------------------------------------------------------------------------------

export const DamageType = builder.enumType('DamageType', {
  values: {
    BLUNT: { description: 'Blunt (contondant): armour absorbs its category; a weapon’s base is +1 level.' },
    LETHAL: { description: 'Lethal (létal): armour absorbs its category; a weapon’s base is 0.' },
    CRITICAL: { description: 'Critical (critique): nothing but magic protects from it; a weapon’s base is −1 level.' },
  } as const,
  description: 'SMS §4 damage types: blunt (contondant), lethal (létal), critical (critique). Elemental is a qualifier on lethal or critical.',
});

export const HealthStatus = builder.enumType('HealthStatus', {
  values: {
    ACTIVE: { description: 'No mortal wound: the character acts, with its wounds’ malus.' },
    OUT_OF_ACTION: { description: 'A mortal wound took the character out: out of combat, or dead if `dead`.' },
    DESTROYED: { description: 'Annihilation (magic only): the character is destroyed.' },
  } as const,
  description: 'SMS §3: OUT_OF_ACTION after a mortal wound (out of combat or dead: see `dead`), DESTROYED after annihilation.',
});

/** A wound as the API shows it: with its character, which makes its id global (docs/api.md §IDs). */
export type WoundView = health.Wound & { characterId: string };

export const woundsOf = (character: CharacterRow): WoundView[] => healthOf(character).wounds.map((w) => ({ ...w, characterId: character.id }));

export const Wound = builder.node(builder.objectRef<WoundView>('Wound'), {
  description: 'A wound: a negative module named after its nature, whose rank is its malus (SMS §3).',
  id: { description: 'Global and opaque; pass it to `healWound` and in `woundIds`.', resolve: (w) => `${w.characterId}:${w.id}` },
  loadOne: (id, ctx) => loadOnSheet(ctx, id, woundsOf),
  fields: (t) => ({
    nature: t.exposeString('nature', { description: 'What the wound is ("slash to the thigh"): the module’s name.' }),
    severity: t.field({ type: Severity, description: 'Light, serious, critical, mortal or annihilation (SMS §3).', resolve: (w) => w.severity }),
    rank: t.exposeInt('rank', { description: 'The malus: light 1, serious 2, critical 4; 0 for a mortal wound or annihilation (the character is out).' }),
    damageType: t.field({ type: DamageType, nullable: true, description: 'What dealt it; null when it was not given.', resolve: (w) => w.damageType }),
    moduleId: t.string({
      deprecationReason: 'Declare wounds with `woundIds` (the wound’s `id`) in resolveAction, resolveFall and resolveThrow.',
      description: 'The old way to declare this wound among `moduleIds` (`wound:<local id>`).',
      resolve: (w) => health.woundModuleId(w),
    }),
  }),
});

builder.objectFields(SmsSheet, (t) => ({
  wounds: t.field({ type: [Wound], description: 'Wounds in the order they were inflicted (SMS §3: no limit on non-mortal wounds).', resolve: ({ character }) => woundsOf(character) }),
  healthStatus: t.field({ type: HealthStatus, description: 'Whether the character still acts: ACTIVE, OUT_OF_ACTION after a mortal wound, DESTROYED after annihilation.', resolve: ({ character }) => healthOf(character).status }),
  dead: t.boolean({ description: 'The GM ruled that a mortal wound killed (SMS §3: "hors de combat ou mort").', resolve: ({ character }) => healthOf(character).dead }),
}));

// ----- Wounds ------------------------------------------------------------------------------------

healthMutation('inflictWound', {
  type: CharacterPayload,
  description:
    'GM: inflict a wound on a PC or an NPC (SMS §3). A mortal wound takes the character out of action; annihilation destroys it. A minion or disposable NPC dies from any hit unless `notMeantToKill` (SMS §4).',
  need: 'GM',
  fields: {
    nature: field.string(z.string().check(z.trim(), z.minLength(1, 'a wound needs a nature'), z.maxLength(200)), 'What the wound is: it names the negative module ("rapier through the abdomen").'),
    severity: field.of(
      Severity,
      z.enum(health.SEVERITIES as [health.Severity, ...health.Severity[]]),
      'How bad it is: its malus is the wound module’s rank (light 1, serious 2, critical 4); mortal takes the character out.',
    ),
    damageType: field.of(DamageType, z.nullish(z.enum(['BLUNT', 'LETHAL', 'CRITICAL'])), 'What dealt it (blunt, lethal, critical); not recorded when left out.'),
    notMeantToKill: field.boolean(
      z.nullish(z.boolean()),
      'On a minion or disposable NPC: the blow was not meant to kill, so it takes this wound instead of dying (SMS §4).',
    ),
  },
  decide: async (ctx, character, v) => {
    const { state, wound, killed } = accepted(woundCharacter(healthOf(character), npcOf(character), v));
    return { character: await commitCharacterState(ctx, character, { health: state }, [woundEvent(character, wound, state, killed ? 'MINION_KILLED' : 'WOUND')]) };
  },
});

healthMutation('healWound', {
  type: CharacterPayload,
  description:
    'GM: heal one wound (SMS §3: natural recovery is the GM’s call). A mortal wound heals only if the character survived it; annihilation never heals.',
  need: 'GM',
  fields: {
    woundId: field.id(scopedId('Wound'), 'The wound to heal (its `id` in `wounds`).'),
  },
  decide: async (ctx, character, v) => {
    const before = healthOf(character);
    const woundId = localIdOn(v.woundId, character.id);
    const wound = before.wounds.find((w) => w.id === woundId);
    const state = accepted(health.heal(before, woundId));
    const updated = await commitCharacterState(ctx, character, { health: state }, [
      {
        type: 'wound.healed',
        payload: { characterId: characterGlobalId(character), woundId: encodeScopedId('Wound', character.id, woundId), nature: wound?.nature ?? null, severity: wound?.severity ?? null, status: state.status },
      },
    ]);
    return { character: updated };
  },
});

healthMutation('declareDead', {
  type: CharacterPayload,
  description: 'GM: a mortal wound (or annihilation) killed the character (SMS §3: "pour le moins hors de combat ou mort"). Its mortal wound can no longer be healed.',
  need: 'GM',
  character: 'The OUT_OF_ACTION (or DESTROYED) character the mortal wound killed; the caller must be the campaign’s GM.',
  fields: {},
  decide: async (ctx, character) => {
    const state = accepted(declareCharacterDead(character.name, healthOf(character)));
    return { character: await commitCharacterState(ctx, character, { health: state }, [{ type: 'character.died', payload: { characterId: characterGlobalId(character) } }]) };
  },
});
