/**
 * The slash commands as registered with Discord (`npm run discord:register`), with French
 * localizations of names, descriptions and options (Discord shows them to French clients and
 * still sends the default name, which is what src/integrations/discord/commands.ts reads).
 * Shapes: discord-api-types `RESTPutAPIApplicationCommandsJSONBody`.
 */
import type { RESTPutAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';

const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const SUB_COMMAND = 1;

const character = (fr: string, en: string) => ({
  type: STRING,
  name: 'character',
  name_localizations: { fr: 'personnage' },
  description: en,
  description_localizations: { fr },
  required: true,
  autocomplete: true,
});

/** The difficulty dice (SMS §2.4), as choices. */
const DICE = [0, 2, 4, 6, 8, 10, 12].map((die) => ({ name: `D${die}`, value: die }));
/** A casting parameter's four levels, 0 to 3 (SpellParametersInput), named in both languages. */
const PARAMETER = (...names: string[]) => [0, 1, 2, 3].map((level) => ({ name: `${level} — ${names[2 * level]}`, name_localizations: { fr: `${level} — ${names[2 * level + 1]}` }, value: level }));
/** The die played instead of the GM's, in die points (SMS §2.7): even, −6 … +6. */
const QUALITY_SHIFTS = [-6, -4, -2, 2, 4, 6].map((shift) => ({ name: `${shift > 0 ? '+' : '−'}${Math.abs(shift)}`, value: shift }));
const qualityShift = (en: string, fr: string) => ({
  type: INTEGER,
  name: 'quality_shift',
  name_localizations: { fr: 'décalage_qualité' },
  description: en,
  description_localizations: { fr },
  choices: QUALITY_SHIFTS,
});

/** Ylnies' ten characteristics (the API's YlniesCharacteristicKey), named in both languages. */
const YLNIES_CHARACTERISTICS = (
  [
    ['AGI', 'Agility', 'Agilité'],
    ['APP', 'Appearance', 'Apparence'],
    ['CHA', 'Charisma', 'Charisme'],
    ['CON', 'Constitution', 'Constitution'],
    ['STR', 'Strength', 'Force'],
    ['INT', 'Intelligence', 'Intelligence'],
    ['MAN', 'Mana', 'Mana'],
    ['PER', 'Perception', 'Perception'],
    ['REF', 'Reflexes', 'Réflexes'],
    ['WIL', 'Willpower', 'Volonté'],
  ] as const
).map(([value, en, fr]) => ({ name: en, name_localizations: { fr }, value }));

export const COMMANDS = [
  {
    name: 'link',
    name_localizations: { fr: 'lier' },
    description: 'Link your Discord account to your account of the table (a one-time code)',
    description_localizations: { fr: 'Lier votre compte Discord à votre compte de la table (un code à usage unique)' },
  },
  {
    name: 'campaign',
    name_localizations: { fr: 'campagne' },
    description: 'The campaign played in this channel',
    description_localizations: { fr: 'La campagne jouée dans ce salon' },
    options: [
      {
        type: SUB_COMMAND,
        name: 'link',
        name_localizations: { fr: 'lier' },
        description: 'GM: tie this channel to one of your campaigns',
        description_localizations: { fr: 'MJ : lier ce salon à l’une de vos campagnes' },
        options: [
          {
            type: STRING,
            name: 'campaign',
            name_localizations: { fr: 'campagne' },
            description: 'One of the campaigns you run',
            description_localizations: { fr: 'L’une des campagnes que vous menez' },
            required: true,
            autocomplete: true,
          },
        ],
      },
    ],
  },
  {
    name: 'ask',
    name_localizations: { fr: 'demander' },
    description: 'GM: ask a character for an action against a die (SMS) or a 4d6 test (Ylnies)',
    description_localizations: { fr: 'MJ : demander une action contre un dé (SMS) ou un test sur 4d6 (Ylnies) à un personnage' },
    options: [
      character('Le personnage qui doit agir', 'The character who must act'),
      {
        type: INTEGER,
        name: 'difficulty',
        name_localizations: { fr: 'difficulté' },
        description: 'SMS: the difficulty die',
        description_localizations: { fr: 'SMS : le dé de difficulté' },
        choices: DICE,
      },
      qualityShift('SMS: the die played instead of this one, in die points (a lower die needs a relative threshold)', 'SMS : le dé joué à la place de celui-ci, en points de dé (un dé plus bas demande un seuil relatif)'),
      {
        type: STRING,
        name: 'note',
        name_localizations: { fr: 'note' },
        description: 'What you ask, for the player to read',
        description_localizations: { fr: 'Ce que vous demandez, pour le joueur' },
        max_length: 500,
      },
      {
        type: INTEGER,
        name: 'threshold',
        name_localizations: { fr: 'seuil' },
        description: 'Ylnies: the threshold the 4d6 total must be above (default 20)',
        description_localizations: { fr: 'Ylnies : le seuil que le total des 4d6 doit dépasser (20 par défaut)' },
        min_value: 0,
        max_value: 200,
      },
      {
        type: STRING,
        name: 'skill',
        name_localizations: { fr: 'compétence' },
        description: 'Ylnies: a skill of the character’s sheet',
        description_localizations: { fr: 'Ylnies : une compétence de la fiche du personnage' },
        autocomplete: true,
        max_length: 100,
      },
      {
        type: STRING,
        name: 'characteristic',
        name_localizations: { fr: 'caractéristique' },
        description: 'Ylnies: the characteristic added (default: the skill’s)',
        description_localizations: { fr: 'Ylnies : la caractéristique ajoutée (par défaut : celle de la compétence)' },
        choices: YLNIES_CHARACTERISTICS,
      },
      {
        type: INTEGER,
        name: 'modifier',
        name_localizations: { fr: 'modificateur' },
        description: 'Ylnies: added to the roll (positive helps)',
        description_localizations: { fr: 'Ylnies : ajouté au jet (positif aide)' },
        min_value: -50,
        max_value: 50,
      },
    ],
  },
  {
    name: 'sheet',
    name_localizations: { fr: 'fiche' },
    description: 'A character’s sheet (only you see it)',
    description_localizations: { fr: 'La fiche d’un personnage (vous seul la voyez)' },
    options: [character('Le personnage', 'The character')],
  },
  {
    name: 'roll',
    name_localizations: { fr: 'jet' },
    description: 'Answer the GM’s open request for your character: modules, then the odds, then the roll',
    description_localizations: { fr: 'Répondre à la demande ouverte du MJ pour votre personnage : modules, chances, puis le jet' },
    options: [
      character('Votre personnage', 'Your character'),
      {
        type: INTEGER,
        name: 'difficulty',
        name_localizations: { fr: 'difficulté' },
        description: 'GM: a free roll (no request) against this die',
        description_localizations: { fr: 'MJ : un jet libre (sans demande) contre ce dé' },
        choices: DICE,
      },
      {
        type: INTEGER,
        name: 'circumstances',
        name_localizations: { fr: 'circonstances' },
        description: 'GM, free roll: die points the circumstances add (+2 = one die step)',
        description_localizations: { fr: 'MJ, jet libre : points de dé ajoutés par les circonstances (+2 = un cran de dé)' },
        min_value: -20,
        max_value: 20,
      },
      qualityShift('GM, free roll: the die played instead, in die points (SMS §2.7)', 'MJ, jet libre : le dé joué à la place, en points de dé (SMS §2.7)'),
    ],
  },
  {
    name: 'test',
    name_localizations: { fr: 'test' },
    description: 'Ylnies: answer the GM’s test for your character, the chance shown first',
    description_localizations: { fr: 'Ylnies : répondre au test du MJ pour votre personnage, les chances d’abord' },
    options: [character('Votre personnage', 'Your character')],
  },
  {
    name: 'cast',
    name_localizations: { fr: 'sort' },
    description: 'Cast a spell (catalogue or improvised): its breakdown and chance first, then the Cast button',
    description_localizations: { fr: 'Lancer un sort (du catalogue ou improvisé) : son détail et ses chances d’abord, puis le bouton' },
    options: [
      character('Le lanceur', 'The caster'),
      { type: STRING, name: 'spell', name_localizations: { fr: 'sort' }, description: 'A spell of the catalogue', description_localizations: { fr: 'Un sort du catalogue' }, autocomplete: true },
      {
        type: STRING,
        name: 'target',
        name_localizations: { fr: 'cible' },
        description: 'A character of the campaign, or the name of another target',
        description_localizations: { fr: 'Un personnage de la campagne, ou le nom d’une autre cible' },
        autocomplete: true,
        max_length: 90,
      },
      {
        type: STRING,
        name: 'target2',
        name_localizations: { fr: 'cible2' },
        description: 'Another character of the campaign it is aimed at',
        description_localizations: { fr: 'Un autre personnage de la campagne qu’il vise' },
        autocomplete: true,
      },
      {
        type: STRING,
        name: 'target3',
        name_localizations: { fr: 'cible3' },
        description: 'A third character of the campaign it is aimed at',
        description_localizations: { fr: 'Un troisième personnage de la campagne qu’il vise' },
        autocomplete: true,
      },
      {
        type: INTEGER,
        name: 'range',
        name_localizations: { fr: 'portée' },
        description: 'Casting parameter: range (lowers the score)',
        description_localizations: { fr: 'Paramètre de lancer : portée (baisse le score)' },
        choices: PARAMETER('Touch', 'Toucher', 'Encounter', 'Rencontre', 'Sight', 'Vue', 'Reality', 'Réalité'),
      },
      {
        type: INTEGER,
        name: 'area',
        name_localizations: { fr: 'zone' },
        description: 'Casting parameter: area (lowers the score)',
        description_localizations: { fr: 'Paramètre de lancer : zone (baisse le score)' },
        choices: PARAMETER('One target', 'Une cible', 'Small', 'Petite', 'Medium', 'Moyenne', 'Large', 'Grande'),
      },
      {
        type: INTEGER,
        name: 'duration',
        name_localizations: { fr: 'durée' },
        description: 'Casting parameter: duration (lowers the score)',
        description_localizations: { fr: 'Paramètre de lancer : durée (baisse le score)' },
        choices: PARAMETER('Instant', 'Instantanée', 'Short (~10 min)', 'Courte (~10 min)', 'An hour', 'Une heure', 'A day', 'Un jour'),
      },
      {
        type: INTEGER,
        name: 'target_die',
        name_localizations: { fr: 'dé_cible' },
        description: 'GM, LOREVAL: the named target’s base die',
        description_localizations: { fr: 'MJ, LOREVAL : le dé de base de la cible nommée' },
        choices: DICE,
      },
      {
        type: STRING,
        name: 'resistance',
        name_localizations: { fr: 'résistance' },
        description: 'GM, ALMERA: an unwilling target’s resistance to magic',
        description_localizations: { fr: 'MJ, ALMERA : la résistance à la magie d’une cible réticente' },
        choices: [
          { name: 'Sensitive (+0)', name_localizations: { fr: 'Sensible (+0)' }, value: 'SENSITIVE' },
          { name: 'Resists (+2)', name_localizations: { fr: 'Résiste (+2)' }, value: 'RESISTS' },
          { name: 'Highly resistant (+4)', name_localizations: { fr: 'Très résistante (+4)' }, value: 'HIGHLY_RESISTANT' },
          { name: 'Nearly immune (+6)', name_localizations: { fr: 'Presque immunisée (+6)' }, value: 'NEARLY_IMMUNE' },
        ],
      },
      {
        type: INTEGER,
        name: 'circumstances',
        name_localizations: { fr: 'circonstances' },
        description: 'GM: die points the circumstances add (+2 = one die step)',
        description_localizations: { fr: 'MJ : points de dé ajoutés par les circonstances (+2 = un cran de dé)' },
        min_value: -20,
        max_value: 20,
      },
      { type: INTEGER, name: 'components', name_localizations: { fr: 'composants' }, description: 'ALMERA: components at hand', description_localizations: { fr: 'ALMERA : composants à portée de main' }, min_value: 0, max_value: 50 },
      { type: INTEGER, name: 'foci', name_localizations: { fr: 'focalisateurs' }, description: 'ALMERA: foci at hand', description_localizations: { fr: 'ALMERA : focalisateurs à portée de main' }, min_value: 0, max_value: 50 },
      { type: BOOLEAN, name: 'voice', name_localizations: { fr: 'voix' }, description: 'ALMERA: the caster can speak (default yes)', description_localizations: { fr: 'ALMERA : le lanceur peut parler (oui par défaut)' } },
      {
        type: BOOLEAN,
        name: 'free_hand',
        name_localizations: { fr: 'main_libre' },
        description: 'ALMERA: the caster has a free hand (default yes)',
        description_localizations: { fr: 'ALMERA : le lanceur a une main libre (oui par défaut)' },
      },
      {
        type: STRING,
        name: 'improvised',
        name_localizations: { fr: 'improvisé' },
        description: 'Instead of a catalogue spell: an improvised spell’s name',
        description_localizations: { fr: 'Au lieu d’un sort du catalogue : le nom d’un sort improvisé' },
        max_length: 60,
      },
      {
        type: STRING,
        name: 'source',
        name_localizations: { fr: 'source' },
        description: 'Improvised: the LOREVAL form or ALMERA source (default Arcane)',
        description_localizations: { fr: 'Improvisé : la forme LOREVAL ou la source ALMERA (Arcane par défaut)' },
        choices: [
          { name: 'Arcane', name_localizations: { fr: 'Arcane' }, value: 'ARCANE' },
          { name: 'Natural (LOREVAL)', name_localizations: { fr: 'Naturelle (LOREVAL)' }, value: 'NATURAL' },
          { name: 'Divine (LOREVAL)', name_localizations: { fr: 'Divine (LOREVAL)' }, value: 'DIVINE' },
          { name: 'Spirits (ALMERA)', name_localizations: { fr: 'Esprits (ALMERA)' }, value: 'SPIRITS' },
          { name: 'Faith (ALMERA)', name_localizations: { fr: 'Foi (ALMERA)' }, value: 'FAITH' },
        ],
      },
      { type: INTEGER, name: 'power', name_localizations: { fr: 'puissance' }, description: 'Improvised: its power, 1 to 5', description_localizations: { fr: 'Improvisé : sa puissance, de 1 à 5' }, min_value: 1, max_value: 5 },
      {
        type: STRING,
        name: 'nature',
        name_localizations: { fr: 'nature' },
        description: 'Improvised: its nature (with the form, whether it can be cast)',
        description_localizations: { fr: 'Improvisé : sa nature (avec la forme, s’il peut être lancé)' },
        choices: [
          ['OFFENSIVE', 'Offensive', 'Offensif'],
          ['DEFENSIVE', 'Defensive', 'Défensif'],
          ['CURATIVE', 'Curative', 'Curatif'],
          ['ENHANCEMENT', 'Enhancement', 'Amélioration'],
          ['MIXED', 'Mixed', 'Mixte'],
          ['MISC', 'Other', 'Autre'],
        ].map(([value, en, fr]) => ({ name: en!, name_localizations: { fr: fr! }, value: value! })),
      },
    ],
  },
  {
    name: 'init',
    name_localizations: { fr: 'init' },
    description: 'The action sequence: the order, whose turn it is, declarations; GM: next turn',
    description_localizations: { fr: 'La séquence d’action : l’ordre, à qui le tour, les déclarations ; MJ : tour suivant' },
    options: [
      {
        type: STRING,
        name: 'intent',
        name_localizations: { fr: 'intention' },
        description: 'Declare: what the character does, in your words',
        description_localizations: { fr: 'Déclarer : ce que fait le personnage, en vos mots' },
        max_length: 500,
      },
      {
        type: STRING,
        name: 'how',
        name_localizations: { fr: 'comment' },
        description: 'The turn’s action (default), or a reaction or an intervention on it',
        description_localizations: { fr: 'L’action du tour (par défaut), ou une réaction ou une intervention sur elle' },
        choices: [
          { name: 'Action', name_localizations: { fr: 'Action' }, value: 'ACTION' },
          { name: 'Reaction', name_localizations: { fr: 'Réaction' }, value: 'REACTION' },
          { name: 'Intervention', name_localizations: { fr: 'Intervention' }, value: 'INTERVENTION' },
        ],
      },
      {
        type: STRING,
        name: 'target',
        name_localizations: { fr: 'cible' },
        description: 'Who the declaration is aimed at (they may react)',
        description_localizations: { fr: 'Qui la déclaration vise (il peut réagir)' },
        autocomplete: true,
      },
      {
        type: BOOLEAN,
        name: 'spell',
        name_localizations: { fr: 'sort' },
        description: 'It casts a spell (one between two of one’s actions)',
        description_localizations: { fr: 'Elle lance un sort (un seul entre deux de ses actions)' },
      },
      {
        type: STRING,
        name: 'character',
        name_localizations: { fr: 'personnage' },
        description: 'Reaction or intervention: who answers (default: your character in it)',
        description_localizations: { fr: 'Réaction ou intervention : qui répond (par défaut : votre personnage)' },
        autocomplete: true,
      },
      {
        type: STRING,
        name: 'module',
        name_localizations: { fr: 'module' },
        description: 'A module of the declarer’s sheet it brings into play',
        description_localizations: { fr: 'Un module de la fiche du déclarant qu’elle fait entrer en jeu' },
        autocomplete: true,
      },
      {
        type: STRING,
        name: 'module2',
        name_localizations: { fr: 'module2' },
        description: 'Another module of the declarer’s sheet',
        description_localizations: { fr: 'Un autre module de la fiche du déclarant' },
        autocomplete: true,
      },
      {
        type: BOOLEAN,
        name: 'special_power',
        name_localizations: { fr: 'pouvoir_spécial' },
        description: 'The spell is a special power (exempt from the one-spell limit)',
        description_localizations: { fr: 'Le sort est un pouvoir spécial (hors de la limite d’un sort)' },
      },
      {
        type: BOOLEAN,
        name: 'counter',
        name_localizations: { fr: 'contre_sort' },
        description: 'GM, reaction or intervention of an NPC: it counters the spell answered',
        description_localizations: { fr: 'MJ, réaction ou intervention d’un PNJ : il contre le sort auquel elle répond' },
      },
      {
        type: INTEGER,
        name: 'counter_die',
        name_localizations: { fr: 'dé_opposé' },
        description: 'GM, with counter: the die the NPC opposes (default: its base die)',
        description_localizations: { fr: 'MJ, avec contre_sort : le dé que le PNJ oppose (par défaut : son dé de base)' },
        min_value: 0,
        max_value: 100,
      },
    ],
  },
  {
    name: 'xp',
    name_localizations: { fr: 'px' },
    description: 'A character’s experience; GM: award XP with `xp`',
    description_localizations: { fr: 'L’expérience d’un personnage ; MJ : accorder des PX avec `px`' },
    options: [
      character('Le personnage', 'The character'),
      { type: INTEGER, name: 'xp', name_localizations: { fr: 'px' }, description: 'GM: XP to award (1–100)', description_localizations: { fr: 'MJ : PX à accorder (1–100)' }, min_value: 1, max_value: 100 },
      { type: STRING, name: 'reason', name_localizations: { fr: 'raison' }, description: 'Shown in the ledger', description_localizations: { fr: 'Affichée dans le registre' }, max_length: 500 },
    ],
  },
  {
    name: 'reveal',
    name_localizations: { fr: 'révéler' },
    description: 'GM: reveal the fair-dice seed and post how many rolls check fair',
    description_localizations: { fr: 'MJ : révéler la graine des dés équitables et publier combien de jets se vérifient' },
  },
  {
    name: 'odds',
    name_localizations: { fr: 'chances' },
    description: 'The chance of a score against a die (SMS §2.5)',
    description_localizations: { fr: 'Les chances d’un score contre un dé (SMS §2.5)' },
    options: [
      { type: INTEGER, name: 'score', name_localizations: { fr: 'score' }, description: 'The action score', description_localizations: { fr: 'Le score d’action' }, required: true, min_value: 0, max_value: 100 },
      { type: INTEGER, name: 'die', name_localizations: { fr: 'dé' }, description: 'The difficulty die (8 for D8)', description_localizations: { fr: 'Le dé de difficulté (8 pour D8)' }, required: true, min_value: 0, max_value: 100 },
    ],
  },
] satisfies RESTPutAPIApplicationCommandsJSONBody;
