/**
 * Rule refusals in each language, keyed by the rules core's `Violation.code` and filled from
 * its `params` (src/rules/violation.ts). The API's `message` is English for developers; a page
 * shows the catalogue's sentence in its language, and the API's message only for a code the
 * catalogue lacks (test/web/violation-words.test.ts lists those; the list only shrinks).
 */

export type Params = Readonly<Record<string, string>>;
type Words = Readonly<Record<string, (p: Params) => string>>;

export const VIOLATIONS_EN: Words = {
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
  MODULE_OBJECT_LOST: (p) => (p.object ? `“${p.module}” does not count: “${p.object}” is lost.` : `“${p.module}” does not count: its object is lost.`),
  MODULE_NOT_REMOVABLE: (p) => `“${p.module}” is not tied to an object: there is nothing to lose or find.`,
};

export const VIOLATIONS_FR: Words = {
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
    p.object
      ? `«\u00a0${p.module}\u00a0» ne compte pas\u00a0: «\u00a0${p.object}\u00a0» est perdu.`
      : `«\u00a0${p.module}\u00a0» ne compte pas\u00a0: son objet est perdu.`,
  MODULE_NOT_REMOVABLE: (p) => `«\u00a0${p.module}\u00a0» n’est lié à aucun objet\u00a0: il n’y a rien à perdre ni à retrouver.`,
};
