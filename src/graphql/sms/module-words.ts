/**
 * The descriptions of a module's fields (SMS §1), written once for every type that shows or
 * takes a module: `Module`, `ModuleInput`, `UpdateModuleInput`, `ParsedModule`,
 * `ArchetypeModule`, `RacialModule` (issue 38 item 17).
 */
export const MODULE_WORDS = {
  name: 'The background fact, as written (free text, e.g. “Fencing” or “Slash to the thigh”).',
  scope: 'How widely it applies: 1 very specific … 5 very generic. One rank costs its scope in XP.',
  polarity: 'Whether it adds to the action score, takes from it, or absorbs negative modules.',
  rank: 'Its strength: a magnitude ≥ 1; the polarity carries the sign.',
  roleplay: 'A roleplay module: no mechanical effect beyond being a module.',
  removable: 'Tied to an object (`objectName`); it stops counting while the object is lost.',
  objectName: 'The object a removable module is tied to (e.g. “lucky battle axe”); null when it is not removable.',
  canProgress: 'May gain ranks with experience (false for an intrinsic quality of an object).',
  notation: 'The module in SMS notation, e.g. `Fencing (2) : 2`, `A bit dim (-5) : 1`, `Pain resistance (*2) : 2`.',
} as const;

/** The same words for an input, where a field left out keeps its default (or, in an update, its value). */
export const MODULE_INPUT_WORDS = {
  ...MODULE_WORDS,
  scope: 'How widely it applies: 1 very specific … 5 very generic (outside 1–5: a RuleViolation).',
  rank: 'A magnitude ≥ 1 (the polarity carries the sign); at creation at most 3, racial ranks included (SMS §8).',
  roleplay: 'A roleplay module (false when left out).',
  removable: 'Tied to an object named in `objectName` (false when left out).',
  objectName: 'The object a removable module is tied to, at most 80 characters.',
  canProgress: 'May gain ranks with experience (true when left out).',
} as const;
