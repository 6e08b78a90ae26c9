/**
 * DRAFT edits of a Ylnies character: `setYlniesSkills` (re-checked against the creation rules
 * while DRAFT; the GM's alone afterwards) and `setYlniesEquipment` (the owner's while DRAFT,
 * the GM's always).
 */
import * as z from 'zod';
import { retryOnConflict } from '../../db/characters.js';
import { writeCharacterState } from '../../db/state.js';
import { replacedSkills } from '../../rules/ylnies/creation-choices.js';
import { equipmentViolations } from '../../rules/ylnies/equipment.js';
import { equipmentEdit, skillsEdit } from '../../rules/ylnies/sheet-edits.js';
import { requireEditableCharacter } from '../auth.js';
import { conflict, validate, accepted, refuseIf } from '../errors.js';
import { CharacterPayload } from '../refs.js';
import {
  equipmentSchema,
  skillInputSchema,
  toEquipment,
  YlniesEquipmentInput,
  YlniesSkillInput,
} from './creation.js';
import { requireYlniesSheet, type StoredYlnies } from './shared.js';
import { inputMutation } from '../mutation.js';
import { field, inputType } from '../input.js';

const SetYlniesSkillsInput = inputType('SetYlniesSkillsInput', {
  characterId: field.id(z.string(), 'The Ylnies character whose skills are replaced.'),
  skills: field.of([YlniesSkillInput], z.array(skillInputSchema).max(100), 'The whole list: it replaces the sheet’s.'),
});

inputMutation('setYlniesSkills', {
  type: CharacterPayload,
  description:
    'Replace a Ylnies character’s skills. A DRAFT PC (owner or GM) is checked against the creation rules: 75 points (+15 human upbringing), at most 10 per skill, spells double, one innate ability = Willpower free. An NPC or an ACTIVE PC: GM only, shape rules only.',
  input: SetYlniesSkillsInput.ref,
  resolve: async (_root, { input }, ctx) => {
    let loaded: Awaited<ReturnType<typeof requireEditableCharacter>> | null = await requireEditableCharacter(ctx, input.characterId);
    const v = validate(SetYlniesSkillsInput.schema, input);
    return retryOnConflict(async () => {
      const { character, role } = loaded ?? (await requireEditableCharacter(ctx, input.characterId));
      loaded = null;
      const sheet = requireYlniesSheet(character);
      const { creationRules } = accepted(skillsEdit(character, role));
      const edited = accepted(replacedSkills(sheet, v.skills, creationRules));
      const next: StoredYlnies = { ...sheet, skills: edited.skills, creation: edited.skillPoints ? { ...sheet.creation, skillPoints: edited.skillPoints } : sheet.creation };
      const updated = await writeCharacterState(ctx.db, character, { ylnies: next });
      return { character: updated };
    }, conflict);
  },
});

const SetYlniesEquipmentInput = inputType('SetYlniesEquipmentInput', {
  characterId: field.id(z.string(), 'The Ylnies character whose equipment is replaced.'),
  equipment: field.of(YlniesEquipmentInput, equipmentSchema, 'The whole equipment: it replaces the sheet’s.'),
});

inputMutation('setYlniesEquipment', {
  type: CharacterPayload,
  description: 'Replace a Ylnies character’s equipment (weapon and armour types from the catalogue). The owner while DRAFT; the GM always (the GM prevents abuse).',
  input: SetYlniesEquipmentInput.ref,
  resolve: async (_root, { input }, ctx) => {
    let loaded: Awaited<ReturnType<typeof requireEditableCharacter>> | null = await requireEditableCharacter(ctx, input.characterId);
    // Issue paths start inside `equipment` (`weapons.0.name`), as they always have.
    const equipment = toEquipment(validate(equipmentSchema, input.equipment));
    return retryOnConflict(async () => {
      const { character, role } = loaded ?? (await requireEditableCharacter(ctx, input.characterId));
      loaded = null;
      const sheet = requireYlniesSheet(character);
      accepted(equipmentEdit(character, role));
      const breaches = equipmentViolations(equipment);
      refuseIf(breaches);
      const updated = await writeCharacterState(ctx.db, character, { ylnies: { ...sheet, equipment } });
      return { character: updated };
    }, conflict);
  },
});
