/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** OPEN until the player answers it (RESOLVED) or the GM withdraws it (CANCELLED). */
export type ActionRequestStatus =
  /** Withdrawn by the GM: it can no longer be answered. */
  | 'CANCELLED'
  /** Waiting for the player to answer it (`resolveAction`, or the Ylnies test). */
  | 'OPEN'
  /** Answered: `roll` and `actionResult` hold the outcome. */
  | 'RESOLVED';

/** The input of `addFatigue`. */
export type AddFatigueInput = {
  /** The SMS character; the campaign’s GM, or the player who owns the PC. */
  characterId: string | number;
  /** Passing, lasting or persistent. */
  kind: FatigueKind;
  /** Levels to add, ≥ 1. */
  levels: number;
};

/** The input of `addModule`. */
export type AddModuleInput = {
  /** The SMS character whose sheet gets the module. */
  characterId: string | number;
  /** The module to add. */
  module: ModuleInput;
};

/** The input of `afflict`. */
export type AfflictInput = {
  /** Boxes to fill before it wounds (the seed gives no number: GM data). */
  boxes: number;
  /** The SMS character; the caller must be the campaign’s GM. */
  characterId: string | number;
  /** DISEASE (critical wounds once full) or POISON (lethal wounds). */
  kind: AfflictionKind;
  /** The disease or poison (it also names its wound). */
  name: string;
  /** What one period is, for people ("1 hour", "1 day"). */
  period: string;
  /** Boxes filled per period, ≥ 1; once full, wound levels per period. */
  rate: number;
};

/** What an affliction is (SMS §10); it decides the wounds it deals once its boxes are full. */
export type AfflictionKind =
  /** A disease: critical wounds once its boxes are full. */
  | 'DISEASE'
  /** A poison: lethal wounds once its boxes are full. */
  | 'POISON';

/** TREATED: its cause was removed; it no longer progresses and its boxes can be healed (SMS §10). */
export type AfflictionStatus =
  /** Its cause is still there: it fills its boxes, then wounds, at its rate each period. */
  | 'PROGRESSING'
  /** Its cause was removed (`treatAffliction`): it no longer progresses; heal its boxes with `healAffliction`. */
  | 'TREATED';

/** The spell being cast: a catalogue spell and/or its facts (explicit facts win). */
export type AgainstSpellInput = {
  /** LOREVAL: a PC caster, whose action score for the spell sets the base die to interrupt it. */
  casterId?: string | number | null | undefined;
  /** LOREVAL: the base die to interrupt that caster (an NPC’s difficulty); the GM’s. */
  interruptBaseDie?: number | null | undefined;
  /** ALMERA: 1 (source only) or 2 (a form is needed). */
  level?: number | null | undefined;
  /** Its power, 1..50 (default: the catalogue spell’s). */
  power?: number | null | undefined;
  /** A ritual cannot be counter-spelled (LOREVAL). */
  ritual?: boolean | null | undefined;
  /** LOREVAL form or ALMERA source. */
  source?: MagicSource | null | undefined;
  /** The catalogue spell being cast, whose facts fill the ones not given. */
  spellId?: string | number | null | undefined;
};

/** ALMERA: an unwilling target adds +0, +2, +4 or +6 to the die. */
export type AlmeraResistance =
  /** Highly resistant: +4. */
  | 'HIGHLY_RESISTANT'
  /** Nearly immune: +6. */
  | 'NEARLY_IMMUNE'
  /** Able to resist or anticipate magic: +2. */
  | 'RESISTS'
  /** Sensitive to magic: +0. */
  | 'SENSITIVE';

/** The input of `announceNpcSpell`. */
export type AnnounceNpcSpellInput = {
  /** The NPC casting (a PC’s player casts with castSpell and rolls). */
  casterId: string | number;
  /** The running encounter, when it is cast in one. */
  encounterId?: string | number | null | undefined;
  /** A spell described at the table (give this or `spellId`). */
  spell?: AnnouncedSpellInput | null | undefined;
  /** A spell of the campaign’s catalogue (give this or `spell`). */
  spellId?: string | number | null | undefined;
  /** The characters it is aimed at (at most 20): they may counter it as a reaction, the others as an intervention. */
  targetIds?: Array<string | number> | null | undefined;
};

/** A spell described at the table, when it is not in the campaign’s catalogue. */
export type AnnouncedSpellInput = {
  /** What the GM calls it (1–80 characters). */
  name: string;
  /** Its power, 1..5: what a counter-spell must match. */
  power: number;
  /** LOREVAL form or ALMERA source: a counter-spell needs the same. */
  source: MagicSource;
};

/** The input of `applyArchetype`. */
export type ApplyArchetypeInput = {
  /** A key from `archetypes(campaignId)`. */
  archetypeKey: string;
  /** A DRAFT PC (its player or the GM) or an NPC (the GM). */
  characterId: string | number;
};

/** The four kinds of archetypes (SMS §8). */
export type ArchetypeKind =
  /** A small set of highly specialised modules; several may be combined. */
  | 'ADVENTUROUS_TRAIT'
  /** A whole character from one choice of activity. */
  | 'COMPLETE'
  /** A role and rank in society; a light complement to a trade. */
  | 'SOCIETAL'
  /** The skills of one trade (métier). */
  | 'TRADE';

/** A PC helping (SMS §2 collaborative actions): +1 per module of theirs entering play, whatever its rank. */
export type AssistantInput = {
  /** The assistant, another character of the campaign. */
  characterId: string | number;
  /** The assistant’s positive modules that enter play. */
  moduleIds: Array<string | number>;
};

/** The input of `awardExperience`. */
export type AwardExperienceInput = {
  /** With a Scenario source: the GM’s bonus point for it (SMS §8) instead of the completion point. */
  bonus?: boolean | null | undefined;
  /** The campaign; the caller must be its GM. */
  campaignId: string | number;
  /** SMS characters of the campaign (at most 100). */
  characterIds: Array<string | number>;
  /** Send the same key to retry safely: a replay returns the first result; the same key with other input is refused (IDEMPOTENCY_KEY_REUSED). Kept ≥ 24 h. */
  idempotencyKey?: string | null | undefined;
  /** Shown in the ledger, e.g. "Session 12: the siege of Loreval". */
  reason: string;
  /** The GameSession (played) or Scenario (completed) this award is for: each character earns it once (SMS §8). None: a manual award. */
  sourceId?: string | number | null | undefined;
  /** Manual awards only: 1–100 XP (default 1). A session or scenario is worth 1 (SMS §8). */
  xp?: number | null | undefined;
};

/** The bestiary classes of the Omnivers of Loreval (SMS §9). */
export type BestiaryClass =
  /** Abomination (French: Abomination). */
  | 'ABOMINATION'
  /** Colonies and swarms (French: Colonies et nuées). */
  | 'COLONIES_AND_SWARMS'
  /** Draconid (French: Draconide). */
  | 'DRACONID'
  /** Elemental and construct (French: Élémentaire et construction). */
  | 'ELEMENTAL_AND_CONSTRUCT'
  /** Giant (French: Géant). */
  | 'GIANT'
  /** Greater humanoid (French: Humanoïde supérieur). */
  | 'GREATER_HUMANOID'
  /** Herbivore (French: Herbivore). */
  | 'HERBIVORE'
  /** Humanoid (French: Humanoïde). */
  | 'HUMANOID'
  /** Insectoid and arachnid (French: Insectoïde et arachnide). */
  | 'INSECTOID_AND_ARACHNID'
  /** Lesser humanoid (French: Humanoïde mineur). */
  | 'LESSER_HUMANOID'
  /** Outsider (French: Extérieur). */
  | 'OUTSIDER'
  /** Plant (French: Végétal). */
  | 'PLANT'
  /** Predator (French: Fauve). */
  | 'PREDATOR'
  /** Reptilian (French: Reptilien). */
  | 'REPTILIAN'
  /** Spirit (French: Esprit). */
  | 'SPIRIT'
  /** Undead (French: Mort-vivant). */
  | 'UNDEAD'
  /** Vermin (French: Nuisible). */
  | 'VERMIN';

/** The input of `bookSpell`. */
export type BookSpellInput = {
  /** The caster. */
  characterId: string | number;
  /** The declaration (action, reaction, intervention) that announced the spell with castsSpell; omitted for a spell cast outside the declarations. */
  declarationId?: string | number | null | undefined;
  /** The ACTIVE encounter the character takes part in. */
  encounterId: string | number;
  /** A special power: exempt from the limit (SMS §5). */
  specialPower?: boolean | null | undefined;
};

/** Settings for a new campaign; each one left out takes its default. */
export type CampaignSettingsInput = {
  /** XP to build a PC; default 40 (SMS §8). */
  creationBudget?: number | null | undefined;
  /** Highest rank a module may reach; default 5. */
  maxModuleRank?: number | null | undefined;
};

/** The input of `cancelActionRequest`. */
export type CancelActionRequestInput = {
  /** The OPEN request to withdraw; the caller must be the campaign’s GM. */
  requestId: string | number;
};

/** The cast was cut short: no roll, no effect, the cost is still paid. */
export type CancelledBy =
  /** A counter-spell succeeded against it (outcome COUNTERED). */
  | 'COUNTER_SPELL'
  /** An intervention that hurt or shook the caster succeeded (outcome INTERRUPTED). */
  | 'INTERRUPTION';

/** How a magical action ended. */
export type CastOutcome =
  /** A counter-spell succeeded against it: the spell fails with no effect. */
  | 'COUNTERED'
  /** The check failed: no effect, the cost is paid all the same (and the stakes of the die apply). */
  | 'FAILURE'
  /** An intervention that hurt or shook the caster succeeded: the spell is cancelled. */
  | 'INTERRUPTED'
  /** The check succeeded: the effects apply. */
  | 'SUCCESS';

/** The input of `previewCast`. */
export type CastSpellInput = {
  /** ALMERA: components, foci and totems (ignored in LOREVAL, with a note). */
  aids?: MagicAidsInput | null | undefined;
  /** Casting together (ALMERA): they pay +1 exhaustion each. */
  assistants?: Array<MagicAssistantInput> | null | undefined;
  /** A successful interruption or counter-spell stopped it: no roll, the cost is paid. */
  cancelledBy?: CancelledBy | null | undefined;
  /** The caster: a PC (only players roll, SMS §2.8). */
  characterId: string | number;
  /** GM only: circumstances that move the die (at most 10). */
  circumstances?: Array<MagicCircumstanceInput> | null | undefined;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** The declaration (action, reaction, intervention) that announced this spell with castsSpell. */
  declarationId?: string | number | null | undefined;
  /** In sequenced narration: books the one-spell limit. */
  encounterId?: string | number | null | undefined;
  /** … or one made up on the spot. */
  improvised?: ImprovisedSpellInput | null | undefined;
  /** ALMERA: whether voice and a free hand are there (default both; ignored in LOREVAL). */
  incantation?: IncantationInput | null | undefined;
  /** An intervention hurts or shakes the caster: −1..−3. */
  interruptionMalus?: number | null | undefined;
  /** ALMERA: the means of casting, e.g. an enchanted item’s name (default: one’s own magic). */
  means?: string | null | undefined;
  /** Related modules of the caster’s sheet (specialisations; resistive ones absorb the parameter malus). */
  moduleIds?: Array<string | number> | null | undefined;
  /** Default: the spell’s usual parameters, else none. */
  parameters?: SpellParametersInput | null | undefined;
  /** A spell of the campaign’s catalogue … */
  spellId?: string | number | null | undefined;
  /** Who the spell is aimed at; none for a spell on the caster or on nothing. */
  targets?: Array<SpellTargetInput> | null | undefined;
  /** Nature of the wounds inflicted (default: the spell’s name). */
  woundNature?: string | null | undefined;
};

/** Who plays a character. */
export type CharacterKind =
  /** A non-player character: the GM’s, bound by no creation budget; the GM never rolls, its abilities are difficulties (SMS §2.8). */
  | 'NPC'
  /** A player character: a player owns it and rolls for it, within the creation rules. */
  | 'PC';

/** DRAFT: modules change freely within the creation rules. ACTIVE: ranks change only by experience or a GM adjustment. */
export type CharacterStatus =
  /** In play (after `activateCharacter`): ranks are bought with experience, anything else is a GM adjustment. */
  | 'ACTIVE'
  /** Being built: modules are added, changed and removed freely within the creation budget and caps (SMS §8). */
  | 'DRAFT';

/** The input of `claimPlaceholder`. */
export type ClaimPlaceholderInput = {
  /** The imported campaign, which you joined with its invite code. */
  campaignId: string | number;
  /** The claim code the import report gave the GM for your placeholder. */
  code: string;
};

/** The input of `completeScenario`. */
export type CompleteScenarioInput = {
  /** The group did particularly well: +1 XP each (SMS §8). Default false. */
  bonus?: boolean | null | undefined;
  /** The STARTED scenario; the caller must be the campaign’s GM. */
  scenarioId: string | number;
};

/** A reaction when one is the target of the spell, an intervention otherwise (SMS §5). */
export type CounterActionKind =
  /** The counter-caster steps in for someone else. */
  | 'INTERVENTION'
  /** The counter-caster is a target of the spell. */
  | 'REACTION';

/** The input of `counterSpell`. */
export type CounterSpellInput = {
  /** The spell to stop. */
  againstSpell: AgainstSpellInput;
  /** The counter-caster (a PC). */
  characterId: string | number;
  /** GM only: circumstances that move the die (at most 10). */
  circumstances?: Array<MagicCircumstanceInput> | null | undefined;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** Without a declaration: reaction (true) or intervention (false, default). */
  countererIsTarget?: boolean | null | undefined;
  /** The reaction or intervention that announced the counter-spell (castsSpell). */
  declarationId?: string | number | null | undefined;
  /** In sequenced narration: books the one-spell limit in this encounter. */
  encounterId?: string | number | null | undefined;
  /** An intervention hurts or shakes the counter-caster: 0..3 taken from the score. */
  interruptionMalus?: number | null | undefined;
  /** Related modules of the counter-caster’s sheet (at most 30). */
  moduleIds?: Array<string | number> | null | undefined;
  /** ALMERA: usually a range only. */
  parameters?: SpellParametersInput | null | undefined;
  /** ALMERA: the counter-spell’s own power (default: the countered spell’s); it stops the spell only if ≥ its power. */
  power?: number | null | undefined;
};

/** The input of `createCampaign`. */
export type CreateCampaignInput = {
  /** SMS only; defaults to LOREVAL. */
  magicSystem?: MagicSystem | null | undefined;
  /** The campaign’s name, 1–100 characters. */
  name: string;
  /** The game it plays; it cannot change later. */
  ruleset: Ruleset;
  /** Creation budget (0–1000) and rank cap (1–20); defaults 40 and 5. */
  settings?: CampaignSettingsInput | null | undefined;
};

/** The input of `createCharacter`. */
export type CreateCharacterInput = {
  /** The campaign (the caller must be a member); its ruleset says whether `sms` or `ylnies` is given. */
  campaignId: string | number;
  /** PC (default) or NPC (GM only). */
  kind?: CharacterKind | null | undefined;
  /** The character’s name, 1–80 characters. */
  name: string;
  /** For SMS campaigns. */
  sms?: SmsCharacterInput | null | undefined;
  /** For Ylnies campaigns. */
  ylnies?: YlniesCharacterInput | null | undefined;
};

/** The input of `createCreature`. */
export type CreateCreatureInput = {
  /** Archetypes added on top of the race, in order (e.g. VAMPIRE). */
  archetypeKeys?: Array<string> | null | undefined;
  /** Its bestiary class (SMS §9). */
  bestiaryClass: BestiaryClass;
  /** The SMS campaign; the caller must be its GM. */
  campaignId: string | number;
  /** The individual’s own modules, added last. */
  modules?: Array<ModuleInput> | null | undefined;
  /** The creature’s name, 1–80 characters. */
  name: string;
  /** Its race, whose modules come first. */
  race: CreatureRaceInput;
  /** This individual’s size factor, if not the race’s. */
  sizeFactor?: number | null | undefined;
};

/** The creature’s race (SMS §9: "toute créature appartient à une race"): modules every member has. */
export type CreatureRaceInput = {
  /** The modules every member of the race has (at most 100); no budget or creation cap applies. */
  modules: Array<ModuleInput>;
  /** e.g. "Gobelin". Left out: a creature of its own kind, its race named after it (docs/rules.md §9 creatures). */
  name?: string | null | undefined;
  /** English name, when it differs (e.g. "Goblin"). */
  nameEn?: string | null | undefined;
  /** Size factor of the race, 1–9 (default 5, SMS §6). */
  sizeFactor?: number | null | undefined;
};

/** SMS §4 damage types: blunt (contondant), lethal (létal), critical (critique). Elemental is a qualifier on lethal or critical. */
export type DamageType =
  /** Blunt (contondant): armour absorbs its category; a weapon’s base is +1 level. */
  | 'BLUNT'
  /** Critical (critique): nothing but magic protects from it; a weapon’s base is −1 level. */
  | 'CRITICAL'
  /** Lethal (létal): armour absorbs its category; a weapon’s base is 0. */
  | 'LETHAL';

/** The input of `declareAction`. */
export type DeclareActionInput = {
  /** The action casts a spell (SMS §5: one spell between two of one’s actions). */
  castsSpell?: boolean | null | undefined;
  /** The participant whose turn it is. */
  characterId: string | number;
  /** The ACTIVE encounter the character takes part in. */
  encounterId: string | number;
  /** What the character does, in the player’s words (at most 500 characters). */
  intent?: string | null | undefined;
  /** Modules of the declarer’s own sheet it brings into play (SMS §2.1); another character’s module answers NOT_FOUND. */
  moduleIds?: Array<string | number> | null | undefined;
  /** The spell is a special power: exempt from the one-spell limit. */
  specialPower?: boolean | null | undefined;
  /** Characters the action is aimed at: they may react to it. */
  targetIds?: Array<string | number> | null | undefined;
};

/** The input of `declareDead`. */
export type DeclareDeadInput = {
  /** The OUT_OF_ACTION (or DESTROYED) character the mortal wound killed; the caller must be the campaign’s GM. */
  characterId: string | number;
};

/** The input of `defineArchetype`. */
export type DefineArchetypeInput = {
  /** The SMS campaign; the caller must be its GM. */
  campaignId: string | number;
  /** A creature archetype (vampire): NPCs only, no 33-XP cap. */
  creature?: boolean | null | undefined;
  /** SCREAMING_SNAKE key, e.g. KNIGHT. A key that exists (the seed’s or yours) is replaced. */
  key: string;
  /** Complete, trade, societal or adventurous trait. */
  kind: ArchetypeKind;
  /** The modules it gives, at most 50 (a PC archetype: at most 33 XP, ranks ≤ 3). */
  modules: Array<ModuleInput>;
  /** Its name in English and French. */
  name: LocalizedNameInput;
};

/** The input of `defineNpc`. */
export type DefineNpcInput = {
  /** Accept a base die outside the role’s range (the seed says "le plus souvent"). */
  allowOutsideRole?: boolean | null | undefined;
  /** UBER_SIMPLE, SIMPLE, SEMI_MODULAR: the attack difficulty (required). */
  attack?: number | null | undefined;
  /** DELUXE: the modules of its usual attack. */
  attackModuleIds?: Array<string | number> | null | undefined;
  /** An NPC of the campaign (created with createCharacter, kind NPC). */
  characterId: string | number;
  /** UBER_SIMPLE, SIMPLE, SEMI_MODULAR: the defence difficulty, i.e. the base die for a light wound (required). */
  defence?: number | null | undefined;
  /** DELUXE: the modules of its usual defence (its base die). */
  defenceModuleIds?: Array<string | number> | null | undefined;
  /** How it is defined; it decides which of the fields below are required. */
  method: NpcMethod;
  /** A minion or bystander: dies from any weapon hit (SMS §4). Disposable NPCs always do. */
  minion?: boolean | null | undefined;
  /** SEMI_MODULAR, DELUXE: modules of the NPC’s sheet the definition uses (default: all of them). */
  modules?: Array<string | number> | null | undefined;
  /** Other named difficulties (not for DELUXE). */
  other?: Array<NpcDifficultyInput> | null | undefined;
  /** Its place in the story: sets the range its base die must fall in (unless `allowOutsideRole`). */
  role: NpcRole;
  /** SMS §6: 1–9, sets the character’s size factor. */
  sizeFactor?: number | null | undefined;
};

/** The input of `defineSpell`. */
export type DefineSpellInput = {
  /** The campaign whose catalogue gets the spell (the caller is its GM). */
  campaignId: string | number;
  /** What the spell looks like and does, in words (at most 4,000 characters). */
  description?: string | null | undefined;
  /** What it does, at most 10 effects (a MIXED spell lists several). */
  effects: Array<SpellEffectInput>;
  /** LOREVAL occult modules or ALMERA forms it also needs (ALMERA: a form makes it a second-level effect). */
  forms?: Array<MagicForm> | null | undefined;
  /** What the spell is ("fire", "arcane magic" …): a counter-effect whose criterion equals one of them, or the spell’s name, cancels it (power ≤ its rank). */
  keywords?: Array<string> | null | undefined;
  /** Default SPELL. */
  kind?: SpellKind | null | undefined;
  /** The spell’s name (1..120 characters). */
  name: string;
  /** Its nature; with the form it decides whether the spell can be cast at all. */
  nature: SpellNature;
  /** Usual casting parameters, used when a cast gives none. */
  parameters?: SpellParametersInput | null | undefined;
  /** 1..5 (ALMERA rituals 1..50). */
  power: number;
  /** LOREVAL special powers only. */
  powerModule?: SpecialPowerModule | null | undefined;
  /** RITUAL only: how it is performed. */
  ritual?: RitualDescriptionInput | null | undefined;
  /** The LOREVAL form or ALMERA source it is cast through (its module is a prerequisite). */
  source: MagicSource;
};

/** The input of `dispel`. */
export type DispelInput = {
  /** The dispeller (a PC). */
  characterId: string | number;
  /** GM only: circumstances that move the die (at most 10). */
  circumstances?: Array<MagicCircumstanceInput> | null | undefined;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** The reaction or intervention that announced the dispel (castsSpell). */
  declarationId?: string | number | null | undefined;
  /** Or an effect described by the GM. */
  effect?: DispelledEffectInput | null | undefined;
  /** … and the effect’s `id` (in its `magicEffects`). */
  effectId?: string | number | null | undefined;
  /** In sequenced narration: books the one-spell limit in this encounter. */
  encounterId?: string | number | null | undefined;
  /** Default FULL. */
  mode?: DispelMode | null | undefined;
  /** Related modules of the dispeller’s sheet (at most 30). */
  moduleIds?: Array<string | number> | null | undefined;
  /** Range step 0..3 to reach the effect (a score malus). */
  rangeToEffect?: number | null | undefined;
  /** The character bearing the effect … */
  targetCharacterId?: string | number | null | undefined;
  /** TEMPORARY: the hold’s own parameters, whose malus the score takes instead of the effect’s. */
  temporaryParameters?: SpellParametersInput | null | undefined;
};

/** FULL undoes the effect; TEMPORARY holds it back partially and for a while, with its own parameters ("Dissipation temporaire"). */
export type DispelMode =
  /** Undo the effect for good (not possible on ritual magic). */
  | 'FULL'
  /** Hold the effect back for a while, with `temporaryParameters`; it stays on the sheet, `suppressed`. */
  | 'TEMPORARY';

/** An effect in place that is not recorded on a character (the GM describes it). */
export type DispelledEffectInput = {
  /** Ritual magic: it can only be held back (TEMPORARY). Default false. */
  fromRitual?: boolean | null | undefined;
  /** The effect’s own parameters: its area and duration malus go on the score. */
  parameters?: SpellParametersInput | null | undefined;
  /** The effect’s power: the dispeller needs a form at a rank ≥ it, and it sets the die. */
  power: number;
};

/** SMS §5: the action of the turn, a reaction to an action aimed at oneself, or an intervention before/with another declaration. */
export type EncounterDeclarationKind =
  /** The action of the participant whose turn it is. */
  | 'ACTION'
  /** Acting before or with another’s declaration (e.g. to assist): one between two of one’s actions, + the rank of “Intervention”; costs 1 passing fatigue. */
  | 'INTERVENTION'
  /** Defending against an action aimed at oneself: always allowed, −1 cumulative on what follows until one’s next action. */
  | 'REACTION';

/** A character entering the sequence, with either its initiative modules or its initiative. */
export type EncounterParticipantInput = {
  /** A PC or NPC of the campaign. */
  characterId: string | number;
  /** The initiative, when the GM sets it directly (NPCs defined simply). */
  initiative?: number | null | undefined;
  /** Its modules about anticipating, reflexes, intuition: initiative = their action score, tie-break = Σ rank × scope (SMS §5). */
  initiativeModuleIds?: Array<string | number> | null | undefined;
  /** With `initiative`: the Σ rank × scope tie-break (default 0). */
  tieBreak?: number | null | undefined;
};

/** ACTIVE while the GM runs the sequence; ENDED once the GM ends it. */
export type EncounterStatus =
  /** The sequence runs: turns go down the order and wrap. */
  | 'ACTIVE'
  /** The GM ended it: nothing more may be declared; passing fatigue is recovered. */
  | 'ENDED';

/** The input of `endSession`. */
export type EndSessionInput = {
  /** One of your sessions (`BrowserSession.sessionId`); this one signs this browser out. */
  sessionId: string | number;
};

/** The three kinds of SMS fatigue; each level is −1 on the actions it affects. */
export type FatigueKind =
  /** One level recovered per hour of inactivity, or all after a sleep period. */
  | 'LASTING'
  /** Breath: all recovered by spending an action to catch one’s breath, or when the action sequence ends. */
  | 'PASSING'
  /** Exhaustion: one level recovered per full day of rest. */
  | 'PERSISTENT';

/** The input of `finishPasskeyRegistration`. */
export type FinishPasskeyRegistrationInput = {
  /** The `challengeId` of the `PasskeyChallenge` from `startPasskeyRegistration` (within 5 minutes, once). */
  challengeId: string | number;
  /** The browser’s answer (`startRegistration` of @simplewebauthn/browser). */
  credential: unknown;
  /** What to call it; default: the browser and system, e.g. "Safari on iPhone". */
  label?: string | null | undefined;
};

/** The input of `grantSkillIncreases`. */
export type GrantSkillIncreasesInput = {
  /** The Ylnies character whose skills rise. */
  characterId: string | number;
  /** The raises, 1..100 of them. */
  increases: Array<YlniesSkillIncreaseInput>;
  /** Why, for the experience ledger (at most 500 characters). */
  reason?: string | null | undefined;
};

/** The input of `healAffliction`. */
export type HealAfflictionInput = {
  /** The TREATED affliction to heal (its `id`). */
  afflictionId: string | number;
  /** Boxes cleared (default: all of them, which ends the affliction). */
  boxes?: number | null | undefined;
  /** The SMS character; the caller must be the campaign’s GM. */
  characterId: string | number;
};

/** The input of `healWound`. */
export type HealWoundInput = {
  /** The SMS character; the caller must be the campaign’s GM. */
  characterId: string | number;
  /** The wound to heal (its `id` in `wounds`). */
  woundId: string | number;
};

/** SMS §3: OUT_OF_ACTION after a mortal wound (out of combat or dead: see `dead`), DESTROYED after annihilation. */
export type HealthStatus =
  /** No mortal wound: the character acts, with its wounds’ malus. */
  | 'ACTIVE'
  /** Annihilation (magic only): the character is destroyed. */
  | 'DESTROYED'
  /** A mortal wound took the character out: out of combat, or dead if `dead`. */
  | 'OUT_OF_ACTION';

/** What hit the character (SMS §7). */
export type ImpactKind =
  /** A fall from a height (`resolveFall`). */
  | 'FALL'
  /** A throw against an obstacle (`resolveThrow`): the first wound level applies from 0 m. */
  | 'THROW';

/** A spell made up on the spot ("le mage peut innover"); rituals cannot be improvised. */
export type ImprovisedSpellInput = {
  /** What the spell looks like and does, in words (at most 4,000 characters). */
  description?: string | null | undefined;
  /** What it does, at most 10 effects (a MIXED spell lists several). */
  effects: Array<SpellEffectInput>;
  /** LOREVAL occult modules or ALMERA forms it also needs (ALMERA: a form makes it a second-level effect). */
  forms?: Array<MagicForm> | null | undefined;
  /** What the spell is ("fire", "arcane magic" …): a counter-effect whose criterion equals one of them, or the spell’s name, cancels it (power ≤ its rank). */
  keywords?: Array<string> | null | undefined;
  /** Default SPELL. */
  kind?: SpellKind | null | undefined;
  /** The spell’s name (1..120 characters). */
  name: string;
  /** Its nature; with the form it decides whether the spell can be cast at all. */
  nature: SpellNature;
  /** Usual casting parameters, used when a cast gives none. */
  parameters?: SpellParametersInput | null | undefined;
  /** 1..5 (ALMERA rituals 1..50). */
  power: number;
  /** LOREVAL special powers only. */
  powerModule?: SpecialPowerModule | null | undefined;
  /** RITUAL only: how it is performed. */
  ritual?: RitualDescriptionInput | null | undefined;
  /** The LOREVAL form or ALMERA source it is cast through (its module is a prerequisite). */
  source: MagicSource;
};

/** ALMERA: voice and a free hand; missing one −1, both −2. */
export type IncantationInput = {
  /** The caster has a free hand (false: −1). */
  freeHand: boolean;
  /** The caster can speak the incantation (false: −1). */
  voice: boolean;
};

/** The input of `inflictWound`. */
export type InflictWoundInput = {
  /** The SMS character; the caller must be the campaign’s GM. */
  characterId: string | number;
  /** What dealt it (blunt, lethal, critical); not recorded when left out. */
  damageType?: DamageType | null | undefined;
  /** What the wound is: it names the negative module ("rapier through the abdomen"). */
  nature: string;
  /** On a minion or disposable NPC: the blow was not meant to kill, so it takes this wound instead of dying (SMS §4). */
  notMeantToKill?: boolean | null | undefined;
  /** How bad it is: its malus is the wound module’s rank (light 1, serious 2, critical 4); mortal takes the character out. */
  severity: Severity;
};

/** The input of `intervene`. */
export type InterveneInput = {
  /** The intervention casts a spell: its effort is 1 lasting fatigue instead of passing. */
  castsSpell?: boolean | null | undefined;
  /** The participant intervening. */
  characterId: string | number;
  /** GM, with countersSpell: the die the NPC opposes (default: its base die from its definition). */
  counterDie?: number | null | undefined;
  /** GM, for an NPC: it counters the spell of the declaration answered (implies castsSpell). NPCs roll nothing: the cast must overcome the die it opposes (docs/rules.md §6 decision 58). */
  countersSpell?: boolean | null | undefined;
  /** The ACTIVE encounter the character takes part in. */
  encounterId: string | number;
  /** What the character does, in the player’s words (at most 500 characters). */
  intent?: string | null | undefined;
  /** Modules of the declarer’s own sheet it brings into play (SMS §2.1); another character’s module answers NOT_FOUND. */
  moduleIds?: Array<string | number> | null | undefined;
  /** The declaration of the current turn it intervenes on (its `id`). */
  onDeclarationId: string | number;
  /** The spell is a special power: passing fatigue, exempt from the one-spell limit. */
  specialPower?: boolean | null | undefined;
  /** Characters the intervention is aimed at (e.g. the one it assists); none by default. */
  targetIds?: Array<string | number> | null | undefined;
};

/** The input of `issuePlayerDeviceLink`. */
export type IssuePlayerDeviceLinkInput = {
  /** Your campaign, where you are GM. */
  campaignId: string | number;
  /** The member (a User id) who lost their devices. */
  userId: string | number;
};

/** What an item enhancement raises on an object. */
export type ItemAspect =
  /** The damage the object deals (a weapon). */
  | 'DAMAGE'
  /** The protection the object gives (an armour, a shield). */
  | 'PROTECTION';

/** The language of text meant for people. */
export type Locale =
  /** English. */
  | 'EN'
  /** French. */
  | 'FR';

/** A name in both languages of the app. */
export type LocalizedNameInput = {
  /** In English, 1–80 characters. */
  en: string;
  /** In French, 1–80 characters. */
  fr: string;
};

/** ALMERA: components, foci and totems (+1 each up to the rank of Empowerment of magic power). */
export type MagicAidsInput = {
  /** Components at hand, 0..50 (consumed first, up to the cap). */
  components?: number | null | undefined;
  /** Foci at hand, 0..50. */
  foci?: number | null | undefined;
  /** Totems at hand, 0..50. */
  totems?: number | null | undefined;
};

/** A character helping: +1 per module of theirs entering play (SMS §2 collaborative actions). */
export type MagicAssistantInput = {
  /** The assistant, a character of the same campaign. */
  characterId: string | number;
  /** The assistant’s modules that enter play (at most 20): +1 each to the referent’s score. */
  moduleIds?: Array<string | number> | null | undefined;
};

/** A circumstance the GM adds to the die, in die points (SMS §4: ±1, ±2, ±3, or any shift). */
export type MagicCircumstanceInput = {
  /** What the circumstance is, shown as written (1..120 characters). */
  label: string;
  /** Die points, −20..20: positive makes the die harder (+2 = one die step), negative easier. */
  points: number;
};

/** LOREVAL occult module (METAMORPHOSIS, SPACE_TIME, SOUL_SIGHT) or ALMERA form (METAMORPHOSIS, SOUL, SPACE_TIME: a second-level effect). */
export type MagicForm =
  /** LOREVAL: lets the Natural form cast defensive spells. ALMERA: Metamorphosis magic, a second-level form. */
  | 'METAMORPHOSIS'
  /** ALMERA only: Soul magic, a second-level form. */
  | 'SOUL'
  /** LOREVAL only: Soul Sight lets the Divine form attack. */
  | 'SOUL_SIGHT'
  /** LOREVAL: lets the Arcane form heal. ALMERA: Space-Time magic, a second-level form. */
  | 'SPACE_TIME';

/** LOREVAL form (ARCANE, NATURAL, DIVINE) or ALMERA source of power (SPIRITS, FAITH, ARCANE). */
export type MagicSource =
  /** LOREVAL Arcane form (offensive and defensive, not curative), or ALMERA Power of the Arcane. */
  | 'ARCANE'
  /** LOREVAL Divine form, magic of faith (defensive and curative, not offensive). */
  | 'DIVINE'
  /** ALMERA Power of Faith. */
  | 'FAITH'
  /** LOREVAL Natural form, magic of the spirits of nature (offensive and curative, not defensive). */
  | 'NATURAL'
  /** ALMERA Power of Spirits. */
  | 'SPIRITS';

/** SMS magic variant: LOREVAL (the original) or ALMERA (MOD-US). */
export type MagicSystem =
  /** Seed 003, MOD-US: sources and forms, first- and second-level dice; magical exhaustion; aids, incantation, casting together; rituals up to power 50. */
  | 'ALMERA'
  /** Seed 000 “LA MAGIE”: forms (Arcane, Natural, Divine) and occult modules; dice from D4 by power; magic costs lasting fatigue; special powers. */
  | 'LOREVAL';

/** The input of `markSessionPlayed`. */
export type MarkSessionPlayedInput = {
  /** The PLANNED session that was played; the caller must be the campaign’s GM. */
  sessionId: string | number;
};

/** A module to put on a sheet. Scope 1–5 and rank ≥ 1 are checked by the rules (RuleViolation). */
export type ModuleInput = {
  /** May gain ranks with experience (true when left out). */
  canProgress?: boolean | null | undefined;
  /** The background fact, free text (at most 500 characters). */
  name: string;
  /** The object a removable module is tied to, at most 80 characters. */
  objectName?: string | null | undefined;
  /** Whether it adds to the action score, takes from it, or absorbs negative modules. */
  polarity: Polarity;
  /** A magnitude ≥ 1 (the polarity carries the sign); at creation at most 3, racial ranks included (SMS §8). */
  rank: number;
  /** Tied to an object named in `objectName` (false when left out). */
  removable?: boolean | null | undefined;
  /** A roleplay module (false when left out). */
  roleplay?: boolean | null | undefined;
  /** How widely it applies: 1 very specific … 5 very generic (outside 1–5: a RuleViolation). */
  scope: number;
};

/** Where a module comes from. */
export type ModuleSource =
  /** Given by an archetype applied to the sheet. */
  | 'ARCHETYPE'
  /** A level of fatigue (passing, lasting or persistent): −1 per level; recovered, not bought off. */
  | 'FATIGUE'
  /** Added by the GM to an ACTIVE sheet, recorded as an adjustment. */
  | 'GM'
  /** A temporary module granted by a spell (an enhancement, a diminution, an occult protection). */
  | 'MAGIC'
  /** Written by the player on a DRAFT sheet, or bought with experience. */
  | 'PLAYER'
  /** The race’s package (SMS §8: 7 XP); `label` gives its translated name. */
  | 'RACE'
  /** A wound: a negative module whose rank is its malus (SMS §3); healed, not bought off. */
  | 'WOUND';

/** A named difficulty of an NPC (“climb 4”). */
export type NpcDifficultyInput = {
  /** The difficulty, a number the die arithmetic rounds (3 → D4). */
  difficulty: number;
  /** What the difficulty is for (“climb”, “bribe”). */
  name: string;
};

/** SMS §9: how the NPC is written down. */
export type NpcMethod =
  /** Full modules like a PC; its action score is a raw difficulty rounded up to a die. */
  | 'DELUXE'
  /** A fixed difficulty plus the ranks of the modules the action activates. */
  | 'SEMI_MODULAR'
  /** The same, written beforehand. */
  | 'SIMPLE'
  /** Difficulties made up on the spot and noted (gnolls 3/3). */
  | 'UBER_SIMPLE';

/** SMS §9: the narrative role sets the base die for a light wound. */
export type NpcRole =
  /** D12 or more. */
  | 'BOSS'
  /** D2–D6; dies in one hit. */
  | 'DISPOSABLE'
  /** D8–D10. */
  | 'ONE_SHOT'
  /** D10–D12. */
  | 'RECURRING';

/** The input of `opposedYlniesTest`. */
export type OpposedYlniesTestInput = {
  /** Side A. */
  a: YlniesOpposedSideInput;
  /** Side B. */
  b: YlniesOpposedSideInput;
  /** The side undergoing the action (e.g. the one hiding) wins ties; without it a tie fails both. */
  undergoing?: YlniesSide | null | undefined;
};

/** The input of `finishPasskeySignUp`. */
export type PasskeyAnswerInput = {
  /** The `challengeId` of the `PasskeyChallenge` you answer (within 5 minutes, once). */
  challengeId: string | number;
  /** The browser’s answer (`startRegistration` / `startAuthentication` of @simplewebauthn/browser), as JSON. */
  credential: unknown;
};

/** The input of `performRitual`. */
export type PerformRitualInput = {
  /** The main performer (a PC). */
  characterId: string | number;
  /** Die adjustments (scale, conditions). */
  circumstances?: Array<MagicCircumstanceInput> | null | undefined;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** The ritual was interrupted before its end: no roll, the cost is booked. */
  interruption?: RitualInterruptionInput | null | undefined;
  /** Related modules of the performer. */
  moduleIds?: Array<string | number> | null | undefined;
  /** LOREVAL: −2 to the die each; ALMERA: +1 per module of theirs in play. All share the cost. */
  participants?: Array<MagicAssistantInput> | null | undefined;
  /** ALMERA: the procedure (time and resources), at least +4, set by the GM. */
  procedureBonus?: number | null | undefined;
  /** A ritual of the campaign’s catalogue (a ritual is learned, never improvised). */
  ritualSpellId: string | number;
  /** LOREVAL: anomalies of the practice or outside conditions that move the score. */
  scoreModifiers?: Array<MagicCircumstanceInput> | null | undefined;
  /** Who the ritual is aimed at; none for a ritual on a place or on nothing. */
  targets?: Array<SpellTargetInput> | null | undefined;
  /** Nature of the wounds inflicted (default: the ritual’s name). */
  woundNature?: string | null | undefined;
};

/** How a module counts in an action (SMS §2), written `(5)`, `(-5)` and `(*5)` in the notation. */
export type Polarity =
  /** Its rank is taken from the action score (a handicap, a wound, fatigue). */
  | 'NEGATIVE'
  /** Its rank adds to the action score. */
  | 'POSITIVE'
  /** Absorbs up to its rank of the negative modules it covers; it adds nothing to the score unless the GM accepts it as positive for the action. */
  | 'RESISTIVE';

/** The input of `progressAfflictions`. */
export type ProgressAfflictionsInput = {
  /** The SMS character; the caller must be the campaign’s GM. */
  characterId: string | number;
  /** Afflictions the character resisted during these periods: they do not progress. */
  resisted?: Array<string | number> | null | undefined;
  /** Periods that passed (default 1). */
  steps?: number | null | undefined;
};

/** The input of `react`. */
export type ReactInput = {
  /** The reaction casts a spell (a counter-spell counts): one spell between two of one’s actions (SMS §5). */
  castsSpell?: boolean | null | undefined;
  /** The participant reacting. */
  characterId: string | number;
  /** GM, with countersSpell: the die the NPC opposes (default: its base die from its definition). */
  counterDie?: number | null | undefined;
  /** GM, for an NPC: it counters the spell of the declaration answered (implies castsSpell). NPCs roll nothing: the cast must overcome the die it opposes (docs/rules.md §6 decision 58). */
  countersSpell?: boolean | null | undefined;
  /** The ACTIVE encounter the character takes part in. */
  encounterId: string | number;
  /** What the character does, in the player’s words (at most 500 characters). */
  intent?: string | null | undefined;
  /** Modules of the declarer’s own sheet it brings into play (SMS §2.1); another character’s module answers NOT_FOUND. */
  moduleIds?: Array<string | number> | null | undefined;
  /** The declaration aimed at it (its `id` in `declarations`). */
  onDeclarationId: string | number;
  /** The spell is a special power: exempt from the one-spell limit. */
  specialPower?: boolean | null | undefined;
  /** Default: the author of the declaration reacted to. */
  targetIds?: Array<string | number> | null | undefined;
};

/** The endpoint to turn on. */
export type ReactivateWebhookEndpointInput = {
  /** The `WebhookEndpoint` id (an inactive one: e.g. brought by an archive import). */
  endpointId: string | number;
};

/** The input of `recordSession`. */
export type RecordSessionInput = {
  /** The campaign; the caller must be its GM. */
  campaignId: string | number;
  /** Characters of the campaign who took part. */
  participantIds: Array<string | number>;
  /** YYYY-MM-DD; defaults to today (UTC). */
  playedOn?: string | null | undefined;
  /** Default PLAYED: recording a session says it happened. */
  status?: SessionStatus | null | undefined;
  /** The session’s title, 1–200 characters. */
  title: string;
};

/** The input of `recoverExhaustion`. */
export type RecoverExhaustionInput = {
  /** The character resting (its owner or the GM asks). */
  characterId: string | number;
  /** A full sleep period: everything recovered. */
  fullRest?: boolean | null | undefined;
  /** Whole hours of rest: 1 point (LOREVAL: 1 lasting fatigue level) per hour. */
  hours?: number | null | undefined;
  /** An Elfin’s meditation: counts as a full sleep (Elfins only). */
  meditation?: boolean | null | undefined;
};

/** The input of `recover`. */
export type RecoverInput = {
  /** The SMS character; the campaign’s GM, or the player who owns the PC. */
  characterId: string | number;
  /** REST_DAYS: required. */
  days?: number | null | undefined;
  /** SLEEP of an Elfin: the 4-hour trance does what 8 hours of sleep do. */
  elfinTrance?: boolean | null | undefined;
  /** REST_HOURS: required. SLEEP: defaults to a whole period. */
  hours?: number | null | undefined;
  /** How the character recovers; it decides which fatigue goes, and which of `hours`/`days` applies. */
  mode: RecoveryMode;
};

/** How fatigue is recovered (SMS §3). */
export type RecoveryMode =
  /** A whole action spent catching one’s breath: all passing fatigue. */
  | 'CATCH_BREATH'
  /** `days` of full rest: one persistent level per day. */
  | 'REST_DAYS'
  /** `hours` of inactivity: one lasting level per hour. */
  | 'REST_HOURS'
  /** A sleep period (8 h, or 4 h of Elfin trance with `elfinTrance`): all lasting fatigue; shorter, one level per hour. */
  | 'SLEEP';

/** The input of `registerWebhook`. */
export type RegisterWebhookInput = {
  /** The campaign; the caller must be its GM. */
  campaignId: string | number;
  /** Event types to receive (see `webhookEventTypes`). */
  events: Array<string>;
  /** How deliveries are signed; default STRIPE_COMPATIBLE. */
  format?: WebhookFormat | null | undefined;
  /** Your own signing secret (32–200 characters; for STANDARD_WEBHOOKS a `whsec_<base64 of 24–64 bytes>`); a random one is made otherwise. */
  secret?: string | null | undefined;
  /** An https URL whose host is a public DNS name (see docs/webhooks.md, SSRF policy). */
  url: string;
};

/** The input of `removeParticipant`. */
export type RemoveParticipantInput = {
  /** The participant who leaves the sequence (out of action, fled): its turns are skipped. */
  characterId: string | number;
  /** The ACTIVE encounter; the caller must be the campaign’s GM. */
  encounterId: string | number;
};

/** The input of `removePasskey`. */
export type RemovePasskeyInput = {
  /** Remove it even though it is your last passkey (you were warned: recovery codes or an API key are then your only way in). */
  evenIfLast?: boolean | null | undefined;
  /** One of your passkeys (`Passkey.passkeyId`). */
  passkeyId: string | number;
};

/** The input of `removeWebhook`. */
export type RemoveWebhookInput = {
  /** The endpoint to remove; the caller must be the campaign’s GM. */
  endpointId: string | number;
};

/** The input of `requestAction`. */
export type RequestActionInput = {
  /** SMS §2.7: true (default) = absolute threshold, a lower die fails; false = relative, a lower die succeeds with a lower quality. */
  absolute?: boolean | null | undefined;
  /** The PC who must act. */
  characterId: string | number;
  /** SMS: the difficulty in die points (D8 = 8), circumstances included; settled by the die arithmetic (3 → D4, 13 → D14). */
  difficulty?: number | null | undefined;
  /** Modules of the character the GM rules out for this action (SMS §2.1). */
  excludedModuleIds?: Array<string | number> | null | undefined;
  /** What the GM asks, for the player to read. */
  note?: string | null | undefined;
  /** Impose a quality shift (−6 … +6, even); leave it out to let the player choose. */
  qualityShift?: number | null | undefined;
  /** Ylnies: the threshold to reach. */
  threshold?: number | null | undefined;
};

/** The input of `requestYlniesTest`. */
export type RequestYlniesTestInput = {
  /** The Ylnies character asked to roll. */
  characterId: string | number;
  /** Defaults to the skill’s characteristic. */
  characteristic?: YlniesCharacteristicKey | null | undefined;
  /** One of the "rare cases" where a triple 6 does not force success. */
  gmOverridesCritical?: boolean | null | undefined;
  /** Body part the action uses: −1 per grave wound there. */
  location?: string | null | undefined;
  /** Added to the roll (positive helps); default 0. */
  modifier?: number | null | undefined;
  /** Words to the player (at most 500 characters). */
  note?: string | null | undefined;
  /** A skill on the sheet; none for a bare characteristic test. */
  skill?: string | null | undefined;
  /** The threshold the total must be above. */
  threshold: number;
};

/** Which declared negatives a declared resistive module absorbs from (SMS §2.3: pain resistance covers wounds). Without one, a resistive covers every declared negative. */
export type ResistiveCoverInput = {
  /** Declared fatigue it covers. */
  fatigueKinds?: Array<FatigueKind> | null | undefined;
  /** The declared resistive module. */
  moduleId: string | number;
  /** Declared negative modules it covers. */
  moduleIds?: Array<string | number> | null | undefined;
  /** Declared wounds it covers. */
  woundIds?: Array<string | number> | null | undefined;
};

/** An action declared for a PC. The GM passes `difficulty` (and may resolve for any PC of the campaign); a player passes the `requestId` of the GM’s OPEN request for their own PC, whose difficulty and threshold the GM set. */
export type ResolveActionInput = {
  /** GM only, without a request: absolute threshold (default true) or relative (SMS §2.7). */
  absolute?: boolean | null | undefined;
  /** Characters helping (collaborative action): each adds +1 per module of theirs entering play. */
  assistants?: Array<AssistantInput> | null | undefined;
  /** The SMS PC who acts. */
  characterId: string | number;
  /** GM only, without a request: die points added by the circumstances; settled once with the difficulty. */
  circumstances?: number | null | undefined;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters, mixed with the server’s committed seed. */
  clientSeed?: string | null | undefined;
  /** GM only, without a request: the difficulty in die points (D8 = 8). */
  difficulty?: number | null | undefined;
  /** Fatigue that weighs on the action (each level −1, SMS §3). */
  fatigueKinds?: Array<FatigueKind> | null | undefined;
  /** The character’s modules that enter play, positive, negative and resistive (SMS §2.1). */
  moduleIds: Array<string | number>;
  /** The die the player plays instead of the GM’s: −6 … +6, even (SMS §2.7). */
  qualityShift?: number | null | undefined;
  /** The GM’s request this answers; required for players. */
  requestId?: string | number | null | undefined;
  /** Declared resistive modules the GM accepts as positive for this action (SMS §2.3). */
  resistiveAsPositive?: Array<string | number> | null | undefined;
  /** Which negatives each declared resistive module absorbs from; by default every declared negative. */
  resistiveCovers?: Array<ResistiveCoverInput> | null | undefined;
  /** Wounds that weigh on the action (their malus counts as a negative module, SMS §3). */
  woundIds?: Array<string | number> | null | undefined;
};

/** The input of `resolveFall`. */
export type ResolveFallInput = {
  /** Inflict the resulting wound (default true). */
  applyWound?: boolean | null | undefined;
  /** The armour that interposes: 0 none (default), 1 light, 2 medium, 3 heavy; it absorbs that many blunt or lethal levels. */
  armourCategory?: number | null | undefined;
  /** The armour’s magical enchantment, 0–10 (default 0). */
  armourEnchantment?: number | null | undefined;
  /** The SMS character who falls (its player, or the GM). */
  characterId: string | number;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** A deliberate jump: strength −3. */
  controlled?: boolean | null | undefined;
  /** BLUNT (default), or LETHAL on sharp, pointed or very irregular ground. */
  damageType?: DamageType | null | undefined;
  /** The die to roll: at least the strength’s die (default); raise it for a chance at a critical (SMS §7). */
  die?: number | null | undefined;
  /** The height in metres. */
  distance: number;
  /** Fatigue that weighs on the roll, as in resolveAction: each level −1 (SMS §3). */
  fatigueKinds?: Array<FatigueKind> | null | undefined;
  /** The sheet modules the player declares to cushion the impact (Module ids): score = positives − negatives, at least 1. (`wound:<id>` and `fatigue:<KIND>` here are deprecated: use woundIds and fatigueKinds.) */
  moduleIds?: Array<string | number> | null | undefined;
  /** The wound’s nature (default "Fall (12 m)" / "Thrown against an obstacle (2 m)"). */
  nature?: string | null | undefined;
  /** GM only: the action score, instead of declared modules. */
  score?: number | null | undefined;
  /** Wounds that weigh on the roll (their `id`), as in resolveAction: each a negative module of its malus (SMS §3). */
  woundIds?: Array<string | number> | null | undefined;
};

/** The input of `resolveThrow`. */
export type ResolveThrowInput = {
  /** Inflict the resulting wound (default true). */
  applyWound?: boolean | null | undefined;
  /** The armour that interposes: 0 none (default), 1 light, 2 medium, 3 heavy; it absorbs that many blunt or lethal levels. */
  armourCategory?: number | null | undefined;
  /** The armour’s magical enchantment, 0–10 (default 0). */
  armourEnchantment?: number | null | undefined;
  /** The SMS character who is thrown (its player, or the GM). */
  characterId: string | number;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** BLUNT (default), or LETHAL on sharp, pointed or very irregular ground. */
  damageType?: DamageType | null | undefined;
  /** The die to roll: at least the strength’s die (default); raise it for a chance at a critical (SMS §7). */
  die?: number | null | undefined;
  /** Metres left to the obstacle (0 if it is right there). */
  distance: number;
  /** Thrown downward (seed 000, « Projections »): the victim then falls `fallHeight` metres and the fall’s damage adds to the throw’s — one resolution, two cushioning rolls, one wound. Thrown upward, resolve the fall alone. */
  downward?: boolean | null | undefined;
  /** With `downward`: the die to cushion the fall (at least its strength’s die, the default); `die` is the throw’s. */
  fallDie?: number | null | undefined;
  /** With `downward`: the height in metres the victim falls after the throw. */
  fallHeight?: number | null | undefined;
  /** Fatigue that weighs on the roll, as in resolveAction: each level −1 (SMS §3). */
  fatigueKinds?: Array<FatigueKind> | null | undefined;
  /** The sheet modules the player declares to cushion the impact (Module ids): score = positives − negatives, at least 1. (`wound:<id>` and `fatigue:<KIND>` here are deprecated: use woundIds and fatigueKinds.) */
  moduleIds?: Array<string | number> | null | undefined;
  /** The wound’s nature (default "Fall (12 m)" / "Thrown against an obstacle (2 m)"). */
  nature?: string | null | undefined;
  /** GM only: the action score, instead of declared modules. */
  score?: number | null | undefined;
  /** Wounds that weigh on the roll (their `id`), as in resolveAction: each a negative module of its malus (SMS §3). */
  woundIds?: Array<string | number> | null | undefined;
};

/** A player gives `requestId`; the GM gives `requestId` or the test itself (characteristic/skill, threshold). */
export type ResolveYlniesTestInput = {
  /** The character tested (a player’s own, or any the GM runs). */
  characterId: string | number;
  /** GM: the characteristic added (default: the request’s). */
  characteristic?: YlniesCharacteristicKey | null | undefined;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** GM only: three or four 6s do not make it a success here (“except in a few rare cases”): the total decides. */
  gmOverridesCritical?: boolean | null | undefined;
  /** The body part involved, where a wound matters (default: the request’s). */
  location?: string | null | undefined;
  /** GM only: added to the request’s modifier. */
  modifier?: number | null | undefined;
  /** The open `YlniesTestRequest` answered (a player must give it). */
  requestId?: string | number | null | undefined;
  /** GM: the skill added, by name (default: the request’s; none: the characteristic alone). */
  skill?: string | null | undefined;
  /** GM: the threshold to beat (default: the request’s). */
  threshold?: number | null | undefined;
};

/** The input of `restoreMana`. */
export type RestoreManaInput = {
  /** Default: back to the maximum. */
  amount?: number | null | undefined;
  /** The Ylnies character whose mana comes back. */
  characterId: string | number;
};

/** How a ritual is performed, in words: its range, area and duration are part of its power, never a malus. */
export type RitualDescriptionInput = {
  /** Its area in words. */
  area?: string | null | undefined;
  /** Seed 000: "le temps d’exécution". */
  castingTime: string;
  /** Its duration in words. */
  duration?: string | null | undefined;
  /** What it needs (components, place, moment …), each at most 200 characters. */
  prerequisites?: Array<string> | null | undefined;
  /** Its range in words (“the whole valley”). */
  range?: string | null | undefined;
};

/** The ritual was interrupted: no roll; the cost is booked as at the end. */
export type RitualInterruptionInput = {
  /** Time elapsed, in any unit … */
  elapsed: number;
  /** … and the ritual’s whole casting time in the same unit. */
  total: number;
  /** Stopped by its own stop protocol: nothing is released (ALMERA). */
  withStopProtocol?: boolean | null | undefined;
};

/** What a member is in a campaign. */
export type Role =
  /** The game master: runs the campaign, its NPCs and encounters, and asks the players for actions. */
  | 'GM'
  /** A player: builds and plays their own PCs. */
  | 'PLAYER';

/** What was rolled. OTHER: a kind this version does not know (read `kind` and `outcome`). */
export type RollKind =
  /** An SMS action against a difficulty die (`resolveAction`): `ActionRollOutcome`. */
  | 'ACTION'
  /** An SMS counter-spell: `SpellRollOutcome`. */
  | 'COUNTER_SPELL'
  /** The dice of a Ylnies character’s creation (random characteristics, a mixed race’s draws), in the creation log: `OtherRollOutcome`. */
  | 'CREATION'
  /** An SMS dispel: `SpellRollOutcome`. */
  | 'DISPEL'
  /** An SMS fall (`resolveFall`): `ImpactRollOutcome`. */
  | 'FALL'
  /** The D12 roll-offs that break initiative ties when an encounter starts: `OtherRollOutcome`. */
  | 'INITIATIVE'
  /** A kind this version does not know: read `kind` and `outcome`. */
  | 'OTHER'
  /** An SMS ritual: `SpellRollOutcome`. */
  | 'RITUAL'
  /** An SMS spell cast: `SpellRollOutcome`. */
  | 'SPELL'
  /** An SMS throw against an obstacle (`resolveThrow`): `ImpactRollOutcome`. */
  | 'THROW'
  /** A Ylnies melee exchange: `CombatRollOutcome`. */
  | 'YLNIES_MELEE'
  /** A Ylnies opposed test: `CombatRollOutcome`. */
  | 'YLNIES_OPPOSED'
  /** Ylnies skill increases rolled at a scenario end: `OtherRollOutcome`. */
  | 'YLNIES_PROGRESSION'
  /** A Ylnies ranged attack: `CombatRollOutcome`. */
  | 'YLNIES_RANGED'
  /** A Ylnies spell cast: `SpellRollOutcome`. */
  | 'YLNIES_SPELL'
  /** A Ylnies 4d6 test against a threshold: `YlniesTestRollOutcome`. */
  | 'YLNIES_TEST';

/** The input of `rollSkillIncreases`. */
export type RollSkillIncreasesInput = {
  /** The Ylnies character whose skills are rolled for. */
  characterId: string | number;
  /** The skills used during the scenario, one roll each. */
  skills: Array<string>;
};

/** The input of `rotateInboundSecret`. */
export type RotateInboundSecretInput = {
  /** The campaign; the caller must be its GM. */
  campaignId: string | number;
};

/** Which game a campaign plays; it decides which character sheet, rolls and catalogues apply. */
export type Ruleset =
  /** The Storytelling Modulary System: modules with a scope and a rank, difficulty dies D0–D12 (the Loreval races). */
  | 'SMS'
  /** Ylnies: ten characteristics and free-named skills, tested with 4d6 against a threshold; no modules. */
  | 'YLNIES';

/** COMPLETED: each participant earns 1 XP, +1 with the GM’s bonus (SMS §8), and may spend experience. */
export type ScenarioStatus =
  /** Ended (`completeScenario`): its participants earn their XP and may spend experience. */
  | 'COMPLETED'
  /** Being played. */
  | 'STARTED';

/** PLANNED: on the calendar. PLAYED: it happened; each participant earns 1 XP (SMS §8) at the next awards run. */
export type SessionStatus =
  /** On the calendar, not played yet. */
  | 'PLANNED'
  /** It happened: each participant earns 1 XP at the next awards run. */
  | 'PLAYED';

/** Mark the object a removable module is tied to as lost or found (seed 000, « Modules amovibles »). */
export type SetModuleObjectLostInput = {
  /** The character whose sheet holds the module. */
  characterId: string | number;
  /** True: the object is lost and the module stops counting. False: it is found and counts again. */
  lost: boolean;
  /** A removable module of that sheet (`Module.removable`). */
  moduleId: string | number;
};

/** The input of `setYlniesEquipment`. */
export type SetYlniesEquipmentInput = {
  /** The Ylnies character whose equipment is replaced. */
  characterId: string | number;
  /** The whole equipment: it replaces the sheet’s. */
  equipment: YlniesEquipmentInput;
};

/** The input of `setYlniesSkills`. */
export type SetYlniesSkillsInput = {
  /** The Ylnies character whose skills are replaced. */
  characterId: string | number;
  /** The whole list: it replaces the sheet’s. */
  skills: Array<YlniesSkillInput>;
};

/** How bad an SMS wound is; its malus is the wound module’s rank. */
export type Severity =
  /** Annihilation: no malus, the character is out. */
  | 'ANNIHILATION'
  /** Malus 4. */
  | 'CRITICAL'
  /** Malus 1. */
  | 'LIGHT'
  /** A mortal wound: no malus, the character is out. */
  | 'MORTAL'
  /** Malus 2. */
  | 'SERIOUS';

/** SIGNED_IN: a valid key or session came with the request. ENDED: a session cookie came, but its session ended (signed out elsewhere, expired). NONE: no credential. */
export type SignInStatus =
  /** A session cookie came, but its session ended (signed out elsewhere, expired): show “you were signed out”. */
  | 'ENDED'
  /** No credential came: never signed in on this browser. */
  | 'NONE'
  /** A valid API key or session came with the request. */
  | 'SIGNED_IN';

/** What an SMS character starts with: its race and the modules bought with the creation budget. */
export type SmsCharacterInput = {
  /** The modules bought, racial ones excluded (they come with the race). */
  modules: Array<ModuleInput>;
  /** Race key from `races(ruleset: SMS)`, e.g. TIFIN. Optional for NPCs. */
  race?: string | null | undefined;
  /** Defaults to the race’s; only the GM may set another (SMS §6). */
  sizeFactor?: number | null | undefined;
};

/** The LOREVAL module a special power is used through; each needs its form at the campaign’s maximum rank (5 by default). */
export type SpecialPowerModule =
  /** Conviction: needs the Divine form at maximum rank. */
  | 'CONVICTION'
  /** Harmony: needs the Natural form at maximum rank. */
  | 'HARMONY'
  /** Heroism: needs the Arcane form at maximum rank. */
  | 'HEROISM';

/** The damage type a spell harms, heals or protects by; it sets how many wound levels a power buys. */
export type SpellDamageType =
  /** Blunt: as many wound levels as the power. */
  | 'BLUNT'
  /** Critical: power − 2 wound levels. */
  | 'CRITICAL'
  /** Lethal: power − 1 wound levels. */
  | 'LETHAL';

/** One effect. DAMAGE/HEAL_LEVELS/PROTECTION/ITEM_ENHANCEMENT need damageType; ENHANCEMENT/OCCULT_PROTECTION a module; COUNTER_EFFECT against and scope. */
export type SpellEffectInput = {
  /** COUNTER_EFFECT: the spell name or keyword it cancels (1..120 characters). */
  against?: string | null | undefined;
  /** Needed by ITEM_ENHANCEMENT. */
  aspect?: ItemAspect | null | undefined;
  /** Needed by DAMAGE, HEAL_LEVELS, PROTECTION and ITEM_ENHANCEMENT. */
  damageType?: SpellDamageType | null | undefined;
  /** NARRATIVE: the effect in words (at most 2,000 characters). */
  description?: string | null | undefined;
  /** Elemental damage type (one more power level); default false. */
  elemental?: boolean | null | undefined;
  /** What the effect does. */
  kind: SpellEffectKind;
  /** Needed by ENHANCEMENT and OCCULT_PROTECTION. */
  module?: SpellModuleInput | null | undefined;
  /** COUNTER_EFFECT: its scope 1..5. */
  scope?: number | null | undefined;
};

/** What one effect of a spell does (a mixed spell lists several). */
export type SpellEffectKind =
  /** Moves the die: lowers a protected PC’s defence die by 2 × power, raises the die of a PC attacking a protected NPC; absorbs nothing. */
  | 'BARRIER'
  /** Cancels magical effects matching `against` whose power is at most its rank (graded like an enhancement of `scope`). */
  | 'COUNTER_EFFECT'
  /** Inflicts wound levels of `damageType`: blunt = power, lethal = power − 1, critical = power − 2 (elemental costs one more power level). */
  | 'DAMAGE'
  /** A temporary `module` on the target, positive or negative; power = scope + rank − 1 (at most 5), one rank lower on an area. */
  | 'ENHANCEMENT'
  /** Heals a number of wound levels of `damageType` (same power costs as damage), the lowest-severity wound first. */
  | 'HEAL_LEVELS'
  /** Heals, per target, one wound of the severity the power aims at, otherwise all its wounds of lower severities; any heal stabilises. */
  | 'HEAL_SEVERITY'
  /** Raises an object’s damage or protection (`aspect`) of `damageType`, one extra power level first. */
  | 'ITEM_ENHANCEMENT'
  /** An effect told in words (`description`): the engine computes nothing for it. */
  | 'NARRATIVE'
  /** A temporary positive `module` on the defence scores it covers. */
  | 'OCCULT_PROTECTION'
  /** Absorbs wound levels of `damageType` like armour, without eroding (inclusive: lethal covers blunt, critical covers all). */
  | 'PROTECTION';

/** A spell, a ritual, or a LOREVAL special power (Harmony, Conviction, Heroism). */
export type SpellKind =
  /** A LOREVAL special power (Harmony, Conviction, Heroism): base die D8, costs passing fatigue, exempt from the one-spell-per-action limit; used with `useSpecialPower`. */
  | 'POWER'
  /** A ritual: learned, never improvised; its range, area and duration are part of its power (LOREVAL 1..5, ALMERA 1..50); performed with `performRitual`. */
  | 'RITUAL'
  /** An ordinary spell: power 1..5, one per action, cast with `castSpell` (or improvised). */
  | 'SPELL';

/** The module an ENHANCEMENT or OCCULT_PROTECTION effect grants. */
export type SpellModuleInput = {
  /** Its name: what it covers (1..120 characters). */
  name: string;
  /** Default POSITIVE; ignored for an occult protection (always positive). */
  polarity?: TemporaryPolarity | null | undefined;
  /** Its rank, ≥ 1. */
  rank: number;
  /** Its scope, 1 (very specific) to 5 (very generic). */
  scope: number;
};

/** Seed 000 "LA MAGIE": the six natures of an effect. */
export type SpellNature =
  /** Heals wounds, by severity or by wound levels of a damage type. */
  | 'CURATIVE'
  /** Protects: a barrier that moves the die, or a protection that absorbs wound levels. */
  | 'DEFENSIVE'
  /** Grants a temporary module, positive (enhancement) or negative (diminution); power = scope + rank − 1. */
  | 'ENHANCEMENT'
  /** Anything else (detection, telepathy, light …): an effect told in words. */
  | 'MISC'
  /** Several of the above at once: `effects` lists each. */
  | 'MIXED'
  /** Harms: inflicts wounds; the die starts from the target’s defence and rises with the severity aimed at. */
  | 'OFFENSIVE';

/** Casting parameters, each 0 (touch/self, one target, instant) to 3: they lower the score, never the die. */
export type SpellParametersInput = {
  /** 1 small, 2 medium, 3 large (the GM may override the category). */
  area?: number | null | undefined;
  /** 1 short (~10 min), 2 hour, 3 day. */
  duration?: number | null | undefined;
  /** 1 encounter, 2 sight, 3 reality. */
  range?: number | null | undefined;
};

/** A target: a character of the campaign (wounds, heals and effects land on its sheet) or, with `label` alone, an NPC known only by its numbers. The numbers (baseDie, resistance, armour, counter-effects, circumstances) set the die: the GM’s to give (SMS §2.8). */
export type SpellTargetInput = {
  /** Armour 0..3 if it is engaged against a physical effect (the GM’s call). */
  armourCategory?: number | null | undefined;
  /** GM override: false when the barrier recorded on the character cannot stand against this spell. Default: it raises the die of an offensive spell by 2 per power level. */
  barrierApplies?: boolean | null | undefined;
  /** LOREVAL: the opposing target’s base die (an NPC character’s definition gives it by default). */
  baseDie?: number | null | undefined;
  /** A character of the campaign (give this or `label`, not both). */
  characterId?: string | number | null | undefined;
  /** GM override: the ranks of the target’s counter-effects that match this spell. Omitted: the counter-effects recorded on the character act when their criterion matches the spell’s name or keywords; given (even empty), this list replaces them. */
  counterEffectRanks?: Array<number> | null | undefined;
  /** Name of a target that is not a character of the campaign. */
  label?: string | null | undefined;
  /** Resists the spell. Default: true for a spell with an offensive effect, false otherwise. */
  opposes?: boolean | null | undefined;
  /** ALMERA: an unwilling target’s resistance to magic. */
  resistance?: AlmeraResistance | null | undefined;
  /** Result die of an opposed roll between PCs: its class adds wound levels. */
  resultDie?: number | null | undefined;
  /** Healing a mortal wound needs a survivor (default: not declared dead). */
  survivedMortal?: boolean | null | undefined;
};

/** Give exactly one of moduleId (raise it by one rank) or newModule (add it at rank 1). */
export type SpendExperienceInput = {
  /** The ACTIVE SMS character who buys (its player, or the GM); at a scenario end. */
  characterId: string | number;
  /** A module of the character to raise by one rank, for its scope in XP. */
  moduleId?: string | number | null | undefined;
  /** A new module, bought at rank 1 for its scope in XP. */
  newModule?: ModuleInput | null | undefined;
};

/** What a failure risks, from the difficulty die (SMS §2.6). */
export type Stakes =
  /** D12: badly worsens the situation, without putting the character’s life at stake by itself. */
  | 'CRITICAL'
  /** D6: something immediate, temporary and harmless (a light wound, an opening for the opponent, lost time). */
  | 'LOW'
  /** D10: a lasting hindrance (a crippling wound, hitting an ally, getting stuck). */
  | 'MAJOR'
  /** D8: the same, more significant. */
  | 'MEDIUM'
  /** A plain failure (D0 to D4), or no failure at all. */
  | 'NONE';

/** The input of `startEncounter`. */
export type StartEncounterInput = {
  /** The SMS campaign; the caller must be its GM. */
  campaignId: string | number;
  /** A name for the encounter, 1–100 characters. */
  name: string;
  /** Everyone who takes part (at most 50); the server orders them by initiative. */
  participants: Array<EncounterParticipantInput>;
};

/** The input of `startScenario`. */
export type StartScenarioInput = {
  /** The campaign; the caller must be its GM. */
  campaignId: string | number;
  /** Characters of the campaign who play it. */
  participantIds: Array<string | number>;
  /** The scenario’s title, 1–200 characters. */
  title: string;
};

/** Whether a module a spell grants helps or hinders. */
export type TemporaryPolarity =
  /** A diminution: its rank is taken from the scores it covers. */
  | 'NEGATIVE'
  /** An enhancement: its rank adds to the scores it covers. */
  | 'POSITIVE';

/** The input of `trainSkill`. */
export type TrainSkillInput = {
  /** The Ylnies character training (its owner or the GM records the days). */
  characterId: string | number;
  /** Days of training (or of break); 0 or none to only start or re-time a training. */
  days?: number | null | undefined;
  /** TRAIN (default) or BREAK. */
  entry?: YlniesTrainingEntry | null | undefined;
  /** GM only: the longest break that keeps the progress. */
  maxBreakDays?: number | null | undefined;
  /** GM only: days the skill needs to rise by 1 (starts the training). */
  requiredDays?: number | null | undefined;
  /** The skill trained, by name on the sheet. */
  skill: string;
};

/** The input of `treatAffliction`. */
export type TreatAfflictionInput = {
  /** The affliction whose cause was removed (its `id`). */
  afflictionId: string | number;
  /** The SMS character; the caller must be the campaign’s GM. */
  characterId: string | number;
};

/** Only the fields given change. */
export type UpdateModuleInput = {
  /** Whether it may gain ranks with experience. */
  canProgress?: boolean | null | undefined;
  /** The module to change. */
  moduleId: string | number;
  /** A new name (background fact). */
  name?: string | null | undefined;
  /** The object a removable module is tied to, at most 80 characters. */
  objectName?: string | null | undefined;
  /** A new polarity. */
  polarity?: Polarity | null | undefined;
  /** A new rank, ≥ 1 (on a DRAFT sheet at most 3, racial ranks included). */
  rank?: number | null | undefined;
  /** Whether it is tied to an object. */
  removable?: boolean | null | undefined;
  /** Whether it is a roleplay module. */
  roleplay?: boolean | null | undefined;
  /** A new scope, 1–5. */
  scope?: number | null | undefined;
};

/** LOREVAL: a power carries its own range, area and duration; base D8; passing fatigue; no one-spell limit. */
export type UseSpecialPowerInput = {
  /** The PC using the power (its form at maximum rank and the power’s module). */
  characterId: string | number;
  /** GM only: circumstances that move the die (at most 10). */
  circumstances?: Array<MagicCircumstanceInput> | null | undefined;
  /** In sequenced narration: the encounter it is used in (a power does not count against the one-spell limit). */
  encounterId?: string | number | null | undefined;
  /** … or one made up on the spot (kind POWER). */
  improvised?: ImprovisedSpellInput | null | undefined;
  /** Related modules of the user’s sheet (at most 30). */
  moduleIds?: Array<string | number> | null | undefined;
  /** A POWER of the campaign’s catalogue … */
  spellId?: string | number | null | undefined;
  /** Who the power is aimed at. */
  targets?: Array<SpellTargetInput> | null | undefined;
  /** Nature of the wounds inflicted (default: the power’s name). */
  woundNature?: string | null | undefined;
};

/** STRIPE_COMPATIBLE (default): `X-Webhook-Signature: t=<unix>,v1=<hex HMAC>`, which Stripe’s SDK verifies. STANDARD_WEBHOOKS: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>` (standardwebhooks libraries). */
export type WebhookFormat =
  /** The Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`), with a `whsec_` secret. */
  | 'STANDARD_WEBHOOKS'
  /** `X-Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256>`, verifiable with Stripe’s SDK. */
  | 'STRIPE_COMPATIBLE';

/** The armour worn: a name of the player’s and a type of the seed’s catalogue. */
export type YlniesArmourInput = {
  /** Its name (1..80 characters). */
  name: string;
  /** Its type, which sets its value. */
  type: YlniesArmourTypeKey;
};

/** The Ylnies armour types and their value (added to Constitution in the resistance). */
export type YlniesArmourTypeKey =
  /** Chain mail: 8. */
  | 'CHAIN'
  /** Cuirass: 10. */
  | 'CUIRASS'
  /** Leather: 4. */
  | 'LEATHER'
  /** Plate: 12. */
  | 'PLATE'
  /** Scale: 6. */
  | 'SCALE';

/** POINTS method: the ten base values (1–13 each, 70 in all) before racial modifiers. */
export type YlniesBasesInput = {
  /** Agility’s base. */
  AGI: number;
  /** Appearance’s base. */
  APP: number;
  /** Charisma’s base. */
  CHA: number;
  /** Constitution’s base. */
  CON: number;
  /** Intelligence’s base. */
  INT: number;
  /** Mana’s base. */
  MAN: number;
  /** Perception’s base. */
  PER: number;
  /** Reflexes’ base. */
  REF: number;
  /** Strength’s base. */
  STR: number;
  /** Willpower’s base. */
  WIL: number;
};

/** The input of `ylniesCast`. */
export type YlniesCastInput = {
  /** The Ylnies character casting (its owner, or the GM; the GM only for an ATTACK). */
  casterId: string | number;
  /** Your seed for the fair dice (docs/fairness.md): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** What kind of cast. */
  kind: YlniesCastKind;
  /** Body part the spell hits or heals (a wound dealt there records it). */
  location?: string | null | undefined;
  /** GM only. */
  modifier?: number | null | undefined;
  /** 1 to the skill value; default the skill value. */
  power?: number | null | undefined;
  /** THRESHOLD: a GM request for this spell. */
  requestId?: string | number | null | undefined;
  /** The spell or power, a skill on the caster’s sheet. */
  spell: string;
  /** Default: the caster (no roll for a beneficial or healing spell on oneself). */
  targetId?: string | number | null | undefined;
  /** GM only. */
  targetModifier?: number | null | undefined;
  /** THRESHOLD: GM only (players give `requestId`). */
  threshold?: number | null | undefined;
};

/** ATTACK: opposed to the target’s Willpower, wounds it. BENEFICIAL: must beat the target’s Willpower (no roll on oneself). HEALING: like an attack, the gap heals a wound. THRESHOLD: against a GM threshold. */
export type YlniesCastKind =
  /** An attack spell (GM only): opposed to the target’s 4d6 + Willpower; the winner’s strength against WIL gives a wound. */
  | 'ATTACK'
  /** A beneficial spell: must beat the target’s Willpower; no roll on oneself. */
  | 'BENEFICIAL'
  /** A healing spell: like an attack, the gap between strength and resistance gives the wound category healed; no roll on oneself. */
  | 'HEALING'
  /** Against a threshold the GM sets (or asked for in a request). */
  | 'THRESHOLD';

/** A Ylnies character: `race` or `mixed`, the characteristics method, skills and equipment. */
export type YlniesCharacterInput = {
  /** POINTS only. */
  bases?: YlniesBasesInput | null | undefined;
  /** Your seed for the fair dice of a RANDOM or mixed creation (docs/fairness.md §Creation rolls): 1–64 printable ASCII characters. */
  clientSeed?: string | null | undefined;
  /** What the character carries; default nothing. */
  equipment?: YlniesEquipmentInput | null | undefined;
  /** How the characteristics are made: rolled or bought. */
  method: YlniesCreationMethod;
  /** A mixed parentage instead of `race`. */
  mixed?: YlniesMixedInput | null | undefined;
  /** HUMAN, KAY_TEY, HALF_ELF or TROLL (or give `mixed`). */
  race?: string | null | undefined;
  /** Skills, spells and powers bought with the creation skill points (75, +15 with a human upbringing; at most 10 each). */
  skills: Array<YlniesSkillInput>;
};

/** The ten Ylnies characteristics: Agility, Appearance, Charisma, Constitution, Strength ("Force"), Intelligence, Mana, Perception, Reflexes, Willpower ("Volonté"). */
export type YlniesCharacteristicKey =
  /** Agility: nimbleness and balance. */
  | 'AGI'
  /** Appearance: looks and presence. */
  | 'APP'
  /** Charisma: persuasion and leadership. */
  | 'CHA'
  /** Constitution: resistance to damage (with armour) and the number of grave wounds one can take (⌊CON ÷ 2⌋). */
  | 'CON'
  /** Intelligence: knowledge and reasoning. */
  | 'INT'
  /** Mana: magical potential; mana points = 5 × Mana. */
  | 'MAN'
  /** Perception: the senses. */
  | 'PER'
  /** Reflexes: the defence roll against a ranged attack. */
  | 'REF'
  /** Strength (“Force”): added to a weapon’s attack strength (not a crossbow’s); bow ranges are multiples of it. */
  | 'STR'
  /** Willpower (“Volonté”): added to a spell’s strength, resists magic, and sets an innate ability’s starting value. */
  | 'WIL';

/** A fumbled spell’s extra consequences, for the GM to narrate: critical failure → unfortunate, pitiful failure → catastrophic. */
export type YlniesConsequence =
  /** Pitiful failure (four 1s): catastrophic consequences. */
  | 'CATASTROPHIC'
  /** Critical failure (three 1s): unfortunate consequences. */
  | 'UNFORTUNATE';

/** RANDOM: 2d6 + 1 + racial modifier, rolled by the server. POINTS: 70 points over the ten bases, each 1–13. */
export type YlniesCreationMethod =
  /** 70 points over the ten base values, each 1..13; final = base + racial modifier, never below 1. */
  | 'POINTS'
  /** Each characteristic 2d6 + 1 + racial modifier (never below 1), rolled by the server and logged. */
  | 'RANDOM';

/** What the four dice alone say: exactly three 6s critical, four 6s exceptional, exactly three 1s critical failure, four 1s pitiful. */
export type YlniesDiceSpecial =
  /** Exactly three 1s: a failure whatever the total, with a bad consequence. */
  | 'CRITICAL_FAILURE'
  /** Exactly three 6s: a success, with style (the GM may overrule in rare cases). */
  | 'CRITICAL_SUCCESS'
  /** Four 6s: an exceptional success. */
  | 'EXCEPTIONAL_SUCCESS'
  /** Nothing special: the total decides. */
  | 'NONE'
  /** Four 1s: a failure whatever the total, worse still. */
  | 'PITIFUL_FAILURE';

/** What a Ylnies character carries (the GM may veto abuse). */
export type YlniesEquipmentInput = {
  /** The armour worn; default none. */
  armour?: YlniesArmourInput | null | undefined;
  /** Anything else, as free text (at most 100 items of 200 characters). */
  other?: Array<string> | null | undefined;
  /** Weapons carried, at most 20; default none. */
  weapons?: Array<YlniesWeaponInput> | null | undefined;
};

/** The input of `ylniesMagicAttack`. */
export type YlniesMagicAttackInput = {
  /** The Ylnies character casting. */
  casterId: string | number;
  /** Added to the caster’s roll, −100..100; default 0. */
  casterModifier?: number | null | undefined;
  /** Body part hit, recorded with a grave or critical wound. */
  location?: string | null | undefined;
  /** 1 to the skill value; default the skill value. */
  power?: number | null | undefined;
  /** The attack spell, a skill on the caster’s sheet. */
  spell: string;
  /** The Ylnies character attacked. */
  targetId: string | number;
  /** Added to the target’s roll, −100..100; default 0. */
  targetModifier?: number | null | undefined;
};

/** The input of `ylniesMelee`. */
export type YlniesMeleeInput = {
  /** The Ylnies character who attacks (side A). */
  attackerId: string | number;
  /** Added to the attacker’s roll, −100..100; default 0. */
  attackerModifier?: number | null | undefined;
  /** Weapon skill; none = bare Agility. */
  attackerSkill?: string | null | undefined;
  /** The attacker fights bare-handed even though armed; default false. */
  attackerUnarmed?: boolean | null | undefined;
  /** Name of a carried weapon; default the first melee weapon carried, else bare hands. */
  attackerWeapon?: string | null | undefined;
  /** The Ylnies character attacked (side B); either may end up hit. */
  defenderId: string | number;
  /** Added to the defender’s roll, −100..100; default 0. */
  defenderModifier?: number | null | undefined;
  /** The defender’s weapon skill; none = bare Agility. */
  defenderSkill?: string | null | undefined;
  /** The defender fights bare-handed even though armed; default false. */
  defenderUnarmed?: boolean | null | undefined;
  /** Name of a weapon the defender carries; default the first melee weapon carried, else bare hands. */
  defenderWeapon?: string | null | undefined;
  /** Body part hit, recorded with a grave or critical wound. */
  location?: string | null | undefined;
};

/** A mixed character: each characteristic takes one parent’s modifier on a fair draw the server rolls and logs. */
export type YlniesMixedInput = {
  /** Raised among humans: the +15 skill points. */
  humanUpbringing: boolean;
  /** Two different race keys. */
  parents: Array<string>;
};

/** The input of `ylniesOdds`. */
export type YlniesOddsInput = {
  /** The characteristic’s value. */
  characteristic: number;
  /** Three or four 6s do not force a success (the GM’s “rare cases”); default false. */
  gmOverridesCritical?: boolean | null | undefined;
  /** Modifiers added; default 0. */
  modifier?: number | null | undefined;
  /** The skill’s value; default 0. */
  skill?: number | null | undefined;
  /** The threshold the total must be above. */
  threshold: number;
};

/** How an opposed test was decided: SPECIAL (a critical beat a plain roll), TOTAL, a tie won by the side undergoing the action, a tie where both fail, or two fumbles. */
export type YlniesOpposedDecision =
  /** Both sides rolled a critical or pitiful failure: both fail. */
  | 'BOTH_FUMBLED'
  /** A critical or exceptional success beat a plain roll, or a critical or pitiful failure lost to one (or four 6s beat three). */
  | 'SPECIAL'
  /** Equal totals and no side undergoing the action: both fail. */
  | 'TIE_BOTH_FAIL'
  /** Equal totals: the side undergoing the action won. */
  | 'TIE_UNDERGOING'
  /** The higher total won. */
  | 'TOTAL';

/** One side of an opposed test: a character and what it rolls with (a characteristic, a skill, or both). */
export type YlniesOpposedSideInput = {
  /** The Ylnies character on this side. */
  characterId: string | number;
  /** Defaults to the skill’s characteristic. */
  characteristic?: YlniesCharacteristicKey | null | undefined;
  /** The body part it uses: −1 per grave wound there. */
  location?: string | null | undefined;
  /** Added to its roll, −100..100; default 0. */
  modifier?: number | null | undefined;
  /** A skill on its sheet, by name; none for a bare characteristic. */
  skill?: string | null | undefined;
};

/** The category of a test’s result. */
export type YlniesOutcome =
  /** Exactly three 1s: fails whatever the total, with unfortunate consequences. */
  | 'CRITICAL_FAILURE'
  /** Exactly three 6s: succeeds with style, effects doubled; beats any ordinary result. */
  | 'CRITICAL_SUCCESS'
  /** Four 6s: succeeds, effects doubled; beats any other result in an opposed test. */
  | 'EXCEPTIONAL_SUCCESS'
  /** The total is not above the threshold (or loses the opposed test). */
  | 'FAILURE'
  /** Four 1s: fails whatever the total, with catastrophic consequences. */
  | 'PITIFUL_FAILURE'
  /** The total is above the threshold (or wins the opposed test). */
  | 'SUCCESS';

/** The range band a shot’s distance falls in (bow: STR × 3 / × 6 / × 10 m; crossbow: 15 / 30 / 100 m); beyond the long band the shot is refused. */
export type YlniesRangeBand =
  /** Beyond medium, within the long range. */
  | 'LONG'
  /** Beyond short, within the medium range. */
  | 'MEDIUM'
  /** Within the short range. */
  | 'SHORT';

/** The input of `ylniesRanged`. */
export type YlniesRangedInput = {
  /** The Ylnies character who shoots (side A, the only one who can hit). */
  attackerId: string | number;
  /** Added to the attacker’s roll, −100..100; default 0. */
  attackerModifier?: number | null | undefined;
  /** The shooting skill; none = bare Agility. */
  attackerSkill?: string | null | undefined;
  /** The Ylnies character shot at (side B: rolls 4d6 + REF, no skill, and wins ties). */
  defenderId: string | number;
  /** Added to the defender’s roll, −100..100; default 0. */
  defenderModifier?: number | null | undefined;
  /** Metres. */
  distance: number;
  /** Body part hit, recorded with a grave or critical wound. */
  location?: string | null | undefined;
  /** Name of a carried bow or crossbow; default the first one carried. */
  weapon?: string | null | undefined;
};

/** A side of an opposed test. */
export type YlniesSide =
  /** Side `a` (in combat: the attacker, or the first fighter). */
  | 'A'
  /** Side `b` (in combat: the defender, or the second fighter). */
  | 'B';

/** A raise of one skill. */
export type YlniesSkillIncreaseInput = {
  /** Default 1. */
  amount?: number | null | undefined;
  /** The skill, by name on the sheet. */
  skill: string;
};

/** A skill, spell or power. Leave `value` out for the innate ability: it is Willpower. */
export type YlniesSkillInput = {
  /** The characteristic it is tied to. */
  characteristic: YlniesCharacteristicKey;
  /** The one innate magical ability (a SPELL or POWER): free, starts at Willpower, may pass the creation cap of 10. */
  innate?: boolean | null | undefined;
  /** Default SKILL. */
  kind?: YlniesSkillKind | null | undefined;
  /** Its free name (at most 80 characters), unique on the sheet. */
  name: string;
  /** Required except for the innate ability (default: Willpower). */
  value?: number | null | undefined;
};

/** Spells and powers are skills; a spell costs double at creation and its power in mana, a power half its power. */
export type YlniesSkillKind =
  /** A power: costs half its power in mana (rounded up), and the normal price at creation. */
  | 'POWER'
  /** An ordinary skill, free-named, tied to one characteristic. */
  | 'SKILL'
  /** A spell: its value is its power; costs double at creation and its power in mana when cast. */
  | 'SPELL';

/** What days recorded on a training were. */
export type YlniesTrainingEntry =
  /** Days without training: past `maxBreakDays` in a row the progress is lost. */
  | 'BREAK'
  /** Days of training: they count toward `requiredDays`. */
  | 'TRAIN';

/** A weapon carried: a name of the player’s and a type of the seed’s catalogue. */
export type YlniesWeaponInput = {
  /** Its name (1..80 characters). */
  name: string;
  /** Its type, which sets its damage and ranges. */
  type: YlniesWeaponTypeKey;
};

/** The Ylnies weapon types and the damage each rolls (added to the attack strength). */
export type YlniesWeaponTypeKey =
  /** Bow: 1d6 + 3; ranges STR × 3 / STR × 6 / STR × 10 m. */
  | 'BOW'
  /** Crossbow: 3d6, no Strength in the attack strength; ranges 15 / 30 / 100 m. */
  | 'CROSSBOW'
  /** Heavy weapon: 3d6. */
  | 'HEAVY'
  /** Light weapon: 1d6. */
  | 'LIGHT'
  /** Long weapon: 2d6. */
  | 'LONG'
  /** Normal weapon: 2d6. */
  | 'NORMAL';

/** The wound table: damage ≤ 0 unharmed, 1–6 light, 7–15 grave, 16–20 critical, 21+ death. */
export type YlniesWoundCategory =
  /** Damage 16–20: unconscious at once unless a CON test beats the damage; out of the fight either way. */
  | 'CRITICAL'
  /** Damage 21 or more: the character dies. */
  | 'DEATH'
  /** Damage 7–15: a grave wound: −1 to resistance and to actions with that body part; one more than ⌊CON ÷ 2⌋ knocks out. */
  | 'GRAVE'
  /** Damage 1–6: a light wound. */
  | 'LIGHT'
  /** Damage ≤ 0: no wound. */
  | 'UNHARMED';

export type WhoQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoQuery = { signInStatus: SignInStatus, me: { id: string, name: string } | null };

export type StartPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeyRegistrationMutation = { startPasskeyRegistration:
    | { __typename: 'PasskeyChallenge', challengeId: string, options: unknown }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  input: FinishPasskeyRegistrationInput;
}>;


export type FinishPasskeyRegistrationMutation = { finishPasskeyRegistration:
    | { __typename: 'PasskeyPayload', passkey: { passkeyId: string, label: string } }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'SignInRefused', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type PreviewAnswerQueryVariables = Exact<{
  input: ResolveActionInput;
}>;


export type PreviewAnswerQuery = { previewAction:
    | { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ResolveActionMutationVariables = Exact<{
  input: ResolveActionInput;
}>;


export type ResolveActionMutation = { resolveAction:
    | { __typename: 'ResolveActionPayload', result: { score: number, die: number, roll: number | null, success: boolean, quality: number, stakes: Stakes }, roll: { id: string, seq: number } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type YlniesTestOddsQueryVariables = Exact<{
  input: YlniesOddsInput;
}>;


export type YlniesTestOddsQuery = { ylniesOdds: { success: number } };

export type ResolveYlniesTestMutationVariables = Exact<{
  input: ResolveYlniesTestInput;
}>;


export type ResolveYlniesTestMutation = { resolveYlniesTest:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
    | { __typename: 'YlniesTestPayload', result: { dice: Array<number>, total: number, threshold: number, success: boolean, outcome: YlniesOutcome } }
   | null };

export type CharacterModulesQueryVariables = Exact<{
  id: string | number;
  locale: Locale;
}>;


export type CharacterModulesQuery = { character: { id: string, sheet:
      | { __typename: 'SmsSheet', modules: Array<{ id: string, scope: number, rank: number, polarity: Polarity, objectLost: boolean, name: string }> }
      | { __typename: 'YlniesSheet' }
     } | null };

export type RequestActionMutationVariables = Exact<{
  input: RequestActionInput;
}>;


export type RequestActionMutation = { requestAction:
    | { __typename: 'ActionRequestPayload', request: { id: string, status: ActionRequestStatus, difficulty: number | null } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RequestYlniesTestMutationVariables = Exact<{
  input: RequestYlniesTestInput;
}>;


export type RequestYlniesTestMutation = { requestYlniesTest:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
    | { __typename: 'YlniesTestRequestPayload', request: { id: string, threshold: number } }
   | null };

export type CampaignSpellsQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignSpellsQuery = { campaign: { id: string, magicSystem: MagicSystem | null, viewerRole: Role, spells: { edges: Array<{ node: { id: string, name: string, power: number, kind: SpellKind, parameters: { range: number, area: number, duration: number } | null } }> }, characters: { edges: Array<{ node: { id: string, name: string } }> }, encounters: { edges: Array<{ node: { id: string, name: string, participants: Array<{ characterId: string, spellCast: boolean }>, declarations: Array<{ id: string, castsSpell: boolean, spellResolved: boolean, countersSpell: boolean, on: string | null, by: { characterId: string } }> } }> } } | null };

export type PreviewCastQueryVariables = Exact<{
  input: CastSpellInput;
  locale: Locale;
}>;


export type PreviewCastQuery = { previewCast:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'SpellPreview', probability: number, automatic: boolean, impossible: boolean, exhaustion: number, assistants: Array<{ characterId: string, points: number, cost: { exhaustion: number, lastingFatigue: number, passingFatigue: number } }>, score: { score: number, steps: Array<{ label: string, points: number, rule: string }> }, difficulty: { die: number, points: number, steps: Array<{ label: string, points: number, rule: string }> } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type CastSpellMutationVariables = Exact<{
  input: CastSpellInput;
  locale: Locale;
}>;


export type CastSpellMutation = { castSpell:
    | { __typename: 'CastSpellPayload', result: { spellName: string, outcome: CastOutcome, success: boolean, stakes: Stakes, notes: Array<string>, exhaustionAfter: number, lastingFatigueAfter: number, componentsConsumed: number, score: { score: number, steps: Array<{ label: string, points: number, rule: string }> }, difficulty: { die: number, steps: Array<{ label: string, points: number, rule: string }> }, check: { roll: number | null } | null, cost: { exhaustion: number, lastingFatigue: number, passingFatigue: number }, assistants: Array<{ characterId: string, points: number, cost: { exhaustion: number, lastingFatigue: number, passingFatigue: number } }>, effects: { narrative: string | null, wounds: Array<{ severity: Severity, levels: number }>, lasting: Array<{ kind: string, moduleName: string | null, rank: number | null }> } | null }, roll: { seq: number } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type VerifyChainQueryVariables = Exact<{
  characterId: string | number;
}>;


export type VerifyChainQuery = { verifyRollChain: { valid: boolean, developmentKey: boolean, length: number, brokenAt: number | null, reason: string | null } | null };

export type PlayerCharacterQueryVariables = Exact<{
  id: string | number;
  locale: Locale;
}>;


export type PlayerCharacterQuery = { character: { id: string, name: string, status: CharacterStatus, campaign: { id: string }, sheet:
      | { __typename: 'SmsSheet', notation: string, sizeFactor: number, healthStatus: HealthStatus, dead: boolean, archetypes: Array<string>, race: { key: string, name: string } | null, creature: { race: string } | null, experience: { earned: number, spent: number, available: number }, fatigue: { passing: number, lasting: number, persistent: number }, wounds: Array<{ id: string, nature: string, severity: Severity, rank: number }>, afflictions: Array<{ id: string, name: string, kind: AfflictionKind, boxes: number, rate: number, period: string, filled: number, woundLevels: number, severity: Severity | null, status: AfflictionStatus }>, npc: { role: NpcRole, method: NpcMethod, baseDie: number | null, attackDie: number | null, minion: boolean } | null, modules: Array<{ id: string, name: string, label: string, scope: number, rank: number, polarity: Polarity, source: ModuleSource, canProgress: boolean, rankCost: number, removable: boolean, objectName: string | null, objectLost: boolean }> }
      | { __typename: 'YlniesSheet', characteristics: Array<{ key: YlniesCharacteristicKey, name: string, value: number }>, skills: Array<{ name: string, value: number }> }
    , actionRequests: { edges: Array<{ node: { id: string, ruleset: Ruleset, difficulty: number | null, absolute: boolean, qualityShift: number | null, note: string | null, excludedModuleIds: Array<string>, createdAt: string, ylniesTest: { characteristic: YlniesCharacteristicKey | null, skill: string | null, modifier: number, threshold: number, note: string | null } | null } }> }, rolls: { edges: Array<{ node: { id: string, seq: number, kind: string, rollKind: RollKind, faces: Array<number>, inputs: unknown, createdAt: string, commitment: string | null, clientSeed: string | null, serverSeed: string | null, verified: boolean | null, verification: string | null, payload: string, character: { id: string, name: string }, sides: Array<{ characterId: string | null, label: string | null }>, request: { id: string, note: string | null } | null, action: { score: number, die: number, gmDie: number, automatic: boolean, impossible: boolean, roll: number | null, success: boolean, stakes: Stakes, quality: number, probability: number, requestedShift: number, absolute: boolean, qualityEn: string | null, qualityFr: string | null, breakdown: { positives: number, negatives: number, absorbed: number, assistantsBonus: number, rawScore: number } } | null, result:
            | { __typename: 'ActionRollOutcome' }
            | { __typename: 'CombatRollOutcome', winner: string | null, degree: number | null, totals: Array<number>, hit: boolean }
            | { __typename: 'ImpactRollOutcome', success: boolean | null, roll: number | null, strength: number | null, levels: number | null, severity: string | null, distance: number | null }
            | { __typename: 'OtherRollOutcome', kind: RollKind }
            | { __typename: 'SpellRollOutcome', outcome: string | null, success: boolean | null, roll: number | null, stakes: string | null }
            | { __typename: 'YlniesTestRollOutcome', total: number | null, success: boolean | null, degree: number | null, outcome: string | null }
           } }> } } | null };

export type ClaimPlaceholderMutationVariables = Exact<{
  input: ClaimPlaceholderInput;
}>;


export type ClaimPlaceholderMutation = { claimPlaceholder:
    | { __typename: 'ClaimPlaceholderPayload', characters: Array<{ name: string }> }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RollLogKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type RollLogKeyQuery = { rollLogKey: { keyId: string, developmentKey: boolean } | null };

export type CreateDeviceLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateDeviceLinkMutation = { createDeviceLink:
    | { __typename: 'DeviceLink', path: string, expiresAt: string }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type IssuePlayerDeviceLinkMutationVariables = Exact<{
  input: IssuePlayerDeviceLinkInput;
}>;


export type IssuePlayerDeviceLinkMutation = { issuePlayerDeviceLink:
    | { __typename: 'DeviceLink', path: string, expiresAt: string }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type CampaignDiscordChannelQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignDiscordChannelQuery = { discordChannel: { channelId: string, guildId: string | null, linkedAt: string } | null };

export type UnlinkDiscordChannelMutationVariables = Exact<{
  campaignId: string | number;
}>;


export type UnlinkDiscordChannelMutation = { unlinkDiscordChannel:
    | { __typename: 'DiscordUnlinkedPayload', unlinked: boolean }
    | { __typename: 'RuleViolation' }
    | { __typename: 'ValidationError' }
   | null };

export type InitiativeModulesQueryVariables = Exact<{
  campaignId: string | number;
  locale: Locale;
}>;


export type InitiativeModulesQuery = { campaign: { id: string, characters: { edges: Array<{ node: { id: string, sheet:
            | { __typename: 'SmsSheet', modules: Array<{ id: string, scope: number, rank: number, polarity: Polarity, objectLost: boolean, name: string }> }
            | { __typename: 'YlniesSheet' }
           } }> } } | null };

export type ActiveEncounterQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type ActiveEncounterQuery = { campaign: { id: string, encounters: { edges: Array<{ node: { id: string, name: string, round: number, turnNumber: number, participants: Array<{ position: number, characterId: string, name: string | null, kind: CharacterKind, initiative: number | null, tieBreak: number | null, rollOffs: Array<number> | null, current: boolean, removed: boolean, interventionsLeft: number | null, reactionMalus: number }>, declarations: Array<{ id: string, kind: EncounterDeclarationKind, on: string | null, castsSpell: boolean, countersSpell: boolean, specialPower: boolean, spellResolved: boolean, malus: number, intent: string | null, by: { characterId: string, name: string | null }, targets: Array<{ characterId: string, name: string | null }>, modules: Array<{ moduleId: string, name: string }> }> } }> } } | null };

export type DeclarerModulesQueryVariables = Exact<{
  campaignId: string | number;
  locale: Locale;
}>;


export type DeclarerModulesQuery = { campaign: { id: string, characters: { edges: Array<{ node: { id: string, sheet:
            | { __typename: 'SmsSheet', modules: Array<{ id: string, name: string }> }
            | { __typename: 'YlniesSheet' }
           } }> } } | null };

export type StartEncounterMutationVariables = Exact<{
  input: StartEncounterInput;
}>;


export type StartEncounterMutation = { startEncounter:
    | { __typename: 'EncounterPayload', encounter: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type NextTurnMutationVariables = Exact<{
  encounterId: string | number;
  expectedTurn?: number | null | undefined;
}>;


export type NextTurnMutation = { nextTurn:
    | { __typename: 'EncounterPayload', encounter: { id: string, turnNumber: number } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type EndEncounterMutationVariables = Exact<{
  encounterId: string | number;
}>;


export type EndEncounterMutation = { endEncounter:
    | { __typename: 'EncounterPayload', encounter: { id: string, status: EncounterStatus } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RemoveParticipantMutationVariables = Exact<{
  input: RemoveParticipantInput;
}>;


export type RemoveParticipantMutation = { removeParticipant:
    | { __typename: 'EncounterPayload', encounter: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type DeclareActionMutationVariables = Exact<{
  input: DeclareActionInput;
}>;


export type DeclareActionMutation = { declareAction:
    | { __typename: 'EncounterDeclarationPayload', declaration: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ReactMutationVariables = Exact<{
  input: ReactInput;
}>;


export type ReactMutation = { react:
    | { __typename: 'EncounterDeclarationPayload', declaration: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type InterveneMutationVariables = Exact<{
  input: InterveneInput;
}>;


export type InterveneMutation = { intervene:
    | { __typename: 'EncounterDeclarationPayload', declaration: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type FeedHistoryQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type FeedHistoryQuery = { campaign: { id: string, events: { edges: Array<{ node: { id: string, type: string, payload: unknown, createdAt: string } }> } | null, rolls: { edges: Array<{ node: { id: string, requestId: string | null, request: { id: string, note: string | null } | null } }> } } | null };

export type InflictWoundMutationVariables = Exact<{
  input: InflictWoundInput;
}>;


export type InflictWoundMutation = { inflictWound:
    | { __typename: 'CharacterPayload', character: { id: string, name: string, kind: CharacterKind, status: CharacterStatus, ruleset: Ruleset, owner: { id: string, name: string } | null, sheet:
          | { __typename: 'SmsSheet', healthStatus: HealthStatus, dead: boolean, experience: { earned: number, spent: number, available: number }, fatigue: { passing: number, lasting: number, persistent: number }, wounds: Array<{ id: string, nature: string, severity: Severity, rank: number }> }
          | { __typename: 'YlniesSheet', mana: number, manaPoints: number, woundTrack: { light: number, dead: boolean, unconscious: boolean, outOfCombat: boolean } }
         } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type AwardExperienceMutationVariables = Exact<{
  input: AwardExperienceInput;
}>;


export type AwardExperienceMutation = { awardExperience:
    | { __typename: 'AwardExperiencePayload', awards: Array<{ id: string }> }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RegenerateInviteCodeMutationVariables = Exact<{
  campaignId: string | number;
}>;


export type RegenerateInviteCodeMutation = { regenerateInviteCode:
    | { __typename: 'CampaignPayload' }
    | { __typename: 'RuleViolation' }
    | { __typename: 'ValidationError' }
   | null };

export type LatestRollQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type LatestRollQuery = { campaign: { id: string, rolls: { edges: Array<{ node: { id: string, seq: number, kind: string, rollKind: RollKind, faces: Array<number>, inputs: unknown, createdAt: string, commitment: string | null, clientSeed: string | null, serverSeed: string | null, verified: boolean | null, verification: string | null, payload: string, character: { id: string, name: string }, sides: Array<{ characterId: string | null, label: string | null }>, request: { id: string, note: string | null } | null, action: { score: number, die: number, gmDie: number, automatic: boolean, impossible: boolean, roll: number | null, success: boolean, stakes: Stakes, quality: number, probability: number, requestedShift: number, absolute: boolean, qualityEn: string | null, qualityFr: string | null, breakdown: { positives: number, negatives: number, absorbed: number, assistantsBonus: number, rawScore: number } } | null, result:
            | { __typename: 'ActionRollOutcome' }
            | { __typename: 'CombatRollOutcome', winner: string | null, degree: number | null, totals: Array<number>, hit: boolean }
            | { __typename: 'ImpactRollOutcome', success: boolean | null, roll: number | null, strength: number | null, levels: number | null, severity: string | null, distance: number | null }
            | { __typename: 'OtherRollOutcome', kind: RollKind }
            | { __typename: 'SpellRollOutcome', outcome: string | null, success: boolean | null, roll: number | null, stakes: string | null }
            | { __typename: 'YlniesTestRollOutcome', total: number | null, success: boolean | null, degree: number | null, outcome: string | null }
           } }> }, characters: { edges: Array<{ node: { id: string, name: string } }> } } | null };

export type OddsByDieQueryVariables = Exact<{
  characterId: string | number;
  moduleIds: Array<string | number> | string | number;
}>;


export type OddsByDieQuery = { d0:
    | { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null, d2:
    | { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null, d4:
    | { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null, d6:
    | { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null, d8:
    | { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null, d10:
    | { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null, d12:
    | { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

type DieOdds_ActionOdds_Fragment = { __typename: 'ActionOdds', score: number, die: number, probability: number, automatic: boolean, impossible: boolean };

type DieOdds_RuleViolation_Fragment = { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> };

type DieOdds_ValidationError_Fragment = { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> };

export type DieOddsFragment =
  | DieOdds_ActionOdds_Fragment
  | DieOdds_RuleViolation_Fragment
  | DieOdds_ValidationError_Fragment
;

export type ConfirmRecoveryCodesSavedMutationVariables = Exact<{ [key: string]: never; }>;


export type ConfirmRecoveryCodesSavedMutation = { confirmRecoveryCodesSaved:
    | { __typename: 'RecoveryCodesSaved', savedAt: string }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type CurrentEpochQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CurrentEpochQuery = { campaign: { id: string, fairnessEpoch: { id: string, number: number, commitment: string } | null } | null };

export type RevealFairnessSeedMutationVariables = Exact<{
  campaignId: string | number;
  epoch?: number | null | undefined;
}>;


export type RevealFairnessSeedMutation = { revealFairnessSeed:
    | { __typename: 'RevealFairnessSeedPayload', revealed: { number: number, serverSeed: string | null } | null, next: { number: number, commitment: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RemoveMemberMutationVariables = Exact<{
  campaignId: string | number;
  userId: string | number;
}>;


export type RemoveMemberMutation = { removeMember:
    | { __typename: 'RemoveMemberPayload' }
    | { __typename: 'RuleViolation' }
    | { __typename: 'ValidationError' }
   | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut:
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'SignedOut', ended: boolean }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { me: { id: string, apiKeys: Array<{ id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null }> | null } | null };

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
}>;


export type CreateApiKeyMutation = { createApiKey:
    | { __typename: 'CreateApiKeyPayload', key: string, apiKey: { id: string, name: string } }
    | { __typename: 'RuleViolation', rule: string, violations: Array<{ code: string, message: string, rule: string }> }
    | { __typename: 'ValidationError', issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RenameApiKeyMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameApiKeyMutation = { renameApiKey:
    | { __typename: 'RenameApiKeyPayload', apiKey: { id: string, name: string } }
    | { __typename: 'RuleViolation' }
    | { __typename: 'ValidationError', issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey:
    | { __typename: 'RevokeApiKeyPayload' }
    | { __typename: 'RuleViolation' }
    | { __typename: 'ValidationError' }
   | null };

export type DiscordAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type DiscordAccountQuery = { account: { discord: { discordUserId: string, discordName: string, linkedAt: string } | null } | null };

export type LinkDiscordMutationVariables = Exact<{
  code: string;
}>;


export type LinkDiscordMutation = { linkDiscordAccount:
    | { __typename: 'LinkDiscordAccountPayload', discord: { discordUserId: string, discordName: string } }
    | { __typename: 'RuleViolation', code: string, message: string, rule: string, violations: Array<{ code: string, message: string, rule: string }> }
    | { __typename: 'ValidationError', issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type UnlinkDiscordMutationVariables = Exact<{ [key: string]: never; }>;


export type UnlinkDiscordMutation = { unlinkDiscordAccount:
    | { __typename: 'DiscordUnlinkedPayload', unlinked: boolean }
    | { __typename: 'RuleViolation' }
    | { __typename: 'ValidationError' }
   | null };

export type MagicAssistantsQueryVariables = Exact<{
  campaignId: string | number;
  locale: Locale;
}>;


export type MagicAssistantsQuery = { me: { id: string } | null, campaign: { id: string, viewerRole: Role, characters: { edges: Array<{ node: { id: string, name: string, kind: CharacterKind, owner: { id: string } | null, sheet:
            | { __typename: 'SmsSheet', modules: Array<{ id: string, name: string }> }
            | { __typename: 'YlniesSheet' }
           } }> } } | null };

export type MagicPanelQueryVariables = Exact<{
  characterId: string | number;
  campaignId: string | number;
  locale: Locale;
}>;


export type MagicPanelQuery = { character: { id: string, sheet:
      | { __typename: 'SmsSheet', magicalExhaustion: number, modules: Array<{ id: string, name: string }>, fatigue: { lasting: number }, magicEffects: Array<{ id: string, kind: string, spellName: string, power: number, fromRitual: boolean }> }
      | { __typename: 'YlniesSheet' }
     } | null, campaign: { id: string, magicSystem: MagicSystem | null, viewerRole: Role, spells: { edges: Array<{ node: { id: string, name: string, kind: SpellKind, power: number, source: MagicSource } }> }, characters: { edges: Array<{ node: { id: string, name: string, kind: CharacterKind } }> }, encounters: { edges: Array<{ node: { id: string, name: string, participants: Array<{ characterId: string, nameAtStart: string | null, spellCast: boolean }> } }> }, rolls: { edges: Array<{ node: { id: string, kind: string, inputs: unknown, character: { id: string, name: string } } }> }, spellAnnouncements: Array<{ eventId: string, casterId: string, casterName: string, spellId: string | null, spellName: string, power: number, source: MagicSource, ritual: boolean, targets: Array<{ characterId: string, name: string }> }> } | null };

export type NpcMagicQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type NpcMagicQuery = { campaign: { id: string, magicSystem: MagicSystem | null, spells: { edges: Array<{ node: { id: string, name: string, kind: SpellKind, power: number, source: MagicSource } }> }, characters: { edges: Array<{ node: { id: string, name: string, kind: CharacterKind, status: CharacterStatus } }> }, encounters: { edges: Array<{ node: { id: string, name: string } }> } } | null };

export type AnnounceNpcSpellMutationVariables = Exact<{
  input: AnnounceNpcSpellInput;
}>;


export type AnnounceNpcSpellMutation = { announceNpcSpell:
    | { __typename: 'AnnounceNpcSpellPayload', announcement: { eventId: string, spellName: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type CounterSpellMutationVariables = Exact<{
  input: CounterSpellInput;
  locale: Locale;
}>;


export type CounterSpellMutation = { counterSpell:
    | { __typename: 'CounterSpellPayload', result: { actionKind: CounterActionKind, success: boolean, stakes: Stakes, cancelsSpell: boolean, exhaustionAfter: number, lastingFatigueAfter: number, score: { score: number, steps: Array<{ label: string, points: number, rule: string }> }, difficulty: { die: number, steps: Array<{ label: string, points: number, rule: string }> }, check: { roll: number | null }, cost: { exhaustion: number, lastingFatigue: number, passingFatigue: number } } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type DispelMutationVariables = Exact<{
  input: DispelInput;
  locale: Locale;
}>;


export type DispelMutation = { dispel:
    | { __typename: 'DispelPayload', result: { success: boolean, stakes: Stakes, dispelled: boolean, temporary: boolean, lastingFatigueAfter: number, score: { score: number, steps: Array<{ label: string, points: number, rule: string }> }, difficulty: { die: number, steps: Array<{ label: string, points: number, rule: string }> }, check: { roll: number | null }, cost: { exhaustion: number, lastingFatigue: number, passingFatigue: number } } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type TargetEffectsQueryVariables = Exact<{
  id: string | number;
}>;


export type TargetEffectsQuery = { character: { id: string, sheet:
      | { __typename: 'SmsSheet', magicEffects: Array<{ id: string, spellName: string, power: number, fromRitual: boolean }> }
      | { __typename: 'YlniesSheet' }
     } | null };

export type RecoverExhaustionMutationVariables = Exact<{
  input: RecoverExhaustionInput;
}>;


export type RecoverExhaustionMutation = { recoverExhaustion:
    | { __typename: 'RecoverExhaustionPayload', recovered: number, exhaustion: number, lastingFatigue: number, blockedBy: string | null }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type BookSpellMutationVariables = Exact<{
  input: BookSpellInput;
}>;


export type BookSpellMutation = { bookSpell:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'SpellBookingPayload', exempt: boolean }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type PerformRitualMutationVariables = Exact<{
  input: PerformRitualInput;
  locale: Locale;
}>;


export type PerformRitualMutation = { performRitual:
    | { __typename: 'PerformRitualPayload', result: { ritualName: string, outcome: CastOutcome, success: boolean, stakes: Stakes, releasedFraction: number | null, releasedPower: number | null, score: { score: number, steps: Array<{ label: string, points: number, rule: string }> } | null, difficulty: { die: number, steps: Array<{ label: string, points: number, rule: string }> } | null, check: { roll: number | null } | null, costs: Array<{ characterId: string, character: { name: string } | null, cost: { exhaustion: number, lastingFatigue: number, passingFatigue: number } }> } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type UseSpecialPowerMutationVariables = Exact<{
  input: UseSpecialPowerInput;
  locale: Locale;
}>;


export type UseSpecialPowerMutation = { useSpecialPower:
    | { __typename: 'CastSpellPayload', result: { spellName: string, outcome: CastOutcome, success: boolean, stakes: Stakes, notes: Array<string>, lastingFatigueAfter: number, passingFatigueAfter: number, score: { score: number, steps: Array<{ label: string, points: number, rule: string }> }, difficulty: { die: number, steps: Array<{ label: string, points: number, rule: string }> }, check: { roll: number | null } | null, cost: { exhaustion: number, lastingFatigue: number, passingFatigue: number } } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type SpellCatalogueQueryVariables = Exact<{
  campaignId: string | number;
  locale: Locale;
}>;


export type SpellCatalogueQuery = { campaign: { id: string, magicSystem: MagicSystem | null, spells: { edges: Array<{ node: { id: string, name: string, kind: SpellKind, source: MagicSource, forms: Array<MagicForm>, power: number, nature: SpellNature, description: string | null, parameters: { range: number, area: number, duration: number } | null, baseDifficulty: { die: number }, requiredModules: Array<{ key: string, name: string, minRank: number, rule: string }> } }> } } | null };

export type DefineSpellMutationVariables = Exact<{
  input: DefineSpellInput;
}>;


export type DefineSpellMutation = { defineSpell:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'SpellPayload', spell: { id: string, name: string } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type AfflictMutationVariables = Exact<{
  input: AfflictInput;
}>;


export type AfflictMutation = { afflict:
    | { __typename: 'AfflictionPayload', affliction: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ProgressAfflictionsMutationVariables = Exact<{
  input: ProgressAfflictionsInput;
}>;


export type ProgressAfflictionsMutation = { progressAfflictions:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type TreatAfflictionMutationVariables = Exact<{
  input: TreatAfflictionInput;
}>;


export type TreatAfflictionMutation = { treatAffliction:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type HealAfflictionMutationVariables = Exact<{
  input: HealAfflictionInput;
}>;


export type HealAfflictionMutation = { healAffliction:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ReadModulesQueryVariables = Exact<{
  text: string;
}>;


export type ReadModulesQuery = { parseModules: { modules: Array<{ line: number, name: string, scope: number, polarity: Polarity, rank: number }>, errors: Array<{ line: number, message: string }> } };

export type NewNpcMutationVariables = Exact<{
  input: CreateCharacterInput;
}>;


export type NewNpcMutation = { createCharacter:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type CreateCreatureMutationVariables = Exact<{
  input: CreateCreatureInput;
}>;


export type CreateCreatureMutation = { createCreature:
    | { __typename: 'CharacterPayload', character: { id: string, name: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type DefineArchetypeMutationVariables = Exact<{
  input: DefineArchetypeInput;
}>;


export type DefineArchetypeMutation = { defineArchetype:
    | { __typename: 'ArchetypePayload', archetype: { key: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type BestiaryClassesQueryVariables = Exact<{
  locale: Locale;
}>;


export type BestiaryClassesQuery = { bestiaryClasses: Array<{ key: BestiaryClass, name: string }> };

export type ImpactFieldsFragment = { levels: number, severity: Severity | null, rollSeq: number, impact: { kind: ImpactKind, distance: number, score: number, die: number, roll: number | null, automatic: boolean, success: boolean, levels: number, mortal: boolean, severity: Severity | null }, fall: { distance: number, score: number, die: number, roll: number | null, success: boolean, levels: number } | null, wound: { id: string, nature: string } | null };

export type ResolveFallMutationVariables = Exact<{
  input: ResolveFallInput;
}>;


export type ResolveFallMutation = { resolveFall:
    | { __typename: 'ImpactPayload', levels: number, severity: Severity | null, rollSeq: number, impact: { kind: ImpactKind, distance: number, score: number, die: number, roll: number | null, automatic: boolean, success: boolean, levels: number, mortal: boolean, severity: Severity | null }, fall: { distance: number, score: number, die: number, roll: number | null, success: boolean, levels: number } | null, wound: { id: string, nature: string } | null }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ResolveThrowMutationVariables = Exact<{
  input: ResolveThrowInput;
}>;


export type ResolveThrowMutation = { resolveThrow:
    | { __typename: 'ImpactPayload', levels: number, severity: Severity | null, rollSeq: number, impact: { kind: ImpactKind, distance: number, score: number, die: number, roll: number | null, automatic: boolean, success: boolean, levels: number, mortal: boolean, severity: Severity | null }, fall: { distance: number, score: number, die: number, roll: number | null, success: boolean, levels: number } | null, wound: { id: string, nature: string } | null }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type AddFatigueMutationVariables = Exact<{
  input: AddFatigueInput;
}>;


export type AddFatigueMutation = { addFatigue:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RecoverMutationVariables = Exact<{
  input: RecoverInput;
}>;


export type RecoverMutation = { recover:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type HealWoundMutationVariables = Exact<{
  input: HealWoundInput;
}>;


export type HealWoundMutation = { healWound:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type DeclareDeadMutationVariables = Exact<{
  input: DeclareDeadInput;
}>;


export type DeclareDeadMutation = { declareDead:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type DefineNpcMutationVariables = Exact<{
  input: DefineNpcInput;
}>;


export type DefineNpcMutation = { defineNpc:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ApplyArchetypeMutationVariables = Exact<{
  input: ApplyArchetypeInput;
}>;


export type ApplyArchetypeMutation = { applyArchetype:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type AdjustModuleMutationVariables = Exact<{
  input: UpdateModuleInput;
}>;


export type AdjustModuleMutation = { updateModule:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type CampaignArchetypesQueryVariables = Exact<{
  campaignId: string | number;
  locale: Locale;
}>;


export type CampaignArchetypesQuery = { archetypes: Array<{ key: string, kind: ArchetypeKind, creature: boolean, custom: boolean, name: string }> | null };

export type OpenAsksQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type OpenAsksQuery = { campaign: { id: string, openActionRequests: { edges: Array<{ node: { id: string, note: string | null, difficulty: number | null, ruleset: Ruleset, createdAt: string, character: { id: string, name: string } } }> } } | null };

export type CancelRequestMutationVariables = Exact<{
  input: CancelActionRequestInput;
}>;


export type CancelRequestMutation = { cancelActionRequest:
    | { __typename: 'ActionRequestPayload', request: { id: string, status: ActionRequestStatus } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type PlayHistoryQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type PlayHistoryQuery = { campaign: { id: string, scenarios: { edges: Array<{ node: { id: string, title: string, status: ScenarioStatus, bonus: boolean, participants: Array<{ id: string, name: string }> } }> }, sessions: { edges: Array<{ node: { id: string, title: string, playedOn: string, status: SessionStatus, participants: Array<{ id: string, name: string }> } }> } } | null };

export type StartScenarioMutationVariables = Exact<{
  input: StartScenarioInput;
}>;


export type StartScenarioMutation = { startScenario:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ScenarioPayload', scenario: { id: string } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type CompleteScenarioMutationVariables = Exact<{
  input: CompleteScenarioInput;
}>;


export type CompleteScenarioMutation = { completeScenario:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ScenarioPayload', scenario: { id: string, status: ScenarioStatus, bonus: boolean } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type AwardScenarioMutationVariables = Exact<{
  input: AwardExperienceInput;
}>;


export type AwardScenarioMutation = { awardExperience:
    | { __typename: 'AwardExperiencePayload', awards: Array<{ id: string, xp: number }> }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RecordSessionMutationVariables = Exact<{
  input: RecordSessionInput;
}>;


export type RecordSessionMutation = { recordSession:
    | { __typename: 'GameSessionPayload', session: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type MarkSessionPlayedMutationVariables = Exact<{
  input: MarkSessionPlayedInput;
}>;


export type MarkSessionPlayedMutation = { markSessionPlayed:
    | { __typename: 'GameSessionPayload', session: { id: string, status: SessionStatus } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type SetModuleObjectLostMutationVariables = Exact<{
  input: SetModuleObjectLostInput;
}>;


export type SetModuleObjectLostMutation = { setModuleObjectLost:
    | { __typename: 'CharacterPayload', character: { id: string, version: number } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type SpendXpMutationVariables = Exact<{
  input: SpendExperienceInput;
}>;


export type SpendXpMutation = { spendExperience:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'SpendExperiencePayload', cost: number, module: { id: string, name: string, rank: number }, character: { id: string } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type SmsSheetPartsFragment = { sizeFactor: number, healthStatus: HealthStatus, dead: boolean, archetypes: Array<string>, race: { key: string, name: string } | null, creature: { race: string } | null, experience: { earned: number, spent: number, available: number }, fatigue: { passing: number, lasting: number, persistent: number }, wounds: Array<{ id: string, nature: string, severity: Severity, rank: number }>, afflictions: Array<{ id: string, name: string, kind: AfflictionKind, boxes: number, rate: number, period: string, filled: number, woundLevels: number, severity: Severity | null, status: AfflictionStatus }>, npc: { role: NpcRole, method: NpcMethod, baseDie: number | null, attackDie: number | null, minion: boolean } | null, modules: Array<{ id: string, name: string, label: string, scope: number, rank: number, polarity: Polarity, source: ModuleSource, canProgress: boolean, rankCost: number, removable: boolean, objectName: string | null, objectLost: boolean }> };

export type SmsSheetQueryVariables = Exact<{
  id: string | number;
  locale: Locale;
}>;


export type SmsSheetQuery = { character: { id: string, name: string, kind: CharacterKind, status: CharacterStatus, campaign: { id: string }, sheet:
      | { __typename: 'SmsSheet', sizeFactor: number, healthStatus: HealthStatus, dead: boolean, archetypes: Array<string>, race: { key: string, name: string } | null, creature: { race: string } | null, experience: { earned: number, spent: number, available: number }, fatigue: { passing: number, lasting: number, persistent: number }, wounds: Array<{ id: string, nature: string, severity: Severity, rank: number }>, afflictions: Array<{ id: string, name: string, kind: AfflictionKind, boxes: number, rate: number, period: string, filled: number, woundLevels: number, severity: Severity | null, status: AfflictionStatus }>, npc: { role: NpcRole, method: NpcMethod, baseDie: number | null, attackDie: number | null, minion: boolean } | null, modules: Array<{ id: string, name: string, label: string, scope: number, rank: number, polarity: Polarity, source: ModuleSource, canProgress: boolean, rankCost: number, removable: boolean, objectName: string | null, objectLost: boolean }> }
      | { __typename: 'YlniesSheet' }
     } | null };

export type YlniesCompanionsQueryVariables = Exact<{
  id: string | number;
}>;


export type YlniesCompanionsQuery = { campaign: { id: string, characters: { edges: Array<{ node: { id: string, name: string, ruleset: Ruleset, status: CharacterStatus } }> } } | null };

export type YlniesCatalogueQueryVariables = Exact<{
  locale: Locale;
}>;


export type YlniesCatalogueQuery = { ylniesCatalogue: { characteristics: Array<{ key: YlniesCharacteristicKey, name: string }>, races: Array<{ key: string, name: string, extraSkillPoints: number, traits: Array<string>, modifiers: Array<{ characteristic: YlniesCharacteristicKey, value: number }> }>, weapons: Array<{ key: YlniesWeaponTypeKey, name: string, damage: string, ranged: boolean }>, armours: Array<{ key: YlniesArmourTypeKey, name: string, value: number }>, woundTable: Array<{ category: YlniesWoundCategory, name: string }>, creation: { points: number, baseMin: number, baseMax: number, skillPoints: number, skillMaxAtCreation: number, spellCostFactor: number, manaPointsPerMana: number } } };

export type SetYlniesSkillsMutationVariables = Exact<{
  input: SetYlniesSkillsInput;
}>;


export type SetYlniesSkillsMutation = { setYlniesSkills:
    | { __typename: 'CharacterPayload', character: { id: string, version: number } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type SetYlniesEquipmentMutationVariables = Exact<{
  input: SetYlniesEquipmentInput;
}>;


export type SetYlniesEquipmentMutation = { setYlniesEquipment:
    | { __typename: 'CharacterPayload', character: { id: string, version: number } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type OpposedYlniesTestMutationVariables = Exact<{
  input: OpposedYlniesTestInput;
}>;


export type OpposedYlniesTestMutation = { opposedYlniesTest:
    | { __typename: 'OpposedYlniesTestPayload', test: { winner: YlniesSide | null, degree: number, decidedBy: YlniesOpposedDecision, undergoing: YlniesSide | null, a: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null }, b: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null } } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type YlniesMeleeMutationVariables = Exact<{
  input: YlniesMeleeInput;
}>;


export type YlniesMeleeMutation = { ylniesMelee:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
    | { __typename: 'YlniesCombatPayload', band: YlniesRangeBand | null, test: { winner: YlniesSide | null, degree: number, decidedBy: YlniesOpposedDecision, undergoing: YlniesSide | null, a: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null }, b: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null } }, hit: { weapon: YlniesWeaponTypeKey | null, weaponDice: Array<number>, weaponDamage: number, strength: number, resistance: number, doubled: boolean, striker: { id: string, name: string }, wound: { damage: number, category: YlniesWoundCategory, character: { id: string, name: string }, conTest: { dice: Array<number>, bonus: number, total: number, threshold: number, success: boolean, degree: number, special: YlniesDiceSpecial, outcome: YlniesOutcome, probability: number | null } | null, wounds: { light: number, unconscious: boolean, outOfCombat: boolean, dead: boolean, grave: Array<{ location: string | null }> } } } | null }
   | null };

export type YlniesRangedMutationVariables = Exact<{
  input: YlniesRangedInput;
}>;


export type YlniesRangedMutation = { ylniesRanged:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
    | { __typename: 'YlniesCombatPayload', band: YlniesRangeBand | null, test: { winner: YlniesSide | null, degree: number, decidedBy: YlniesOpposedDecision, undergoing: YlniesSide | null, a: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null }, b: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null } }, hit: { weapon: YlniesWeaponTypeKey | null, weaponDice: Array<number>, weaponDamage: number, strength: number, resistance: number, doubled: boolean, striker: { id: string, name: string }, wound: { damage: number, category: YlniesWoundCategory, character: { id: string, name: string }, conTest: { dice: Array<number>, bonus: number, total: number, threshold: number, success: boolean, degree: number, special: YlniesDiceSpecial, outcome: YlniesOutcome, probability: number | null } | null, wounds: { light: number, unconscious: boolean, outOfCombat: boolean, dead: boolean, grave: Array<{ location: string | null }> } } } | null }
   | null };

export type YlniesMagicAttackMutationVariables = Exact<{
  input: YlniesMagicAttackInput;
}>;


export type YlniesMagicAttackMutation = { ylniesMagicAttack:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
    | { __typename: 'YlniesCastPayload', kind: YlniesCastKind, spell: string, power: number, manaCost: number, manaLeft: number, success: boolean, multiplier: number, strength: number | null, resistance: number | null, healed: YlniesWoundCategory | null, consequence: YlniesConsequence | null, test: { winner: YlniesSide | null, degree: number, decidedBy: YlniesOpposedDecision, undergoing: YlniesSide | null, a: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null }, b: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null } } | null, thresholdTest: { dice: Array<number>, bonus: number, total: number, threshold: number, success: boolean, degree: number, special: YlniesDiceSpecial, outcome: YlniesOutcome, probability: number | null } | null, wound: { damage: number, category: YlniesWoundCategory, character: { id: string, name: string }, conTest: { dice: Array<number>, bonus: number, total: number, threshold: number, success: boolean, degree: number, special: YlniesDiceSpecial, outcome: YlniesOutcome, probability: number | null } | null, wounds: { light: number, unconscious: boolean, outOfCombat: boolean, dead: boolean, grave: Array<{ location: string | null }> } } | null, backlash: { strength: number, resistance: number, wound: { damage: number, category: YlniesWoundCategory, character: { id: string, name: string }, conTest: { dice: Array<number>, bonus: number, total: number, threshold: number, success: boolean, degree: number, special: YlniesDiceSpecial, outcome: YlniesOutcome, probability: number | null } | null, wounds: { light: number, unconscious: boolean, outOfCombat: boolean, dead: boolean, grave: Array<{ location: string | null }> } } } | null, caster: { id: string, name: string }, target: { id: string, name: string } }
   | null };

export type YlniesCastMutationVariables = Exact<{
  input: YlniesCastInput;
}>;


export type YlniesCastMutation = { ylniesCast:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
    | { __typename: 'YlniesCastPayload', kind: YlniesCastKind, spell: string, power: number, manaCost: number, manaLeft: number, success: boolean, multiplier: number, strength: number | null, resistance: number | null, healed: YlniesWoundCategory | null, consequence: YlniesConsequence | null, test: { winner: YlniesSide | null, degree: number, decidedBy: YlniesOpposedDecision, undergoing: YlniesSide | null, a: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null }, b: { dice: Array<number>, bonus: number, total: number, special: YlniesDiceSpecial, character: { id: string, name: string } | null } } | null, thresholdTest: { dice: Array<number>, bonus: number, total: number, threshold: number, success: boolean, degree: number, special: YlniesDiceSpecial, outcome: YlniesOutcome, probability: number | null } | null, wound: { damage: number, category: YlniesWoundCategory, character: { id: string, name: string }, conTest: { dice: Array<number>, bonus: number, total: number, threshold: number, success: boolean, degree: number, special: YlniesDiceSpecial, outcome: YlniesOutcome, probability: number | null } | null, wounds: { light: number, unconscious: boolean, outOfCombat: boolean, dead: boolean, grave: Array<{ location: string | null }> } } | null, backlash: { strength: number, resistance: number, wound: { damage: number, category: YlniesWoundCategory, character: { id: string, name: string }, conTest: { dice: Array<number>, bonus: number, total: number, threshold: number, success: boolean, degree: number, special: YlniesDiceSpecial, outcome: YlniesOutcome, probability: number | null } | null, wounds: { light: number, unconscious: boolean, outOfCombat: boolean, dead: boolean, grave: Array<{ location: string | null }> } } } | null, caster: { id: string, name: string }, target: { id: string, name: string } }
   | null };

export type RestoreManaMutationVariables = Exact<{
  input: RestoreManaInput;
}>;


export type RestoreManaMutation = { restoreMana:
    | { __typename: 'CharacterPayload', character: { id: string, sheet:
          | { __typename: 'SmsSheet' }
          | { __typename: 'YlniesSheet', mana: number, manaPoints: number }
         } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type GrantSkillIncreasesMutationVariables = Exact<{
  input: GrantSkillIncreasesInput;
}>;


export type GrantSkillIncreasesMutation = { grantSkillIncreases:
    | { __typename: 'CharacterPayload', character: { id: string, sheet:
          | { __typename: 'SmsSheet' }
          | { __typename: 'YlniesSheet', skills: Array<{ name: string, value: number }> }
         } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RollSkillIncreasesMutationVariables = Exact<{
  input: RollSkillIncreasesInput;
}>;


export type RollSkillIncreasesMutation = { rollSkillIncreases:
    | { __typename: 'RollSkillIncreasesPayload', rolls: Array<{ skill: string, dice: Array<number>, before: number, raised: boolean }> }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type TrainSkillMutationVariables = Exact<{
  input: TrainSkillInput;
}>;


export type TrainSkillMutation = { trainSkill:
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'TrainSkillPayload', completed: boolean, lost: boolean, training: { skill: string, requiredDays: number, progressDays: number, maxBreakDays: number, breakDays: number } }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type YlniesSheetFieldsFragment = { manaPoints: number, mana: number, resistance: number, creationMethod: YlniesCreationMethod, ylniesRace: { key: string, name: string, traits: Array<string>, humanUpbringing: boolean }, characteristics: Array<{ key: YlniesCharacteristicKey, name: string, value: number, base: number, modifier: number }>, skills: Array<{ name: string, characteristic: YlniesCharacteristicKey, kind: YlniesSkillKind, value: number, innate: boolean }>, woundTrack: { light: number, graveCapacity: number, unconscious: boolean, outOfCombat: boolean, dead: boolean, incapacitated: boolean, grave: Array<{ location: string | null }>, critical: Array<{ location: string | null, damage: number }> }, equipment: { other: Array<string>, weapons: Array<{ name: string, type: { key: YlniesWeaponTypeKey, name: string, damage: string, ranged: boolean } }>, armour: { name: string, type: { key: YlniesArmourTypeKey, name: string, value: number } } | null }, skillPoints: { spent: number, available: number, unspent: number }, training: Array<{ skill: string, requiredDays: number, progressDays: number, maxBreakDays: number, breakDays: number }> };

export type YlniesCharacterQueryVariables = Exact<{
  id: string | number;
  locale: Locale;
}>;


export type YlniesCharacterQuery = { character: { id: string, name: string, kind: CharacterKind, status: CharacterStatus, campaign: { id: string }, sheet:
      | { __typename: 'SmsSheet' }
      | { __typename: 'YlniesSheet', manaPoints: number, mana: number, resistance: number, creationMethod: YlniesCreationMethod, ylniesRace: { key: string, name: string, traits: Array<string>, humanUpbringing: boolean }, characteristics: Array<{ key: YlniesCharacteristicKey, name: string, value: number, base: number, modifier: number }>, skills: Array<{ name: string, characteristic: YlniesCharacteristicKey, kind: YlniesSkillKind, value: number, innate: boolean }>, woundTrack: { light: number, graveCapacity: number, unconscious: boolean, outOfCombat: boolean, dead: boolean, incapacitated: boolean, grave: Array<{ location: string | null }>, critical: Array<{ location: string | null, damage: number }> }, equipment: { other: Array<string>, weapons: Array<{ name: string, type: { key: YlniesWeaponTypeKey, name: string, damage: string, ranged: boolean } }>, armour: { name: string, type: { key: YlniesArmourTypeKey, name: string, value: number } } | null }, skillPoints: { spent: number, available: number, unspent: number }, training: Array<{ skill: string, requiredDays: number, progressDays: number, maxBreakDays: number, breakDays: number }> }
    , rolls: { edges: Array<{ node: { id: string, seq: number, rollKind: RollKind, faces: Array<number>, inputs: unknown, createdAt: string, sides: Array<{ characterId: string | null, label: string | null }>, result:
            | { __typename: 'ActionRollOutcome' }
            | { __typename: 'CombatRollOutcome', winner: string | null, degree: number | null, totals: Array<number>, hit: boolean }
            | { __typename: 'ImpactRollOutcome' }
            | { __typename: 'OtherRollOutcome' }
            | { __typename: 'SpellRollOutcome', spellSuccess: boolean | null }
            | { __typename: 'YlniesTestRollOutcome', total: number | null, success: boolean | null, degree: number | null, outcome: string | null }
           } }> } } | null };

export type AccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountQuery = { account: { signedInWith: string, recoveryCodesLeft: number, recoveryCodesSavedAt: string | null, passkeys: Array<{ passkeyId: string, label: string, createdAt: string, lastUsedAt: string | null }>, sessions: Array<{ sessionId: string, device: string, via: string, lastUsedAt: string, current: boolean }> } | null };

type FailureFields_RuleViolation_Fragment = { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> };

type FailureFields_SignInRefused_Fragment = { __typename: 'SignInRefused', message: string, code: string };

type FailureFields_ValidationError_Fragment = { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> };

export type FailureFieldsFragment =
  | FailureFields_RuleViolation_Fragment
  | FailureFields_SignInRefused_Fragment
  | FailureFields_ValidationError_Fragment
;

export type CharacterGlanceFragment = { id: string, name: string, kind: CharacterKind, status: CharacterStatus, ruleset: Ruleset, owner: { id: string, name: string } | null, sheet:
    | { __typename: 'SmsSheet', healthStatus: HealthStatus, dead: boolean, experience: { earned: number, spent: number, available: number }, fatigue: { passing: number, lasting: number, persistent: number }, wounds: Array<{ id: string, nature: string, severity: Severity, rank: number }> }
    | { __typename: 'YlniesSheet', mana: number, manaPoints: number, woundTrack: { light: number, dead: boolean, unconscious: boolean, outOfCombat: boolean } }
   };

export type CampaignEventsSubscriptionVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignEventsSubscription = { campaignEvents: { cursor: string, id: string, type: string, payload: unknown, createdAt: string } };

export type RollViewFragment = { id: string, seq: number, kind: string, rollKind: RollKind, faces: Array<number>, inputs: unknown, createdAt: string, commitment: string | null, clientSeed: string | null, serverSeed: string | null, verified: boolean | null, verification: string | null, payload: string, character: { id: string, name: string }, sides: Array<{ characterId: string | null, label: string | null }>, request: { id: string, note: string | null } | null, action: { score: number, die: number, gmDie: number, automatic: boolean, impossible: boolean, roll: number | null, success: boolean, stakes: Stakes, quality: number, probability: number, requestedShift: number, absolute: boolean, qualityEn: string | null, qualityFr: string | null, breakdown: { positives: number, negatives: number, absorbed: number, assistantsBonus: number, rawScore: number } } | null, result:
    | { __typename: 'ActionRollOutcome' }
    | { __typename: 'CombatRollOutcome', winner: string | null, degree: number | null, totals: Array<number>, hit: boolean }
    | { __typename: 'ImpactRollOutcome', success: boolean | null, roll: number | null, strength: number | null, levels: number | null, severity: string | null, distance: number | null }
    | { __typename: 'OtherRollOutcome', kind: RollKind }
    | { __typename: 'SpellRollOutcome', outcome: string | null, success: boolean | null, roll: number | null, stakes: string | null }
    | { __typename: 'YlniesTestRollOutcome', total: number | null, success: boolean | null, degree: number | null, outcome: string | null }
   };

export type RemovePasskeyMutationVariables = Exact<{
  input: RemovePasskeyInput;
}>;


export type RemovePasskeyMutation = { removePasskey:
    | { __typename: 'AccountItemRemoved', removedId: string }
    | { __typename: 'RuleViolation', message: string, code: string, rule: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type EndSessionMutationVariables = Exact<{
  input: EndSessionInput;
}>;


export type EndSessionMutation = { endSession:
    | { __typename: 'AccountItemRemoved', removedId: string }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type RegenerateRecoveryCodesMutationVariables = Exact<{ [key: string]: never; }>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes:
    | { __typename: 'RecoveryCodes', codes: Array<string> }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type CampaignScreenQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignScreenQuery = { me: { id: string, name: string } | null, campaign: { id: string, name: string, ruleset: Ruleset, magicSystem: MagicSystem | null, viewerRole: Role, inviteCode: string | null, members: Array<{ role: Role, joinedAt: string, user: { id: string, name: string } }>, characters: { edges: Array<{ node: { id: string, name: string, kind: CharacterKind, status: CharacterStatus, ruleset: Ruleset, owner: { id: string, name: string } | null, sheet:
            | { __typename: 'SmsSheet', healthStatus: HealthStatus, dead: boolean, experience: { earned: number, spent: number, available: number }, fatigue: { passing: number, lasting: number, persistent: number }, wounds: Array<{ id: string, nature: string, severity: Severity, rank: number }> }
            | { __typename: 'YlniesSheet', mana: number, manaPoints: number, woundTrack: { light: number, dead: boolean, unconscious: boolean, outOfCombat: boolean } }
           } }> } } | null };

export type CampaignSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignSettingsQuery = { webhookEventTypes: Array<string>, campaign: { id: string, name: string, viewerRole: Role, inboundWebhookPath: string | null, inboundWebhookEnabled: boolean | null, webhookEndpoints: { edges: Array<{ node: { id: string, url: string, events: Array<string>, active: boolean, secretHint: string, format: WebhookFormat } }> } | null } | null };

export type RegisterWebhookMutationVariables = Exact<{
  input: RegisterWebhookInput;
}>;


export type RegisterWebhookMutation = { registerWebhook:
    | { __typename: 'RegisterWebhookPayload', secret: string, endpoint: { id: string, url: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RemoveWebhookMutationVariables = Exact<{
  input: RemoveWebhookInput;
}>;


export type RemoveWebhookMutation = { removeWebhook:
    | { __typename: 'RemoveWebhookPayload', removedEndpointId: string }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ReactivateWebhookEndpointMutationVariables = Exact<{
  input: ReactivateWebhookEndpointInput;
}>;


export type ReactivateWebhookEndpointMutation = { reactivateWebhookEndpoint:
    | { __typename: 'ReactivateWebhookEndpointPayload', secret: string, endpoint: { id: string, active: boolean, secretHint: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RotateInboundSecretMutationVariables = Exact<{
  input: RotateInboundSecretInput;
}>;


export type RotateInboundSecretMutation = { rotateInboundSecret:
    | { __typename: 'RotateInboundSecretPayload', secret: string, path: string }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type DraftQueryVariables = Exact<{
  id: string | number;
  locale: Locale;
}>;


export type DraftQuery = { character: { id: string, name: string, status: CharacterStatus, campaign: { id: string }, sheet:
      | { __typename: 'SmsSheet', race: { key: string, name: string } | null, experience: { available: number }, modules: Array<{ id: string, name: string, label: string, scope: number, rank: number, polarity: Polarity, source: ModuleSource, notation: string }> }
      | { __typename: 'YlniesSheet', characteristics: Array<{ key: YlniesCharacteristicKey, name: string, value: number }>, skills: Array<{ name: string, value: number }> }
     } | null };

export type AddModuleMutationVariables = Exact<{
  input: AddModuleInput;
}>;


export type AddModuleMutation = { addModule:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type RemoveModuleMutationVariables = Exact<{
  moduleId: string | number;
}>;


export type RemoveModuleMutation = { removeModule:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ActivateCharacterMutationVariables = Exact<{
  characterId: string | number;
}>;


export type ActivateCharacterMutation = { activateCharacter:
    | { __typename: 'CharacterPayload', character: { id: string, status: CharacterStatus } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type ParseModulesQueryVariables = Exact<{
  text: string;
}>;


export type ParseModulesQuery = { parseModules: { modules: Array<{ line: number, name: string, scope: number, polarity: Polarity, rank: number }>, errors: Array<{ line: number, message: string }> } };

export type RedeemDeviceLinkMutationVariables = Exact<{
  token: string;
}>;


export type RedeemDeviceLinkMutation = { redeemDeviceLink:
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'SignInRefused', message: string, code: string }
    | { __typename: 'SignedIn', user: { id: string, name: string } }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type CreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type CreateCampaignMutation = { createCampaign:
    | { __typename: 'CampaignPayload', campaign: { id: string } }
    | { __typename: 'RuleViolation', message: string, code: string, rule: string, violations: Array<{ code: string, message: string, rule: string }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type JoinCampaignMutationVariables = Exact<{
  inviteCode: string;
}>;


export type JoinCampaignMutation = { joinCampaign:
    | { __typename: 'CampaignPayload', campaign: { id: string } }
    | { __typename: 'RuleViolation', message: string, code: string, rule: string, violations: Array<{ code: string, message: string, rule: string }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type JoinFromLinkMutationVariables = Exact<{
  inviteCode: string;
}>;


export type JoinFromLinkMutation = { joinCampaign:
    | { __typename: 'CampaignPayload', campaign: { id: string } }
    | { __typename: 'RuleViolation' }
    | { __typename: 'ValidationError' }
   | null };

export type MyCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCampaignsQuery = { me: { id: string, name: string, campaigns: { edges: Array<{ node: { id: string, name: string, ruleset: Ruleset, viewerRole: Role } }> } | null, characters: { edges: Array<{ node: { id: string, name: string, status: CharacterStatus, campaign: { id: string, name: string } } }> } | null } | null };

export type SmsRacesQueryVariables = Exact<{
  locale: Locale;
}>;


export type SmsRacesQuery = { races: Array<
    | { __typename: 'SmsRace', extraXp: number, netCost: number, sizeFactor: number, key: string, name: string, modules: Array<{ name: string, scope: number, polarity: Polarity, rank: number }> }
    | { __typename: 'YlniesRace', key: string, name: string }
  > };

export type CreateCharacterMutationVariables = Exact<{
  input: CreateCharacterInput;
}>;


export type CreateCharacterMutation = { createCharacter:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type CampaignRulesetQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignRulesetQuery = { campaign: { id: string, ruleset: Ruleset, settings: { creationBudget: number } } | null };

export type StartPasskeySignUpMutationVariables = Exact<{
  name: string;
}>;


export type StartPasskeySignUpMutation = { startPasskeySignUp:
    | { __typename: 'PasskeyChallenge', challengeId: string, options: unknown }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type FinishPasskeySignUpMutationVariables = Exact<{
  input: PasskeyAnswerInput;
}>;


export type FinishPasskeySignUpMutation = { finishPasskeySignUp:
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'SignInRefused', message: string, code: string }
    | { __typename: 'SignedIn', recoveryCodes: Array<string> | null, user: { id: string, name: string } }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type StartPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeySignInMutation = { startPasskeySignIn:
    | { __typename: 'PasskeyChallenge', challengeId: string, options: unknown }
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type FinishPasskeySignInMutationVariables = Exact<{
  input: PasskeyAnswerInput;
}>;


export type FinishPasskeySignInMutation = { finishPasskeySignIn:
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'SignInRefused', message: string, code: string }
    | { __typename: 'SignedIn', user: { id: string, name: string } }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type SignInWithRecoveryCodeMutationVariables = Exact<{
  code: string;
}>;


export type SignInWithRecoveryCodeMutation = { signInWithRecoveryCode:
    | { __typename: 'RuleViolation', message: string, code: string }
    | { __typename: 'SignInRefused', message: string, code: string }
    | { __typename: 'SignedIn', recoveryCodesLeft: number | null, user: { id: string, name: string } }
    | { __typename: 'ValidationError', message: string, code: string }
   | null };

export type CreateYlniesCharacterMutationVariables = Exact<{
  input: CreateCharacterInput;
}>;


export type CreateYlniesCharacterMutation = { createCharacter:
    | { __typename: 'CharacterPayload', character: { id: string } }
    | { __typename: 'RuleViolation', rule: string, message: string, code: string, violations: Array<{ code: string, message: string, rule: string, params: Array<{ name: string, value: string }> }> }
    | { __typename: 'ValidationError', message: string, code: string, issues: Array<{ path: string, code: string, limit: number | null, kind: string | null }> }
   | null };

export type YlniesBuilderCampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type YlniesBuilderCampaignQuery = { campaign: { id: string, viewerRole: Role } | null };

export const FailureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<FailureFieldsFragment, unknown>;
export const DieOddsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DieOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryPreviewActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionOdds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<DieOddsFragment, unknown>;
export const ImpactFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpactPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"mortal"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rollSeq"}}]}}]} as unknown as DocumentNode<ImpactFieldsFragment, unknown>;
export const SmsSheetPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmsSheetParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"creature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeFactor"}},{"kind":"Field","name":{"kind":"Name","value":"healthStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fatigue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passing"}},{"kind":"Field","name":{"kind":"Name","value":"lasting"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afflictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"boxes"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"filled"}},{"kind":"Field","name":{"kind":"Name","value":"woundLevels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"npc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"baseDie"}},{"kind":"Field","name":{"kind":"Name","value":"attackDie"}},{"kind":"Field","name":{"kind":"Name","value":"minion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archetypes"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"canProgress"}},{"kind":"Field","name":{"kind":"Name","value":"rankCost"}},{"kind":"Field","name":{"kind":"Name","value":"removable"}},{"kind":"Field","name":{"kind":"Name","value":"objectName"}},{"kind":"Field","name":{"kind":"Name","value":"objectLost"}}]}}]}}]} as unknown as DocumentNode<SmsSheetPartsFragment, unknown>;
export const YlniesSheetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YlniesSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"traits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"humanUpbringing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characteristics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"modifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"characteristic"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"innate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manaPoints"}},{"kind":"Field","name":{"kind":"Name","value":"mana"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"creationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"woundTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"grave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"critical"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graveCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"incapacitated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weapons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"ranged"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"armour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skillPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"unspent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skill"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDays"}},{"kind":"Field","name":{"kind":"Name","value":"progressDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxBreakDays"}},{"kind":"Field","name":{"kind":"Name","value":"breakDays"}}]}}]}}]} as unknown as DocumentNode<YlniesSheetFieldsFragment, unknown>;
export const CharacterGlanceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharacterGlance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fatigue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passing"}},{"kind":"Field","name":{"kind":"Name","value":"lasting"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mana"}},{"kind":"Field","name":{"kind":"Name","value":"manaPoints"}},{"kind":"Field","name":{"kind":"Name","value":"woundTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CharacterGlanceFragment, unknown>;
export const RollViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RollView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Roll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rollKind"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"clientSeed"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeed"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"gmDie"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"requestedShift"}},{"kind":"Field","name":{"kind":"Name","value":"absolute"}},{"kind":"Field","alias":{"kind":"Name","value":"qualityEn"},"name":{"kind":"Name","value":"qualityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"EN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"qualityFr"},"name":{"kind":"Name","value":"qualityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"FR"}}]},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positives"}},{"kind":"Field","name":{"kind":"Name","value":"negatives"}},{"kind":"Field","name":{"kind":"Name","value":"absorbed"}},{"kind":"Field","name":{"kind":"Name","value":"assistantsBonus"}},{"kind":"Field","name":{"kind":"Name","value":"rawScore"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpactRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpellRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesTestRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombatRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"totals"}},{"kind":"Field","name":{"kind":"Name","value":"hit"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RollViewFragment, unknown>;
export const WhoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Who"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInStatus"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WhoQuery, WhoQueryVariables>;
export const StartPasskeyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<StartPasskeyRegistrationMutation, StartPasskeyRegistrationMutationVariables>;
export const FinishPasskeyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishPasskeyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>;
export const PreviewAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionOdds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewAnswerQuery, PreviewAnswerQueryVariables>;
export const ResolveActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveActionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveActionMutation, ResolveActionMutationVariables>;
export const YlniesTestOddsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YlniesTestOdds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesOddsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesOdds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<YlniesTestOddsQuery, YlniesTestOddsQueryVariables>;
export const ResolveYlniesTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveYlniesTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveYlniesTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveYlniesTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesTestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveYlniesTestMutation, ResolveYlniesTestMutationVariables>;
export const CharacterModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CharacterModules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"name"},"name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"objectLost"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CharacterModulesQuery, CharacterModulesQueryVariables>;
export const RequestActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RequestActionMutation, RequestActionMutationVariables>;
export const RequestYlniesTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestYlniesTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestYlniesTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestYlniesTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesTestRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RequestYlniesTestMutation, RequestYlniesTestMutationVariables>;
export const CampaignSpellsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignSpells"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"magicSystem"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"spells"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"SPELL"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"encounters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"spellCast"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declarations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"castsSpell"}},{"kind":"Field","name":{"kind":"Name","value":"spellResolved"}},{"kind":"Field","name":{"kind":"Name","value":"countersSpell"}},{"kind":"Field","name":{"kind":"Name","value":"on"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CampaignSpellsQuery, CampaignSpellsQueryVariables>;
export const PreviewCastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewCast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CastSpellInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpellPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"assistants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigue"}},{"kind":"Field","name":{"kind":"Name","value":"passingFatigue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewCastQuery, PreviewCastQueryVariables>;
export const CastSpellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CastSpell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CastSpellInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"castSpell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CastSpellPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spellName"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"exhaustionAfter"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigueAfter"}},{"kind":"Field","name":{"kind":"Name","value":"componentsConsumed"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigue"}},{"kind":"Field","name":{"kind":"Name","value":"passingFatigue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assistants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigue"}},{"kind":"Field","name":{"kind":"Name","value":"passingFatigue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"effects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrative"}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lasting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<CastSpellMutation, CastSpellMutationVariables>;
export const VerifyChainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyRollChain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"developmentKey"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"brokenAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<VerifyChainQuery, VerifyChainQueryVariables>;
export const PlayerCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmsSheetParts"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characteristics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actionRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"OPEN"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"absolute"}},{"kind":"Field","name":{"kind":"Name","value":"qualityShift"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"excludedModuleIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ylniesTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characteristic"}},{"kind":"Field","name":{"kind":"Name","value":"skill"}},{"kind":"Field","name":{"kind":"Name","value":"modifier"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RollView"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmsSheetParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"creature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeFactor"}},{"kind":"Field","name":{"kind":"Name","value":"healthStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fatigue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passing"}},{"kind":"Field","name":{"kind":"Name","value":"lasting"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afflictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"boxes"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"filled"}},{"kind":"Field","name":{"kind":"Name","value":"woundLevels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"npc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"baseDie"}},{"kind":"Field","name":{"kind":"Name","value":"attackDie"}},{"kind":"Field","name":{"kind":"Name","value":"minion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archetypes"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"canProgress"}},{"kind":"Field","name":{"kind":"Name","value":"rankCost"}},{"kind":"Field","name":{"kind":"Name","value":"removable"}},{"kind":"Field","name":{"kind":"Name","value":"objectName"}},{"kind":"Field","name":{"kind":"Name","value":"objectLost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RollView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Roll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rollKind"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"clientSeed"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeed"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"gmDie"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"requestedShift"}},{"kind":"Field","name":{"kind":"Name","value":"absolute"}},{"kind":"Field","alias":{"kind":"Name","value":"qualityEn"},"name":{"kind":"Name","value":"qualityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"EN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"qualityFr"},"name":{"kind":"Name","value":"qualityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"FR"}}]},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positives"}},{"kind":"Field","name":{"kind":"Name","value":"negatives"}},{"kind":"Field","name":{"kind":"Name","value":"absorbed"}},{"kind":"Field","name":{"kind":"Name","value":"assistantsBonus"}},{"kind":"Field","name":{"kind":"Name","value":"rawScore"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpactRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpellRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesTestRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombatRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"totals"}},{"kind":"Field","name":{"kind":"Name","value":"hit"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerCharacterQuery, PlayerCharacterQueryVariables>;
export const ClaimPlaceholderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimPlaceholder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimPlaceholderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimPlaceholder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimPlaceholderPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimPlaceholderMutation, ClaimPlaceholderMutationVariables>;
export const RollLogKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RollLogKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollLogKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"developmentKey"}}]}}]}}]} as unknown as DocumentNode<RollLogKeyQuery, RollLogKeyQueryVariables>;
export const CreateDeviceLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeviceLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeviceLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CreateDeviceLinkMutation, CreateDeviceLinkMutationVariables>;
export const IssuePlayerDeviceLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssuePlayerDeviceLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssuePlayerDeviceLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issuePlayerDeviceLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<IssuePlayerDeviceLinkMutation, IssuePlayerDeviceLinkMutationVariables>;
export const CampaignDiscordChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignDiscordChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discordChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"guildId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]} as unknown as DocumentNode<CampaignDiscordChannelQuery, CampaignDiscordChannelQueryVariables>;
export const UnlinkDiscordChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlinkDiscordChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkDiscordChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscordUnlinkedPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinked"}}]}}]}}]}}]} as unknown as DocumentNode<UnlinkDiscordChannelMutation, UnlinkDiscordChannelMutationVariables>;
export const InitiativeModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InitiativeModules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"name"},"name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"objectLost"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<InitiativeModulesQuery, InitiativeModulesQueryVariables>;
export const ActiveEncounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveEncounter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"encounters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"turnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"initiative"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreak"}},{"kind":"Field","name":{"kind":"Name","value":"rollOffs"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"interventionsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"reactionMalus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declarations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"castsSpell"}},{"kind":"Field","name":{"kind":"Name","value":"countersSpell"}},{"kind":"Field","name":{"kind":"Name","value":"specialPower"}},{"kind":"Field","name":{"kind":"Name","value":"spellResolved"}},{"kind":"Field","name":{"kind":"Name","value":"malus"}},{"kind":"Field","name":{"kind":"Name","value":"intent"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moduleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActiveEncounterQuery, ActiveEncounterQueryVariables>;
export const DeclarerModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeclarerModules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"name"},"name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeclarerModulesQuery, DeclarerModulesQueryVariables>;
export const StartEncounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartEncounter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartEncounterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEncounter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encounter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<StartEncounterMutation, StartEncounterMutationVariables>;
export const NextTurnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NextTurn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"encounterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedTurn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextTurn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"encounterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"encounterId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedTurn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedTurn"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encounter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"turnNumber"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<NextTurnMutation, NextTurnMutationVariables>;
export const EndEncounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndEncounter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"encounterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endEncounter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"encounterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"encounterId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encounter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<EndEncounterMutation, EndEncounterMutationVariables>;
export const RemoveParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveParticipantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encounter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveParticipantMutation, RemoveParticipantMutationVariables>;
export const DeclareActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclareActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declareAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterDeclarationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declaration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<DeclareActionMutation, DeclareActionMutationVariables>;
export const ReactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"React"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"react"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterDeclarationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declaration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ReactMutation, ReactMutationVariables>;
export const InterveneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Intervene"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterveneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intervene"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterDeclarationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declaration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<InterveneMutation, InterveneMutationVariables>;
export const FeedHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FeedHistoryQuery, FeedHistoryQueryVariables>;
export const InflictWoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InflictWound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InflictWoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inflictWound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CharacterGlance"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharacterGlance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fatigue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passing"}},{"kind":"Field","name":{"kind":"Name","value":"lasting"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mana"}},{"kind":"Field","name":{"kind":"Name","value":"manaPoints"}},{"kind":"Field","name":{"kind":"Name","value":"woundTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<InflictWoundMutation, InflictWoundMutationVariables>;
export const AwardExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AwardExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardExperiencePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AwardExperienceMutation, AwardExperienceMutationVariables>;
export const RegenerateInviteCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateInviteCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateInviteCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RegenerateInviteCodeMutation, RegenerateInviteCodeMutationVariables>;
export const LatestRollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestRoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RollView"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RollView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Roll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rollKind"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"clientSeed"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeed"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"gmDie"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"requestedShift"}},{"kind":"Field","name":{"kind":"Name","value":"absolute"}},{"kind":"Field","alias":{"kind":"Name","value":"qualityEn"},"name":{"kind":"Name","value":"qualityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"EN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"qualityFr"},"name":{"kind":"Name","value":"qualityLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"FR"}}]},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positives"}},{"kind":"Field","name":{"kind":"Name","value":"negatives"}},{"kind":"Field","name":{"kind":"Name","value":"absorbed"}},{"kind":"Field","name":{"kind":"Name","value":"assistantsBonus"}},{"kind":"Field","name":{"kind":"Name","value":"rawScore"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpactRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpellRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesTestRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombatRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"totals"}},{"kind":"Field","name":{"kind":"Name","value":"hit"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<LatestRollQuery, LatestRollQueryVariables>;
export const OddsByDieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OddsByDie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"d0"},"name":{"kind":"Name","value":"previewAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"IntValue","value":"0"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DieOdds"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d2"},"name":{"kind":"Name","value":"previewAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"IntValue","value":"2"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DieOdds"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d4"},"name":{"kind":"Name","value":"previewAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"IntValue","value":"4"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DieOdds"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d6"},"name":{"kind":"Name","value":"previewAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"IntValue","value":"6"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DieOdds"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d8"},"name":{"kind":"Name","value":"previewAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"IntValue","value":"8"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DieOdds"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d10"},"name":{"kind":"Name","value":"previewAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DieOdds"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"d12"},"name":{"kind":"Name","value":"previewAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"IntValue","value":"12"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DieOdds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DieOdds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryPreviewActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionOdds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]} as unknown as DocumentNode<OddsByDieQuery, OddsByDieQueryVariables>;
export const ConfirmRecoveryCodesSavedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmRecoveryCodesSaved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRecoveryCodesSaved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoveryCodesSaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmRecoveryCodesSavedMutation, ConfirmRecoveryCodesSavedMutationVariables>;
export const CurrentEpochDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentEpoch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fairnessEpoch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentEpochQuery, CurrentEpochQueryVariables>;
export const RevealFairnessSeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevealFairnessSeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"epoch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealFairnessSeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"epoch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"epoch"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevealFairnessSeedPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RevealFairnessSeedMutation, RevealFairnessSeedMutationVariables>;
export const RemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignedOut"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ended"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RenameApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"apiKeyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenameApiKeyPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RenameApiKeyMutation, RenameApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"apiKeyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const DiscordAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiscordAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discordUserId"}},{"kind":"Field","name":{"kind":"Name","value":"discordName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]}}]} as unknown as DocumentNode<DiscordAccountQuery, DiscordAccountQueryVariables>;
export const LinkDiscordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkDiscord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkDiscordAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkDiscordAccountPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discordUserId"}},{"kind":"Field","name":{"kind":"Name","value":"discordName"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LinkDiscordMutation, LinkDiscordMutationVariables>;
export const UnlinkDiscordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlinkDiscord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkDiscordAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscordUnlinkedPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinked"}}]}}]}}]}}]} as unknown as DocumentNode<UnlinkDiscordMutation, UnlinkDiscordMutationVariables>;
export const MagicAssistantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MagicAssistants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"name"},"name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MagicAssistantsQuery, MagicAssistantsQueryVariables>;
export const MagicPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MagicPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"name"},"name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"magicalExhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"fatigue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lasting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"magicEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"spellName"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"fromRitual"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"magicSystem"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"spells"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"encounters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"nameAtStart"}},{"kind":"Field","name":{"kind":"Name","value":"spellCast"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"spellAnnouncements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"casterId"}},{"kind":"Field","name":{"kind":"Name","value":"casterName"}},{"kind":"Field","name":{"kind":"Name","value":"spellId"}},{"kind":"Field","name":{"kind":"Name","value":"spellName"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ritual"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MagicPanelQuery, MagicPanelQueryVariables>;
export const NpcMagicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NpcMagic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"magicSystem"}},{"kind":"Field","name":{"kind":"Name","value":"spells"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"encounters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<NpcMagicQuery, NpcMagicQueryVariables>;
export const AnnounceNpcSpellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnnounceNpcSpell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnounceNpcSpellInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announceNpcSpell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnounceNpcSpellPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"spellName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AnnounceNpcSpellMutation, AnnounceNpcSpellMutationVariables>;
export const CounterSpellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CounterSpell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CounterSpellInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counterSpell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CounterSpellPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionKind"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"cancelsSpell"}},{"kind":"Field","name":{"kind":"Name","value":"exhaustionAfter"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigueAfter"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigue"}},{"kind":"Field","name":{"kind":"Name","value":"passingFatigue"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<CounterSpellMutation, CounterSpellMutationVariables>;
export const DispelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Dispel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DispelInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"dispelled"}},{"kind":"Field","name":{"kind":"Name","value":"temporary"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigueAfter"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigue"}},{"kind":"Field","name":{"kind":"Name","value":"passingFatigue"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<DispelMutation, DispelMutationVariables>;
export const TargetEffectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetEffects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"magicEffects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"spellName"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"fromRitual"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TargetEffectsQuery, TargetEffectsQueryVariables>;
export const RecoverExhaustionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoverExhaustion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExhaustionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverExhaustion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExhaustionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recovered"}},{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigue"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBy"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RecoverExhaustionMutation, RecoverExhaustionMutationVariables>;
export const BookSpellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookSpell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookSpellInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookSpell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpellBookingPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exempt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<BookSpellMutation, BookSpellMutationVariables>;
export const PerformRitualDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PerformRitual"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerformRitualInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"performRitual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PerformRitualPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ritualName"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"releasedFraction"}},{"kind":"Field","name":{"kind":"Name","value":"releasedPower"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigue"}},{"kind":"Field","name":{"kind":"Name","value":"passingFatigue"}}]}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<PerformRitualMutation, PerformRitualMutationVariables>;
export const UseSpecialPowerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UseSpecialPower"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UseSpecialPowerInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useSpecialPower"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CastSpellPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spellName"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigueAfter"}},{"kind":"Field","name":{"kind":"Name","value":"passingFatigueAfter"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exhaustion"}},{"kind":"Field","name":{"kind":"Name","value":"lastingFatigue"}},{"kind":"Field","name":{"kind":"Name","value":"passingFatigue"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<UseSpecialPowerMutation, UseSpecialPowerMutationVariables>;
export const SpellCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpellCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"magicSystem"}},{"kind":"Field","name":{"kind":"Name","value":"spells"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"forms"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseDifficulty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"die"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"minRank"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SpellCatalogueQuery, SpellCatalogueQueryVariables>;
export const DefineSpellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DefineSpell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DefineSpellInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defineSpell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpellPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<DefineSpellMutation, DefineSpellMutationVariables>;
export const AfflictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Afflict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AfflictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afflict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AfflictionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affliction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AfflictMutation, AfflictMutationVariables>;
export const ProgressAfflictionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgressAfflictions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressAfflictionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progressAfflictions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ProgressAfflictionsMutation, ProgressAfflictionsMutationVariables>;
export const TreatAfflictionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreatAffliction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TreatAfflictionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treatAffliction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<TreatAfflictionMutation, TreatAfflictionMutationVariables>;
export const HealAfflictionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HealAffliction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HealAfflictionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healAffliction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<HealAfflictionMutation, HealAfflictionMutationVariables>;
export const ReadModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadModules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parseModules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReadModulesQuery, ReadModulesQueryVariables>;
export const NewNpcDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewNpc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<NewNpcMutation, NewNpcMutationVariables>;
export const CreateCreatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCreature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCreatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCreature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCreatureMutation, CreateCreatureMutationVariables>;
export const DefineArchetypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DefineArchetype"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DefineArchetypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defineArchetype"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArchetypePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archetype"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<DefineArchetypeMutation, DefineArchetypeMutationVariables>;
export const BestiaryClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BestiaryClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bestiaryClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}}]} as unknown as DocumentNode<BestiaryClassesQuery, BestiaryClassesQueryVariables>;
export const ResolveFallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveFall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveFallInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveFall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpactFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpactPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"mortal"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rollSeq"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveFallMutation, ResolveFallMutationVariables>;
export const ResolveThrowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveThrow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveThrowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveThrow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpactFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImpactPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"mortal"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"levels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rollSeq"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveThrowMutation, ResolveThrowMutationVariables>;
export const AddFatigueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFatigue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddFatigueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFatigue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AddFatigueMutation, AddFatigueMutationVariables>;
export const RecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Recover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RecoverMutation, RecoverMutationVariables>;
export const HealWoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HealWound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HealWoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healWound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<HealWoundMutation, HealWoundMutationVariables>;
export const DeclareDeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareDead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclareDeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declareDead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<DeclareDeadMutation, DeclareDeadMutationVariables>;
export const DefineNpcDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DefineNpc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DefineNpcInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defineNpc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<DefineNpcMutation, DefineNpcMutationVariables>;
export const ApplyArchetypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyArchetype"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyArchetypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyArchetype"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyArchetypeMutation, ApplyArchetypeMutationVariables>;
export const AdjustModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateModuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AdjustModuleMutation, AdjustModuleMutationVariables>;
export const CampaignArchetypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignArchetypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archetypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"creature"}},{"kind":"Field","name":{"kind":"Name","value":"custom"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}}]} as unknown as DocumentNode<CampaignArchetypesQuery, CampaignArchetypesQueryVariables>;
export const OpenAsksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenAsks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openActionRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpenAsksQuery, OpenAsksQueryVariables>;
export const CancelRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelActionRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelActionRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<CancelRequestMutation, CancelRequestMutationVariables>;
export const PlayHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scenarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"playedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayHistoryQuery, PlayHistoryQueryVariables>;
export const StartScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartScenarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScenarioPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<StartScenarioMutation, StartScenarioMutationVariables>;
export const CompleteScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteScenarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScenarioPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteScenarioMutation, CompleteScenarioMutationVariables>;
export const AwardScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AwardScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardExperiencePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AwardScenarioMutation, AwardScenarioMutationVariables>;
export const RecordSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RecordSessionMutation, RecordSessionMutationVariables>;
export const MarkSessionPlayedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSessionPlayed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkSessionPlayedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSessionPlayed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameSessionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<MarkSessionPlayedMutation, MarkSessionPlayedMutationVariables>;
export const SetModuleObjectLostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetModuleObjectLost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetModuleObjectLostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setModuleObjectLost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<SetModuleObjectLostMutation, SetModuleObjectLostMutationVariables>;
export const SpendXpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SpendXp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpendExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spendExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpendExperiencePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<SpendXpMutation, SpendXpMutationVariables>;
export const SmsSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmsSheetParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmsSheetParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"creature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"sizeFactor"}},{"kind":"Field","name":{"kind":"Name","value":"healthStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fatigue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passing"}},{"kind":"Field","name":{"kind":"Name","value":"lasting"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afflictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"boxes"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"filled"}},{"kind":"Field","name":{"kind":"Name","value":"woundLevels"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"npc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"baseDie"}},{"kind":"Field","name":{"kind":"Name","value":"attackDie"}},{"kind":"Field","name":{"kind":"Name","value":"minion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archetypes"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"canProgress"}},{"kind":"Field","name":{"kind":"Name","value":"rankCost"}},{"kind":"Field","name":{"kind":"Name","value":"removable"}},{"kind":"Field","name":{"kind":"Name","value":"objectName"}},{"kind":"Field","name":{"kind":"Name","value":"objectLost"}}]}}]}}]} as unknown as DocumentNode<SmsSheetQuery, SmsSheetQueryVariables>;
export const YlniesCompanionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YlniesCompanions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<YlniesCompanionsQuery, YlniesCompanionsQueryVariables>;
export const YlniesCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YlniesCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characteristics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"races"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"extraSkillPoints"}},{"kind":"Field","name":{"kind":"Name","value":"traits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characteristic"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"weapons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"ranged"}}]}},{"kind":"Field","name":{"kind":"Name","value":"armours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"woundTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"creation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"baseMin"}},{"kind":"Field","name":{"kind":"Name","value":"baseMax"}},{"kind":"Field","name":{"kind":"Name","value":"skillPoints"}},{"kind":"Field","name":{"kind":"Name","value":"skillMaxAtCreation"}},{"kind":"Field","name":{"kind":"Name","value":"spellCostFactor"}},{"kind":"Field","name":{"kind":"Name","value":"manaPointsPerMana"}}]}}]}}]}}]} as unknown as DocumentNode<YlniesCatalogueQuery, YlniesCatalogueQueryVariables>;
export const SetYlniesSkillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetYlniesSkills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetYlniesSkillsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setYlniesSkills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<SetYlniesSkillsMutation, SetYlniesSkillsMutationVariables>;
export const SetYlniesEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetYlniesEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetYlniesEquipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setYlniesEquipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<SetYlniesEquipmentMutation, SetYlniesEquipmentMutationVariables>;
export const OpposedYlniesTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpposedYlniesTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpposedYlniesTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opposedYlniesTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpposedYlniesTestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"test"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"b"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undergoing"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<OpposedYlniesTestMutation, OpposedYlniesTestMutationVariables>;
export const YlniesMeleeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"YlniesMelee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesMeleeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesMelee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesCombatPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"test"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"b"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undergoing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"striker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weapon"}},{"kind":"Field","name":{"kind":"Name","value":"weaponDice"}},{"kind":"Field","name":{"kind":"Name","value":"weaponDamage"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"doubled"}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"conTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"grave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}}]}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<YlniesMeleeMutation, YlniesMeleeMutationVariables>;
export const YlniesRangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"YlniesRanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesRangedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesRanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesCombatPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"test"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"b"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undergoing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"striker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weapon"}},{"kind":"Field","name":{"kind":"Name","value":"weaponDice"}},{"kind":"Field","name":{"kind":"Name","value":"weaponDamage"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"doubled"}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"conTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"grave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}}]}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<YlniesRangedMutation, YlniesRangedMutationVariables>;
export const YlniesMagicAttackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"YlniesMagicAttack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesMagicAttackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesMagicAttack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesCastPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"spell"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"manaCost"}},{"kind":"Field","name":{"kind":"Name","value":"manaLeft"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"healed"}},{"kind":"Field","name":{"kind":"Name","value":"consequence"}},{"kind":"Field","name":{"kind":"Name","value":"test"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"b"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undergoing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thresholdTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"conTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"grave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"backlash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"conTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"grave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"caster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<YlniesMagicAttackMutation, YlniesMagicAttackMutationVariables>;
export const YlniesCastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"YlniesCast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesCastInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesCast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesCastPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"spell"}},{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"manaCost"}},{"kind":"Field","name":{"kind":"Name","value":"manaLeft"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"healed"}},{"kind":"Field","name":{"kind":"Name","value":"consequence"}},{"kind":"Field","name":{"kind":"Name","value":"test"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"b"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"special"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"undergoing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thresholdTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"conTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"grave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"backlash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"wound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"conTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"special"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"grave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"caster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<YlniesCastMutation, YlniesCastMutationVariables>;
export const RestoreManaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreMana"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreManaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreMana"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mana"}},{"kind":"Field","name":{"kind":"Name","value":"manaPoints"}}]}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RestoreManaMutation, RestoreManaMutationVariables>;
export const GrantSkillIncreasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantSkillIncreases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantSkillIncreasesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantSkillIncreases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<GrantSkillIncreasesMutation, GrantSkillIncreasesMutationVariables>;
export const RollSkillIncreasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollSkillIncreases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RollSkillIncreasesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollSkillIncreases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RollSkillIncreasesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rolls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skill"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"raised"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RollSkillIncreasesMutation, RollSkillIncreasesMutationVariables>;
export const TrainSkillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainSkill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainSkillInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainSkill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainSkillPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skill"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDays"}},{"kind":"Field","name":{"kind":"Name","value":"progressDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxBreakDays"}},{"kind":"Field","name":{"kind":"Name","value":"breakDays"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<TrainSkillMutation, TrainSkillMutationVariables>;
export const YlniesCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YlniesCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"YlniesSheetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"rollKind"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"inputs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesTestRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombatRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"totals"}},{"kind":"Field","name":{"kind":"Name","value":"hit"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpellRollOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"spellSuccess"},"name":{"kind":"Name","value":"success"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YlniesSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ylniesRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"traits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"humanUpbringing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characteristics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"modifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"characteristic"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"innate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manaPoints"}},{"kind":"Field","name":{"kind":"Name","value":"mana"}},{"kind":"Field","name":{"kind":"Name","value":"resistance"}},{"kind":"Field","name":{"kind":"Name","value":"creationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"woundTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"grave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"critical"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graveCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"incapacitated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weapons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"ranged"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"armour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skillPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"unspent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skill"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDays"}},{"kind":"Field","name":{"kind":"Name","value":"progressDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxBreakDays"}},{"kind":"Field","name":{"kind":"Name","value":"breakDays"}}]}}]}}]} as unknown as DocumentNode<YlniesCharacterQuery, YlniesCharacterQueryVariables>;
export const AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedInWith"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesSavedAt"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<AccountQuery, AccountQueryVariables>;
export const CampaignEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CampaignEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CampaignEventsSubscription, CampaignEventsSubscriptionVariables>;
export const RemovePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemovePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountItemRemoved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}}]}}]} as unknown as DocumentNode<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountItemRemoved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const RegenerateRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateRecoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRecoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoveryCodes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const CampaignScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"magicSystem"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CharacterGlance"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharacterGlance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fatigue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passing"}},{"kind":"Field","name":{"kind":"Name","value":"lasting"}},{"kind":"Field","name":{"kind":"Name","value":"persistent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mana"}},{"kind":"Field","name":{"kind":"Name","value":"manaPoints"}},{"kind":"Field","name":{"kind":"Name","value":"woundTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dead"}},{"kind":"Field","name":{"kind":"Name","value":"unconscious"}},{"kind":"Field","name":{"kind":"Name","value":"outOfCombat"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CampaignScreenQuery, CampaignScreenQueryVariables>;
export const CampaignSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"inboundWebhookPath"}},{"kind":"Field","name":{"kind":"Name","value":"inboundWebhookEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CampaignSettingsQuery, CampaignSettingsQueryVariables>;
export const RegisterWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterWebhookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterWebhookMutation, RegisterWebhookMutationVariables>;
export const RemoveWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveWebhookPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedEndpointId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveWebhookMutation, RemoveWebhookMutationVariables>;
export const ReactivateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactivateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReactivateWebhookEndpointPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ReactivateWebhookEndpointMutation, ReactivateWebhookEndpointMutationVariables>;
export const RotateInboundSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateInboundSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RotateInboundSecretInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateInboundSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RotateInboundSecretPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RotateInboundSecretMutation, RotateInboundSecretMutationVariables>;
export const DraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Draft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YlniesSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characteristics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DraftQuery, DraftQueryVariables>;
export const AddModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddModuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AddModuleMutation, AddModuleMutationVariables>;
export const RemoveModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moduleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"moduleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveModuleMutation, RemoveModuleMutationVariables>;
export const ActivateCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ActivateCharacterMutation, ActivateCharacterMutationVariables>;
export const ParseModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParseModules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parseModules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ParseModulesQuery, ParseModulesQueryVariables>;
export const RedeemDeviceLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemDeviceLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemDeviceLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemDeviceLinkMutation, RedeemDeviceLinkMutationVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const JoinCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"inviteCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteCode"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinCampaignMutation, JoinCampaignMutationVariables>;
export const JoinFromLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinFromLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"inviteCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteCode"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JoinFromLinkMutation, JoinFromLinkMutationVariables>;
export const MyCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyCampaignsQuery, MyCampaignsQueryVariables>;
export const SmsRacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsRaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"races"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruleset"},"value":{"kind":"EnumValue","value":"SMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsRace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extraXp"}},{"kind":"Field","name":{"kind":"Name","value":"netCost"}},{"kind":"Field","name":{"kind":"Name","value":"sizeFactor"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SmsRacesQuery, SmsRacesQueryVariables>;
export const CreateCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCharacterMutation, CreateCharacterMutationVariables>;
export const CampaignRulesetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignRuleset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationBudget"}}]}}]}}]}}]} as unknown as DocumentNode<CampaignRulesetQuery, CampaignRulesetQueryVariables>;
export const StartPasskeySignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeySignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeySignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StartPasskeySignUpMutation, StartPasskeySignUpMutationVariables>;
export const FinishPasskeySignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeySignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeySignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<FinishPasskeySignUpMutation, FinishPasskeySignUpMutationVariables>;
export const StartPasskeySignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<StartPasskeySignInMutation, StartPasskeySignInMutationVariables>;
export const FinishPasskeySignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeySignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeySignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<FinishPasskeySignInMutation, FinishPasskeySignInMutationVariables>;
export const SignInWithRecoveryCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithRecoveryCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithRecoveryCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SignInWithRecoveryCodeMutation, SignInWithRecoveryCodeMutationVariables>;
export const CreateYlniesCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateYlniesCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleViolation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<CreateYlniesCharacterMutation, CreateYlniesCharacterMutationVariables>;
export const YlniesBuilderCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YlniesBuilderCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]}}]} as unknown as DocumentNode<YlniesBuilderCampaignQuery, YlniesBuilderCampaignQueryVariables>;