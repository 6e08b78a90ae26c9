/**
 * Creating a Ylnies character (Ylnies §Creation): the `ylnies` part of `createCharacter`'s
 * input, its validation, and `createYlniesCharacter` — random or points characteristics, pure
 * or mixed race, skills and equipment, every dice-free rule checked before the server rolls.
 * The skill and equipment inputs and the NPC exemptions are shared with the DRAFT edits.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import { retryOnConflict } from '../../db/characters.js';
import { creationLog, type EpochRow } from '../../db/fairness.js';
import { countRetry } from '../../db/retries.js';
import type { RollTurn } from '../../db/roll-queue.js';
import { type CampaignRead, CreationPlaceTaken, insertCharacter, readCampaignForSheets, sealFirstRoll } from '../../db/sheets.js';
import { encodeId } from '../../primitives/ids.js';
import { mayCreateKind } from '../../rules/character-sheet.js';
import { type Rng, recordingRng } from '../../rules/dice.js';
import {
  applyModifiers,
  CHARACTERISTIC_KEYS,
  type CharacteristicKey,
  type Characteristics,
  manaPointsFor,
} from '../../rules/ylnies/characteristics.js';
import {
  bindingViolations,
  createSheet,
  rollCharacteristics,
  type SkillInput,
  skillPointsAvailable,
} from '../../rules/ylnies/creation.js';
import { skillInputsFor, violationsBeforeDice } from '../../rules/ylnies/creation-choices.js';
import type { EquipmentState } from '../../rules/ylnies/equipment.js';
import { pureRace, type RaceState, rollMixedRace } from '../../rules/ylnies/races.js';
import { NO_WOUNDS } from '../../rules/ylnies/sheet.js';
import { requireCaller } from '../auth.js';
import type { Context } from '../context.js';
import { conflict, validate, accepted, refuseIf } from '../errors.js';
import { field, inputType } from '../input.js';
import { clientSeedSchema, currentEpoch, fairDice } from '../rolls/fairness-shared.js';
import { YlniesArmourTypeKey, YlniesCharacteristicKey, YlniesCreationMethod, YlniesSkillKind, YlniesWeaponTypeKey } from './enums.js';
import type { StoredYlnies } from './shared.js';
// Loaded here, as before: the schema prints its types in the order they were built (schema.graphql).
import './shared.js';

// ----- Inputs --------------------------------------------------------------------------------

const int = z.int().check(z.minimum(-1000), z.maximum(1000));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(max));

const YlniesSkill = inputType('YlniesSkillInput', {
  // Emptiness and duplicates are rules (Ylnies §Creation), reported as RuleViolations.
  name: field.string(z.string().check(z.maxLength(80)), 'Its free name (at most 80 characters), unique on the sheet.'),
  characteristic: field.of(YlniesCharacteristicKey, z.enum(CHARACTERISTIC_KEYS), 'The characteristic it is tied to.'),
  kind: field.of(YlniesSkillKind, z.nullish(z.enum(['SKILL', 'SPELL', 'POWER'])), 'Default SKILL.'),
  value: field.int(z.nullish(int), 'Required except for the innate ability (default: Willpower).'),
  innate: field.boolean(z.nullish(z.boolean()), 'The one innate magical ability (a SPELL or POWER): free, starts at Willpower, may pass the creation cap of 10.'),
}, 'A skill, spell or power. Leave `value` out for the innate ability: it is Willpower.');
export const YlniesSkillInput = YlniesSkill.ref;
export const skillInputSchema = YlniesSkill.schema.check(z.refine((s) => s.innate === true || (s.value !== null && s.value !== undefined), { path: ['value'], message: 'a skill needs a value (only the innate ability may leave it out)' }));

const YlniesWeapon = inputType('YlniesWeaponInput', {
  name: field.string(text(80), 'Its name (1..80 characters).'),
  type: field.of(YlniesWeaponTypeKey, z.enum(['LIGHT', 'NORMAL', 'HEAVY', 'LONG', 'BOW', 'CROSSBOW']), 'Its type, which sets its damage and ranges.'),
}, 'A weapon carried: a name of the player’s and a type of the seed’s catalogue.');
const YlniesArmour = inputType('YlniesArmourInput', {
  name: field.string(text(80), 'Its name (1..80 characters).'),
  type: field.of(YlniesArmourTypeKey, z.enum(['LEATHER', 'SCALE', 'CHAIN', 'CUIRASS', 'PLATE']), 'Its type, which sets its value.'),
}, 'The armour worn: a name of the player’s and a type of the seed’s catalogue.');
const YlniesEquipment = inputType('YlniesEquipmentInput', {
  weapons: field.of([YlniesWeapon.ref], z.nullish(z.array(YlniesWeapon.schema).check(z.maxLength(20))), 'Weapons carried, at most 20; default none.'),
  armour: field.of(YlniesArmour.ref, z.nullish(YlniesArmour.schema), 'The armour worn; default none.'),
  other: field.stringList(z.nullish(z.array(text(200)).check(z.maxLength(100))), 'Anything else, as free text (at most 100 items of 200 characters).'),
}, 'What a Ylnies character carries (the GM may veto abuse).');
export const YlniesEquipmentInput = YlniesEquipment.ref;
export const equipmentSchema = YlniesEquipment.schema;

export function toEquipment(e: z.output<typeof equipmentSchema> | null | undefined): EquipmentState {
  return { weapons: e?.weapons ?? [], armour: e?.armour ?? null, other: e?.other ?? [] };
}

const YlniesBases = inputType('YlniesBasesInput', {
  AGI: field.int(int, 'Agility’s base.'),
  APP: field.int(int, 'Appearance’s base.'),
  CHA: field.int(int, 'Charisma’s base.'),
  CON: field.int(int, 'Constitution’s base.'),
  STR: field.int(int, 'Strength’s base.'),
  INT: field.int(int, 'Intelligence’s base.'),
  MAN: field.int(int, 'Mana’s base.'),
  PER: field.int(int, 'Perception’s base.'),
  REF: field.int(int, 'Reflexes’ base.'),
  WIL: field.int(int, 'Willpower’s base.'),
}, 'POINTS method: the ten base values (1–13 each, 70 in all) before racial modifiers.');

const YlniesMixed = inputType('YlniesMixedInput', {
  parents: field.stringList(z.array(z.string().check(z.trim(), z.maxLength(40))).check(z.length(2, 'a mixed character has two parents')), 'Two different race keys.'),
  humanUpbringing: field.boolean(z.boolean(), 'Raised among humans: the +15 skill points.'),
}, 'A mixed character: each characteristic takes one parent’s modifier on a fair draw the server rolls and logs.');

const YlniesCharacter = inputType('YlniesCharacterInput', {
  race: field.string(z.nullish(z.string().check(z.trim(), z.maxLength(40))), 'HUMAN, KAY_TEY, HALF_ELF or TROLL (or give `mixed`).'),
  mixed: field.of(YlniesMixed.ref, z.nullish(YlniesMixed.schema), 'A mixed parentage instead of `race`.'),
  method: field.of(YlniesCreationMethod, z.enum(['RANDOM', 'POINTS']), 'How the characteristics are made: rolled or bought.'),
  clientSeed: field.string(z.nullish(clientSeedSchema), 'Your seed for the fair dice of a RANDOM or mixed creation (docs/fairness.md §Creation rolls): 1–64 printable ASCII characters.'),
  bases: field.of(YlniesBases.ref, z.nullish(YlniesBases.schema), 'POINTS only.'),
  skills: field.of([YlniesSkillInput], z.array(skillInputSchema).check(z.maxLength(100)), 'Skills, spells and powers bought with the creation skill points (75, +15 with a human upbringing; at most 10 each).'),
  equipment: field.of(YlniesEquipmentInput, z.nullish(equipmentSchema), 'What the character carries; default nothing.'),
}, 'A Ylnies character: `race` or `mixed`, the characteristics method, skills and equipment.');
export const YlniesCharacterInput = YlniesCharacter.ref;

const createYlniesSchema = z.object({
  campaignId: z.string(),
  name: z.string().check(z.trim(), z.minLength(1, 'a character needs a name'), z.maxLength(80)),
  kind: z.nullish(z.enum(['PC', 'NPC'])),
  ylnies: YlniesCharacter.schema.check(z.superRefine((v, issue) => {
    if (!v.race === !v.mixed) issue.addIssue({ code: 'custom', path: ['race'], message: 'give either `race` or `mixed`' });
    if (v.method === 'POINTS' && !v.bases) issue.addIssue({ code: 'custom', path: ['bases'], message: 'the POINTS method needs `bases`' });
    if (v.method === 'RANDOM' && v.bases) issue.addIssue({ code: 'custom', path: ['bases'], message: 'the RANDOM method rolls the bases: leave `bases` out' });
  })),
});

// ----- Creation ------------------------------------------------------------------------------

/** A dice source that never rolls for real: it lets the rules check a mixed parentage before the server rolls. */
const DRY_RNG: Rng = { int: (min) => min };

/**
 * Create a Ylnies character (Ylnies §Creation). Every rule that does not depend on the dice is
 * checked before anything is rolled, so a refused request cannot be used to fish for rolls;
 * the dice (mixed parentage, RANDOM characteristics) are logged in the same statement as
 * the insert.
 */
export async function createYlniesCharacter(ctx: Context, input: unknown, first: CampaignRead, role: 'GM' | 'PLAYER'): Promise<CharacterRow> {
  const campaignId = first.campaign.id;
  const caller = requireCaller(ctx);
  const v = validate(createYlniesSchema, input);
  const kind = v.kind ?? 'PC';
  accepted(mayCreateKind(kind, role, 'API: NPCs are the GM’s'));
  const y = v.ylnies;
  const creationRules = kind === 'PC';
  const equipment = toEquipment(y.equipment);

  // 1. Dice-free checks.
  const provisional = accepted(y.mixed ? rollMixedRace(DRY_RNG, [y.mixed.parents[0]!, y.mixed.parents[1]!], y.mixed.humanUpbringing) : pureRace(y.race!));
  const breaches = violationsBeforeDice({
    race: provisional,
    characteristics: y.method === 'POINTS' ? { method: 'POINTS', bases: y.bases! } : { method: 'RANDOM' },
    skills: y.skills,
    equipment,
    creationRules,
  });
  refuseIf(breaches);

  // 2. The dice, derived at the next place of the campaign's creation log (docs/fairness.md
  // §Creation rolls) and recorded face by face. The place is taken in the creating transaction;
  // a rival creation that took it first means rolling again for the next one.
  const needsDice = Boolean(y.mixed) || y.method === 'RANDOM';
  // The first attempt derives at the place the request's one read found. A rival that took it
  // hands back the next place with the loss (one more write, no read); only a place that did not
  // move (the epoch's seed revealed meanwhile) makes the next attempt read again.
  let read: CampaignRead | null = first;
  let next: number | null = null;
  let rollEpoch: EpochRow | null = null;
  const create = (turn: RollTurn | null) =>
    retryOnConflict(async () => {
      if (!read) {
        read = (await readCampaignForSheets(ctx.db, campaignId, caller.userId)) ?? first;
        rollEpoch = null;
      }
      const k = needsDice ? (next ?? read.campaign.creationRolls + 1) : 0;
      if (needsDice && !rollEpoch) rollEpoch = await currentEpoch(ctx, ctx.db, campaignId, read.epoch);
      const epoch = rollEpoch;
      const dice = epoch ? fairDice(ctx, creationLog(campaignId), epoch, { seq: k, prevHash: '' }, y.clientSeed) : null;
      const rng = dice?.rng ?? recordingRng(DRY_RNG);
      const race = y.mixed ? accepted(rollMixedRace(rng, [y.mixed.parents[0]!, y.mixed.parents[1]!], y.mixed.humanUpbringing)) : provisional;
      const rolled = y.method === 'RANDOM' ? rollCharacteristics(rng, race.modifiers) : null;
      const bases: Characteristics = rolled ? rolled.bases : { ...y.bases! };
      const final = applyModifiers(bases, race.modifiers);
      const skillInputs = skillInputsFor(y.skills, final.WIL);
      const built = createSheet({
        race,
        characteristics: rolled ? { method: 'RANDOM', rolls: rolled.rolls! } : { method: 'POINTS', bases },
        skills: skillInputs,
        equipment,
      });
      let sheet: StoredYlnies;
      if (built.ok) {
        sheet = { ...built.value.sheet, creation: { method: y.method, bases, skillPoints: built.value.skillPoints }, training: [] };
      } else {
        const left = bindingViolations(built.violations, creationRules);
        // Only dice-free rules can fail here, and they were checked above; an NPC may be past a cap.
        refuseIf(left);
        sheet = assembleSheet(race, bases, final, skillInputs, equipment, y.method);
      }

      // ONE statement: the creation log's place taken (still the next one, its epoch still open),
      // the character, its creation roll as the first entry of its log, the event.
      const id = crypto.randomUUID();
      const at = ctx.clock.now();
      const roll =
        dice?.rng.faces.length
          ? await sealFirstRoll(
              {
                campaignId,
                characterId: id,
                kind: 'CREATION',
                inputs: { ruleset: 'YLNIES', method: y.method, race: y.race ?? null, mixed: y.mixed ?? null },
                faces: dice.rng.faces,
                outcome: { race: race.key, draws: race.draws, rolls: rolled?.rolls ?? null, bases, characteristics: sheet.characteristics },
                requestedBy: caller.userId,
                at,
                fairness: { ...dice.fairness(), derivedAt: { log: creationLog(campaignId), seq: k } },
              },
              ctx.rollKeys,
            )
          : undefined;
      const created = await insertCharacter(
        ctx.db,
        {
          id,
          campaignId,
          ownerId: kind === 'PC' ? caller.userId : null,
          name: v.name,
          kind,
          status: kind === 'PC' ? 'DRAFT' : 'ACTIVE',
          ruleset: 'YLNIES',
          race: race.key,
          state: { ylnies: sheet },
        },
        {
          ...(roll ? { roll } : {}),
          ...(dice && epoch ? { creationPlace: { k, epochId: epoch.id } } : {}),
          events: [{ type: 'character.created', payload: { characterId: encodeId('Character', id), ruleset: 'YLNIES', kind, race: race.key, method: y.method } }],
          at,
        },
      ).catch((error: unknown) => {
        // A rival creation took the place first (or the seed was revealed): roll again at the next one.
        if (error instanceof CreationPlaceTaken) {
          countRetry('createCharacter');
          next = error.next;
          if (next === null) read = null;
        }
        throw error;
      });
      turn?.wrote({ seq: k + 1, prevHash: '' });
      return created.character;
    }, conflict);
  // In this process, creations that roll queue per campaign (issue 38 item 22): each starts at
  // the place the one before it took instead of losing it and writing again (a third statement).
  // Another process can still take the place first: that stays the counted retry above.
  if (!needsDice || !ctx.rollQueue) return create(null);
  return ctx.rollQueue.run(creationLane(campaignId), (turn) => {
    next = Math.max(turn.next?.seq ?? 0, first.campaign.creationRolls + 1);
    return create(turn);
  });
}

/** The roll queue's lane of a campaign's creation log (a character's lane is its bare id). */
function creationLane(campaignId: string): string {
  return `creation-log:${campaignId}`;
}

/** A sheet the creation caps do not bind (NPCs): same arithmetic as the rules core's createSheet. */
function assembleSheet(
  race: RaceState,
  bases: Characteristics,
  final: Characteristics,
  skills: readonly SkillInput[],
  equipment: EquipmentState,
  method: 'RANDOM' | 'POINTS',
): StoredYlnies {
  const manaPoints = manaPointsFor(final.MAN);
  return {
    race,
    characteristics: final,
    skills: skills.map((s) => ({ name: s.name.trim(), characteristic: s.characteristic as CharacteristicKey, kind: s.kind, value: s.value, innate: s.innate === true })),
    manaPoints,
    mana: manaPoints,
    wounds: { ...NO_WOUNDS, grave: [], critical: [] },
    equipment,
    creation: { method, bases, skillPoints: { spent: 0, available: skillPointsAvailable(race), unspent: skillPointsAvailable(race) } },
    training: [],
  };
}
