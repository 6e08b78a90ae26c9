/**
 * DRAFT edits of a Ylnies character: `setYlniesSkills` (re-checked against the creation rules
 * while DRAFT; the GM's alone afterwards) and `setYlniesEquipment` (the owner's while DRAFT,
 * the GM's always).
 */
import * as z from 'zod/mini';
import { writeCharacterState } from '../../db/state.js';
import { replacedSkills } from '../../rules/ylnies/creation-choices.js';
import { equipmentViolations } from '../../rules/ylnies/equipment.js';
import { equipmentEdit, skillsEdit } from '../../rules/ylnies/sheet-edits.js';
import { requireEditableCharacter } from '../auth.js';
import { accepted, refuseIf } from '../errors.js';
import { CharacterPayload } from '../refs.js';
import {
  equipmentSchema,
  skillInputSchema,
  toEquipment,
  YlniesEquipmentInput,
  YlniesSkillInput,
} from './creation.js';
import { requireYlniesSheet, type StoredYlnies, ylniesMutation } from './shared.js';
import { field, inputType } from '../input.js';

const SetYlniesSkillsInput = inputType('SetYlniesSkillsInput', {
  characterId: field.id(z.string(), 'The Ylnies character whose skills are replaced.'),
  skills: field.of([YlniesSkillInput], z.array(skillInputSchema).check(z.maxLength(100)), 'The whole list: it replaces the sheet’s.'),
});

ylniesMutation('setYlniesSkills', {
  type: CharacterPayload,
  description:
    'Replace a Ylnies character’s skills. A DRAFT PC (owner or GM) is checked against the creation rules: 75 points (+15 human upbringing), at most 10 per skill, spells double, one innate ability = Willpower free. An NPC or an ACTIVE PC: GM only, shape rules only.',
  input: SetYlniesSkillsInput,
  countRetries: false,
  load: (ctx, input) => requireEditableCharacter(ctx, input.characterId),
  run: async (ctx, { character, role }, v) => {
    const sheet = requireYlniesSheet(character);
    const { creationRules } = accepted(skillsEdit(character, role));
    const edited = accepted(replacedSkills(sheet, v.skills, creationRules));
    const next: StoredYlnies = { ...sheet, skills: edited.skills, creation: edited.skillPoints ? { ...sheet.creation, skillPoints: edited.skillPoints } : sheet.creation };
    return { character: await writeCharacterState(ctx.db, character, { ylnies: next }) };
  },
});

const SetYlniesEquipmentInput = inputType('SetYlniesEquipmentInput', {
  characterId: field.id(z.string(), 'The Ylnies character whose equipment is replaced.'),
  equipment: field.of(YlniesEquipmentInput, equipmentSchema, 'The whole equipment: it replaces the sheet’s.'),
});

ylniesMutation('setYlniesEquipment', {
  type: CharacterPayload,
  description: 'Replace a Ylnies character’s equipment (weapon and armour types from the catalogue). The owner while DRAFT; the GM always (the GM prevents abuse).',
  // Only `equipment` is checked, so issue paths start inside it (`weapons.0.name`), as they always have.
  input: { ref: SetYlniesEquipmentInput.ref, schema: z.pipe(z.transform((input) => (input as { equipment: unknown }).equipment), equipmentSchema) },
  countRetries: false,
  load: (ctx, input) => requireEditableCharacter(ctx, input.characterId),
  run: async (ctx, { character, role }, checked) => {
    const equipment = toEquipment(checked);
    const sheet = requireYlniesSheet(character);
    accepted(equipmentEdit(character, role));
    const breaches = equipmentViolations(equipment);
    refuseIf(breaches);
    return { character: await writeCharacterState(ctx.db, character, { ylnies: { ...sheet, equipment } }) };
  },
});
