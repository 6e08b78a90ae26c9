/**
 * The slash commands as registered with Discord (`npm run discord:register`), with French
 * localizations of names, descriptions and options (Discord shows them to French clients and
 * still sends the default name, which is what src/integrations/discord/commands.ts reads).
 * Shapes: discord-api-types `RESTPutAPIApplicationCommandsJSONBody`.
 */
import type { RESTPutAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';

const STRING = 3;
const INTEGER = 4;
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
        description_localizations: { fr: 'MJ : lier ce salon à l’une de vos campagnes' },
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
    description: 'GM: ask a character for an action against a difficulty die',
    description_localizations: { fr: 'MJ : demander une action à un personnage contre un dé de difficulté' },
    options: [
      character('Le personnage qui doit agir', 'The character who must act'),
      {
        type: INTEGER,
        name: 'difficulty',
        name_localizations: { fr: 'difficulté' },
        description: 'The difficulty die',
        description_localizations: { fr: 'Le dé de difficulté' },
        required: true,
        choices: [0, 2, 4, 6, 8, 10, 12].map((die) => ({ name: `D${die}`, value: die })),
      },
      {
        type: STRING,
        name: 'note',
        name_localizations: { fr: 'note' },
        description: 'What you ask, for the player to read',
        description_localizations: { fr: 'Ce que vous demandez, pour le joueur' },
        max_length: 500,
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
    options: [character('Votre personnage', 'Your character')],
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
    description: 'Cast a spell of the catalogue: its breakdown and chance first, then the Cast button',
    description_localizations: { fr: 'Lancer un sort du catalogue : son détail et ses chances d’abord, puis le bouton' },
    options: [
      character('Le lanceur', 'The caster'),
      { type: STRING, name: 'spell', name_localizations: { fr: 'sort' }, description: 'The spell', description_localizations: { fr: 'Le sort' }, required: true, autocomplete: true },
    ],
  },
  {
    name: 'init',
    name_localizations: { fr: 'init' },
    description: 'The action sequence: the order, whose turn it is; GM: next turn',
    description_localizations: { fr: 'La séquence d’action : l’ordre, à qui le tour ; MJ : tour suivant' },
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
