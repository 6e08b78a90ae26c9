/** Enums named by the public contract (API.md). */
import { builder } from './builder.js';

export const Ruleset = builder.enumType('Ruleset', {
  description: 'Which game a campaign plays; it decides which character sheet, rolls and catalogues apply.',
  values: {
    SMS: { description: 'The Storytelling Modulary System: modules with a scope and a rank, difficulty dies D0–D12 (the Loreval races).' },
    YLNIES: { description: 'Ylnies: ten characteristics and free-named skills, tested with 4d6 against a threshold; no modules.' },
  } as const,
});
export const MagicSystem = builder.enumType('MagicSystem', {
  values: {
    LOREVAL: { description: 'Seed 000 “LA MAGIE”: forms (Arcane, Natural, Divine) and occult modules; dice from D4 by power; magic costs lasting fatigue; special powers.' },
    ALMERA: { description: 'Seed 003, MOD-US: sources and forms, first- and second-level dice; magical exhaustion; aids, incantation, casting together; rituals up to power 50.' },
  } as const,
  description: 'SMS magic variant: LOREVAL (the original) or ALMERA (MOD-US).',
});
export const Role = builder.enumType('Role', {
  description: 'What a member is in a campaign.',
  values: {
    GM: { description: 'The game master: runs the campaign, its NPCs and encounters, and asks the players for actions.' },
    PLAYER: { description: 'A player: builds and plays their own PCs.' },
  } as const,
});
export const CharacterKind = builder.enumType('CharacterKind', {
  description: 'Who plays a character.',
  values: {
    PC: { description: 'A player character: a player owns it and rolls for it, within the creation rules.' },
    NPC: { description: 'A non-player character: the GM’s, bound by no creation budget; the GM never rolls, its abilities are difficulties (SMS §2.8).' },
  } as const,
});
export const CharacterStatus = builder.enumType('CharacterStatus', {
  values: {
    DRAFT: { description: 'Being built: modules are added, changed and removed freely within the creation budget and caps (SMS §8).' },
    ACTIVE: { description: 'In play (after `activateCharacter`): ranks are bought with experience, anything else is a GM adjustment.' },
  } as const,
  description: 'DRAFT: modules change freely within the creation rules. ACTIVE: ranks change only by experience or a GM adjustment.',
});
export const Polarity = builder.enumType('Polarity', {
  description: 'How a module counts in an action (SMS §2), written `(5)`, `(-5)` and `(*5)` in the notation.',
  values: {
    POSITIVE: { description: 'Its rank adds to the action score.' },
    NEGATIVE: { description: 'Its rank is taken from the action score (a handicap, a wound, fatigue).' },
    RESISTIVE: { description: 'Absorbs up to its rank of the negative modules it covers; it adds nothing to the score unless the GM accepts it as positive for the action.' },
  } as const,
});
export const Stakes = builder.enumType('Stakes', {
  description: 'What a failure risks, from the difficulty die (SMS §2.6).',
  values: {
    NONE: { description: 'A plain failure (D0 to D4), or no failure at all.' },
    LOW: { description: 'D6: something immediate, temporary and harmless (a light wound, an opening for the opponent, lost time).' },
    MEDIUM: { description: 'D8: the same, more significant.' },
    MAJOR: { description: 'D10: a lasting hindrance (a crippling wound, hitting an ally, getting stuck).' },
    CRITICAL: { description: 'D12: badly worsens the situation, without putting the character’s life at stake by itself.' },
  } as const,
});
export const Severity = builder.enumType('Severity', {
  description: 'How bad an SMS wound is; its malus is the wound module’s rank.',
  values: {
    LIGHT: { description: 'Malus 1.' },
    SERIOUS: { description: 'Malus 2.' },
    CRITICAL: { description: 'Malus 4.' },
    MORTAL: { description: 'A mortal wound: no malus, the character is out.' },
    ANNIHILATION: { description: 'Annihilation: no malus, the character is out.' },
  } as const,
});
export const FatigueKind = builder.enumType('FatigueKind', {
  description: 'The three kinds of SMS fatigue; each level is −1 on the actions it affects.',
  values: {
    PASSING: { description: 'Breath: all recovered by spending an action to catch one’s breath, or when the action sequence ends.' },
    LASTING: { description: 'One level recovered per hour of inactivity, or all after a sleep period.' },
    PERSISTENT: { description: 'Exhaustion: one level recovered per full day of rest.' },
  } as const,
});
export const Locale = builder.enumType('Locale', {
  description: 'The language of text meant for people.',
  values: { EN: { description: 'English.' }, FR: { description: 'French.' } } as const,
});
export const ModuleSource = builder.enumType('ModuleSource', {
  values: {
    RACE: { description: 'The race’s package (SMS §8: 7 XP); `label` gives its translated name.' },
    PLAYER: { description: 'Written by the player on a DRAFT sheet, or bought with experience.' },
    ARCHETYPE: { description: 'Given by an archetype applied to the sheet.' },
    WOUND: { description: 'A wound: a negative module whose rank is its malus (SMS §3); healed, not bought off.' },
    FATIGUE: { description: 'A level of fatigue (passing, lasting or persistent): −1 per level; recovered, not bought off.' },
    MAGIC: { description: 'A temporary module granted by a spell (an enhancement, a diminution, an occult protection).' },
    GM: { description: 'Added by the GM to an ACTIVE sheet, recorded as an adjustment.' },
  } as const,
  description: 'Where a module comes from.',
});

export type LocaleValue = 'EN' | 'FR';
/** Pick the text of a `{ en, fr }` pair. */
export function localized(text: { en: string; fr: string }, locale: LocaleValue | null | undefined): string {
  return locale === 'FR' ? text.fr : text.en;
}
