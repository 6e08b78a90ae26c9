/**
 * Rule refusals in each language, keyed by the rules core's `Violation.code` and filled from
 * its `params` (src/rules/violation.ts). The API's `message` is English for developers; a page
 * (web/src/lib/messages/refusals.ts) and the Discord door (src/integrations/discord/refusals.ts)
 * show the catalogue's sentence in the reader's language, and the API's message only for a code
 * the catalogue lacks (an older client before a new code; test/web/violation-words.test.ts holds
 * every code the rules core can raise to a sentence in both languages). Here, not in web/, so
 * both may import it; plain data, no imports of the app.
 */

import { RULE_WORDS_EN } from './violations-en.js';
import { RULE_WORDS_FR } from './violations-fr.js';

import type { Params, Words } from './types.js';

export type { Params, Words };

/** «\u00a0text\u00a0»: French quotation marks with their non-breaking spaces. */
const q = (text: string | undefined) => `«\u00a0${text}\u00a0»`;

export const VIOLATIONS_EN: Words = {
  ...RULE_WORDS_EN,
  ALREADY_ACTED: (p) => (p.character ? `${p.character} has already declared an action this turn: wait for the next turn.` : RULE_WORDS_EN.ALREADY_ACTED!(p)),
  CHARACTER_OUT_OF_ACTION: (p) => (p.character ? `${p.character} is out of action and cannot act.` : RULE_WORDS_EN.CHARACTER_OUT_OF_ACTION!(p)),
  INCAPACITATED: (p) => (p.character ? `${p.character} cannot act (unconscious or dead).` : RULE_WORDS_EN.INCAPACITATED!(p)),
  INSUFFICIENT_EXPERIENCE: (p) =>
    p.module && p.cost ? `A rank of “${p.module}” costs ${p.cost} XP${p.available ? `; ${p.available} XP left` : ''}: not enough experience.` : RULE_WORDS_EN.INSUFFICIENT_EXPERIENCE!(p),
  NOT_ENOUGH_MANA: (p) => (p.cost ? `This costs ${p.cost} mana points and ${p.mana} are left: restore mana first.` : RULE_WORDS_EN.NOT_ENOUGH_MANA!(p)),
  NOT_YOUR_TURN: (p) => (p.current ? `It is ${p.current}’s turn, not ${p.character}’s: wait for yours.` : RULE_WORDS_EN.NOT_YOUR_TURN!(p)),
  ONE_SPELL_BETWEEN_ACTIONS: (p) => (p.character ? `${p.character} has already cast a spell since its last action: one spell between two of one’s actions.` : RULE_WORDS_EN.ONE_SPELL_BETWEEN_ACTIONS!(p)),
  RANK_ALREADY_RAISED_THIS_SCENARIO: (p) => (p.module ? `“${p.module}” already gained a rank at this scenario’s end: one rank per module per scenario.` : RULE_WORDS_EN.RANK_ALREADY_RAISED_THIS_SCENARIO!(p)),
  REQUEST_OTHER_SKILL: (p) => (p.skill ? `The request is for “${p.skill}”, not “${p.spell}”: answer with “${p.skill}”.` : RULE_WORDS_EN.REQUEST_OTHER_SKILL!(p)),
  STALE_TURN: (p) => (p.turn ? `That turn has ended: it is now turn ${p.turn}.` : RULE_WORDS_EN.STALE_TURN!(p)),
  OUT_OF_RANGE: (p) => (p.distance ? `${p.distance} m is beyond the long range of this weapon (${p.long} m): come closer.` : RULE_WORDS_EN.OUT_OF_RANGE!(p)),
  SKILL_NOT_FOUND: (p) => (p.skill ? `No skill “${p.skill}” on this sheet: check its spelling.` : RULE_WORDS_EN.SKILL_NOT_FOUND!(p)),
  WEAPON_NOT_CARRIED: (p) => (p.weapon ? `The character carries no weapon “${p.weapon}”.` : RULE_WORDS_EN.WEAPON_NOT_CARRIED!(p)),
  TRAINING_NOT_STARTED: (p) => (p.skill ? `No training of “${p.skill}” is in progress: the GM starts it.` : RULE_WORDS_EN.TRAINING_NOT_STARTED!(p)),
  SESSION_NOT_PLAYED: (p) => (p.title ? `“${p.title}” has not been played yet: mark it played first.` : RULE_WORDS_EN.SESSION_NOT_PLAYED!(p)),
  SCENARIO_NOT_COMPLETED: (p) => (p.title ? `“${p.title}” is not completed yet.` : RULE_WORDS_EN.SCENARIO_NOT_COMPLETED!(p)),
  SPELL_NAME_TAKEN: (p) => (p.spell ? `The campaign already has a spell named “${p.spell}”: choose another name.` : RULE_WORDS_EN.SPELL_NAME_TAKEN!(p)),
  CHARACTERISTIC_ABOVE_MAXIMUM: (p) => `${p.characteristic} starts at ${p.value}, above ${p.max}.`,
  CHARACTERISTIC_POINTS_EXCEEDED: (p) => `${p.spent} points spent, ${p.available} available.`,
  INNATE_VALUE_WITH_RANDOM: (p) => `Leave the value of “${p.skill}” out: it is the rolled Willpower.`,
  SKILL_NAME_EMPTY: () => 'A skill needs a name.',
  SKILL_DUPLICATE: (p) => `The skill “${p.skill}” appears twice.`,
  SKILL_CHARACTERISTIC_UNKNOWN: (p) => `The skill “${p.skill}” is tied to an unknown characteristic.`,
  SKILL_KIND_UNKNOWN: (p) => `The skill “${p.skill}” is neither a skill, a spell nor a power.`,
  SKILL_VALUE_INVALID: (p) => `The skill “${p.skill}” needs a whole number of 0 or more.`,
  INNATE_BELOW_WILLPOWER: (p) => `The innate ability “${p.skill}” is at ${p.value}, below Willpower (${p.willpower}).`,
  SKILL_ABOVE_CREATION_MAX: (p) => `“${p.skill}” is at ${p.value}: at creation a skill goes up to ${p.max}.`,
  INNATE_MISSING: () => 'The character needs one innate spell or power.',
  INNATE_MULTIPLE: (p) => `${p.count} innate abilities: only one is allowed.`,
  INNATE_NOT_MAGICAL: (p) => `The innate ability “${p.skill}” must be a spell or a power.`,
  SKILL_POINTS_EXCEEDED: (p) => `${p.spent} skill points spent, ${p.available} available.`,
  WEBHOOK_ALREADY_ACTIVE: () => 'This endpoint is already on: its receiver keeps the secret it has.',
  MODULE_OBJECT_LOST: (p) =>
    p.module ? (p.object ? `“${p.module}” does not count: “${p.object}” is lost.` : `“${p.module}” does not count: its object is lost.`) : RULE_WORDS_EN.MODULE_OBJECT_LOST!(p),
  MODULE_NOT_REMOVABLE: (p) => (p.module ? `“${p.module}” is not tied to an object: there is nothing to lose or find.` : RULE_WORDS_EN.MODULE_NOT_REMOVABLE!(p)),
};

export const VIOLATIONS_FR: Words = {
  ...RULE_WORDS_FR,
  ALREADY_ACTED: (p) => (p.character ? `${p.character} a déjà déclaré une action ce tour\u00a0: attendez le tour suivant.` : RULE_WORDS_FR.ALREADY_ACTED!(p)),
  CHARACTER_OUT_OF_ACTION: (p) => (p.character ? `${p.character} est hors de combat et ne peut pas agir.` : RULE_WORDS_FR.CHARACTER_OUT_OF_ACTION!(p)),
  INCAPACITATED: (p) => (p.character ? `${p.character} ne peut pas agir (inconscient ou mort).` : RULE_WORDS_FR.INCAPACITATED!(p)),
  INSUFFICIENT_EXPERIENCE: (p) =>
    p.module && p.cost
      ? `Un rang de ${q(p.module)} coûte ${p.cost}\u00a0PX${p.available ? `\u202f; il en reste ${p.available}` : ''}\u00a0: pas assez d’expérience.`
      : RULE_WORDS_FR.INSUFFICIENT_EXPERIENCE!(p),
  NOT_ENOUGH_MANA: (p) => (p.cost ? `Ceci coûte ${p.cost}\u00a0points de mana et il en reste ${p.mana}\u00a0: restaurez d’abord du mana.` : RULE_WORDS_FR.NOT_ENOUGH_MANA!(p)),
  NOT_YOUR_TURN: (p) => (p.current ? `C’est le tour de ${p.current}, pas celui de ${p.character}\u00a0: attendez le vôtre.` : RULE_WORDS_FR.NOT_YOUR_TURN!(p)),
  ONE_SPELL_BETWEEN_ACTIONS: (p) => (p.character ? `${p.character} a déjà lancé un sort depuis sa dernière action\u00a0: un seul sort entre deux actions.` : RULE_WORDS_FR.ONE_SPELL_BETWEEN_ACTIONS!(p)),
  RANK_ALREADY_RAISED_THIS_SCENARIO: (p) => (p.module ? `${q(p.module)} a déjà gagné un rang à la fin de ce scénario\u00a0: un rang par module et par scénario.` : RULE_WORDS_FR.RANK_ALREADY_RAISED_THIS_SCENARIO!(p)),
  REQUEST_OTHER_SKILL: (p) => (p.skill ? `La demande porte sur ${q(p.skill)}, pas sur ${q(p.spell)}\u00a0: répondez avec ${q(p.skill)}.` : RULE_WORDS_FR.REQUEST_OTHER_SKILL!(p)),
  STALE_TURN: (p) => (p.turn ? `Ce tour est fini\u00a0: c’est maintenant le tour ${p.turn}.` : RULE_WORDS_FR.STALE_TURN!(p)),
  OUT_OF_RANGE: (p) => (p.distance ? `${p.distance}\u00a0m, c’est au-delà de la portée longue de cette arme (${p.long}\u00a0m)\u00a0: rapprochez-vous.` : RULE_WORDS_FR.OUT_OF_RANGE!(p)),
  SKILL_NOT_FOUND: (p) => (p.skill ? `Aucune compétence ${q(p.skill)} sur cette fiche\u00a0: vérifiez l’orthographe.` : RULE_WORDS_FR.SKILL_NOT_FOUND!(p)),
  WEAPON_NOT_CARRIED: (p) => (p.weapon ? `Le personnage ne porte pas d’arme ${q(p.weapon)}.` : RULE_WORDS_FR.WEAPON_NOT_CARRIED!(p)),
  TRAINING_NOT_STARTED: (p) => (p.skill ? `Aucun entraînement de ${q(p.skill)} n’est en cours\u00a0: le MJ le commence.` : RULE_WORDS_FR.TRAINING_NOT_STARTED!(p)),
  SESSION_NOT_PLAYED: (p) => (p.title ? `${q(p.title)} n’a pas encore été jouée\u00a0: marquez-la jouée d’abord.` : RULE_WORDS_FR.SESSION_NOT_PLAYED!(p)),
  SCENARIO_NOT_COMPLETED: (p) => (p.title ? `${q(p.title)} n’est pas encore terminé.` : RULE_WORDS_FR.SCENARIO_NOT_COMPLETED!(p)),
  SPELL_NAME_TAKEN: (p) => (p.spell ? `La campagne a déjà un sort nommé ${q(p.spell)}\u00a0: choisissez un autre nom.` : RULE_WORDS_FR.SPELL_NAME_TAKEN!(p)),
  CHARACTERISTIC_ABOVE_MAXIMUM: (p) => `${p.characteristic} commence à ${p.value}, au-dessus de ${p.max}.`,
  CHARACTERISTIC_POINTS_EXCEEDED: (p) => `${p.spent} points dépensés pour ${p.available} disponibles.`,
  INNATE_VALUE_WITH_RANDOM: (p) => `Laissez la valeur de «\u00a0${p.skill}\u00a0» vide\u00a0: c’est la Volonté tirée.`,
  SKILL_NAME_EMPTY: () => 'Une compétence doit avoir un nom.',
  SKILL_DUPLICATE: (p) => `La compétence «\u00a0${p.skill}\u00a0» figure deux fois.`,
  SKILL_CHARACTERISTIC_UNKNOWN: (p) => `La compétence «\u00a0${p.skill}\u00a0» est liée à une caractéristique inconnue.`,
  SKILL_KIND_UNKNOWN: (p) => `La compétence «\u00a0${p.skill}\u00a0» n’est ni une compétence, ni un sort, ni un pouvoir.`,
  SKILL_VALUE_INVALID: (p) => `La compétence «\u00a0${p.skill}\u00a0» demande un nombre entier positif ou nul.`,
  INNATE_BELOW_WILLPOWER: (p) => `La capacité innée «\u00a0${p.skill}\u00a0» est à ${p.value}, sous la Volonté (${p.willpower}).`,
  SKILL_ABOVE_CREATION_MAX: (p) => `«\u00a0${p.skill}\u00a0» est à ${p.value}\u00a0: à la création, une compétence va jusqu’à ${p.max}.`,
  INNATE_MISSING: () => 'Le personnage doit avoir un sort ou un pouvoir inné.',
  INNATE_MULTIPLE: (p) => `${p.count} capacités innées\u00a0: une seule est permise.`,
  INNATE_NOT_MAGICAL: (p) => `La capacité innée «\u00a0${p.skill}\u00a0» doit être un sort ou un pouvoir.`,
  SKILL_POINTS_EXCEEDED: (p) => `${p.spent} points de compétence dépensés pour ${p.available} disponibles.`,
  WEBHOOK_ALREADY_ACTIVE: () => 'Ce webhook est déjà actif\u00a0: son destinataire garde le secret qu’il a.',
  MODULE_OBJECT_LOST: (p) =>
    !p.module
      ? RULE_WORDS_FR.MODULE_OBJECT_LOST!(p)
      : p.object
        ? `«\u00a0${p.module}\u00a0» ne compte pas\u00a0: «\u00a0${p.object}\u00a0» est perdu.`
        : `«\u00a0${p.module}\u00a0» ne compte pas\u00a0: son objet est perdu.`,
  MODULE_NOT_REMOVABLE: (p) =>
    p.module ? `«\u00a0${p.module}\u00a0» n’est lié à aucun objet\u00a0: il n’y a rien à perdre ni à retrouver.` : RULE_WORDS_FR.MODULE_NOT_REMOVABLE!(p),
};

/**
 * The catalogue's sentence for a refusal, in `lang`, or null when it has none (the caller then
 * shows the API's message). A sentence missing one of its values is no sentence.
 */
export function ruleSentence(lang: 'en' | 'fr', v: { code: string; params?: Params | undefined }): string | null {
  const say = (lang === 'fr' ? VIOLATIONS_FR : VIOLATIONS_EN)[v.code];
  if (!say) return null;
  const sentence = say(v.params ?? {});
  return sentence.includes('undefined') ? null : sentence;
}
