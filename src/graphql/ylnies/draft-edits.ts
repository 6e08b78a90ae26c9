/**
 * DRAFT edits of a Ylnies character: `setYlniesSkills` (re-checked against the creation rules
 * while DRAFT; the GM's alone afterwards) and `setYlniesEquipment` (the owner's while DRAFT,
 * the GM's always).
 */
import * as z from 'zod';
import { retryOnConflict } from '../../db/characters.js';
import { writeCharacterState } from '../../db/state.js';
import type { CharacteristicKey } from '../../rules/ylnies/characteristics.js';
import { bindingViolations, checkCreationSkills, skillPointsAvailable } from '../../rules/ylnies/creation.js';
import { distinctViolations } from '../../rules/violation.js';
import { equipmentViolations } from '../../rules/ylnies/equipment.js';
import { equipmentEdit, skillsEdit } from '../../rules/ylnies/sheet-edits.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import { MUTATION_ERRORS, RuleViolation, conflict, validate } from '../errors.js';
import { CharacterPayload } from '../refs.js';
import {
  YlniesEquipmentInput,
  YlniesSkillInput,
  equipmentSchema,
  skillInputSchema,
  toEquipment,
  toSkillInputs,
} from './creation.js';
import { type StoredYlnies, requireYlniesSheet, throwIf } from './shared.js';

const SetYlniesSkillsInput = builder.inputType('SetYlniesSkillsInput', {
  fields: (t) => ({ characterId: t.id(), skills: t.field({ type: [YlniesSkillInput], description: 'The whole list: it replaces the sheet’s.' }) }),
});

builder.mutationField('setYlniesSkills', (t) =>
  t.field({
    type: CharacterPayload,
    description:
      'Replace a Ylnies character’s skills. A DRAFT PC (owner or GM) is checked against the creation rules: 75 points (+15 human upbringing), at most 10 per skill, spells double, one innate ability = Willpower free. An NPC or an ACTIVE PC: GM only, shape rules only.',
    args: { input: t.arg({ type: SetYlniesSkillsInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      let loaded: Awaited<ReturnType<typeof requireEditableCharacter>> | null = await requireEditableCharacter(ctx, input.characterId);
      const v = validate(z.object({ skills: z.array(skillInputSchema).max(100) }), { skills: input.skills });
      return retryOnConflict(async () => {
        const { character, role } = loaded ?? (await requireEditableCharacter(ctx, input.characterId));
        loaded = null;
        const sheet = requireYlniesSheet(character);
        const { creationRules } = throwIf(skillsEdit(character, role));
        const skills = toSkillInputs(v.skills, sheet.characteristics.WIL);
        const result = checkCreationSkills(skills, { willpower: sheet.characteristics.WIL, available: skillPointsAvailable(sheet.race) });
        const breaches = bindingViolations(result.ok ? [] : result.violations, creationRules);
        if (breaches.length) throw RuleViolation.from(distinctViolations(breaches));
        const next: StoredYlnies = {
          ...sheet,
          skills: skills.map((s) => ({ name: s.name.trim(), characteristic: s.characteristic as CharacteristicKey, kind: s.kind, value: s.value, innate: s.innate === true })),
          creation: creationRules && result.ok ? { ...sheet.creation, skillPoints: { spent: result.value.spent, available: result.value.available, unspent: result.value.unspent } } : sheet.creation,
        };
        const updated = await writeCharacterState(ctx.db, character, { ylnies: next });
        return { character: updated };
      }, conflict);
    },
  }),
);

const SetYlniesEquipmentInput = builder.inputType('SetYlniesEquipmentInput', {
  fields: (t) => ({ characterId: t.id(), equipment: t.field({ type: YlniesEquipmentInput }) }),
});

builder.mutationField('setYlniesEquipment', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'Replace a Ylnies character’s equipment (weapon and armour types from the catalogue). The owner while DRAFT; the GM always (the GM prevents abuse).',
    args: { input: t.arg({ type: SetYlniesEquipmentInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      let loaded: Awaited<ReturnType<typeof requireEditableCharacter>> | null = await requireEditableCharacter(ctx, input.characterId);
      const equipment = toEquipment(validate(equipmentSchema, input.equipment));
      return retryOnConflict(async () => {
        const { character, role } = loaded ?? (await requireEditableCharacter(ctx, input.characterId));
        loaded = null;
        const sheet = requireYlniesSheet(character);
        throwIf(equipmentEdit(character, role));
        const breaches = equipmentViolations(equipment);
        if (breaches.length) throw RuleViolation.from(breaches);
        const updated = await writeCharacterState(ctx.db, character, { ylnies: { ...sheet, equipment } });
        return { character: updated };
      }, conflict);
    },
  }),
);
