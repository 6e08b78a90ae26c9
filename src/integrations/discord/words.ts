/**
 * What the bot says, in English and French: an interaction carries its user's `locale`
 * (`fr`, `en-US`, `en-GB`…); French for any `fr…`, English otherwise.
 */
export type Lang = 'en' | 'fr';

export function langOf(locale: string | undefined): Lang {
  return locale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const EN = {
  notConfigured: 'This server has no Discord application configured.',
  replayed: 'This interaction was already answered.',
  unlinked: (url: string) => `Your Discord account is not linked to an account of the table yet. Type \`/link\` to get a one-time code, then confirm it in the app: ${url}`,
  linkCode: (code: string, url: string, minutes: number) =>
    `Your one-time code: **${code}** (valid ${minutes} minutes). Open ${url} while signed in (with your passkey) and confirm it there. Nobody else needs to see it.`,
  alreadyLinked: (name: string) => `Your Discord account is linked to **${name}**. To unlink it, use the Account screen of the app.`,
  noChannelCampaign: 'This channel is not tied to a campaign. The campaign’s GM can tie it with `/campaign link`.',
  notMember: 'You are not a member of the campaign this channel is tied to.',
  gmOnly: 'Only the campaign’s GM may do that.',
  noSuchCampaign: 'No campaign of yours by that name: pick one from the list.',
  channelLinked: (name: string) => `This channel is now the table of **${name}**: its events will be posted here.`,
  campaignHasChannel: 'That campaign is already tied to another channel: remove it in the campaign’s settings in the app first.',
  channelTaken: 'This channel is already the table of another campaign: its GM unties it in that campaign’s settings first.',
  noSuchCharacter: 'No such character in this campaign: pick one from the list.',
  refused: 'Refused',
  asked: (gm: string, who: string, die: string, stakes: string) => `**${gm}** asks **${who}** for an action against **${die}** (a failure risks ${stakes}).`,
  rollButton: 'Roll',
  notYourCharacter: 'Only this character’s player may roll for them.',
  odds: (score: number, die: string, chance: string) => `Score **${score}** against **${die}**: ${chance}.`,
  automatic: 'automatic success, no roll',
  impossible: 'impossible',
  chance: (pct: string) => `**${pct}** chance of success`,
  sheetTitle: (name: string) => `${name}’s sheet`,
  modules: 'Modules',
  noModules: 'No modules yet.',
  stakes: { NONE: 'nothing', LOW: 'low stakes', MEDIUM: 'medium stakes', MAJOR: 'major stakes', CRITICAL: 'critical stakes' } as Record<string, string>,
  unknownCommand: 'This command is not known here.',
  feedFooter: 'SMS table',
  failed: 'Something went wrong on our side; nothing was changed. Try again in a moment.',
  requestGone: 'This request is no longer open.',
  rollInApp: (url: string) => `Roll it in the app, where the modules and odds are shown first: ${url}`,
  noOpenRequest: 'This character has no open request from the GM: the GM asks with `/ask` first.',
  rollPick: (who: string, die: string) => `**${who}** against **${die}**: choose the modules that enter play (wounds and fatigue weigh already).`,
  rollPlaceholder: 'Modules, wounds, fatigue',
  woundOption: (nature: string, rank: number) => `Wound: ${nature} (−${rank})`,
  fatigueOption: (kind: string, level: number) => `Fatigue ${({ PASSING: 'breath', LASTING: 'lasting', PERSISTENT: 'persistent' } as Record<string, string>)[kind] ?? kind} (−${level})`,
  onFailure: (stakes: string) => `A failure risks ${stakes}.`,
  experience: (who: string, earned: number, spent: number, available: number) => `**${who}**: ${earned} XP earned, ${spent} spent, **${available} available**.`,
  xpAwarded: (xp: number, who: string) => `The GM awards **${xp} XP** to **${who}**.`,
  xpDefaultReason: 'Awarded from Discord',
  ylniesTest: (who: string, terms: string, threshold: number, chance: string) => `**${who}**: 4d6 + ${terms || '0'} above **${threshold}**: **${chance}** chance of success.`,
  ylniesRolled: (who: string, dice: string, bonus: number, total: number, threshold: number, success: boolean, chance: string) =>
    `**${who}** rolls ${dice} + ${bonus} = **${total}** against **${threshold}** (${chance} chance): **${success ? 'success' : 'failure'}**.`,
  noSuchSpell: 'No such spell in this campaign’s catalogue: pick one from the list.',
  castPreview: (score: number, die: string, chance: string, exhaustion: number) => `Score **${score}** against **${die}**: ${chance}; magical exhaustion after it: ${exhaustion}.`,
  breakdown: 'Breakdown',
  castScore: (score: number) => `Score ${score}`,
  castDifficulty: (die: string) => `Difficulty ${die}`,
  castButton: 'Cast',
  cast: (who: string, spell: string, score: number, die: string, roll: number | null, success: boolean) =>
    `**${who}** casts **${spell}**: score **${score}** against **${die}**${roll === null ? '' : `, rolled **${roll}**`}: **${success ? 'success' : 'failure'}**.`,
  noEncounter: 'No action sequence is under way in this campaign.',
  turnOf: (who: string, round: number) => `Round ${round}: **${who}**’s turn.`,
  nextTurn: 'Next turn',
  nothingToReveal: 'There is no open fair-dice epoch to reveal.',
  revealed: (epoch: number, seed: string, commitment: string, fair: number, total: number, next: number) =>
    `The GM revealed the fair-dice seed of epoch ${epoch}: \`${seed}\` (commitment \`${commitment}\`). **${fair} of ${total}** rolls of that epoch check fair against it. Epoch ${next} is now open.`,
  rolled: (who: string, score: number, die: string, chance: string, roll: number | null, success: boolean, stakes: string) =>
    `**${who}** rolls: score **${score}** against **${die}** (${chance})${roll === null ? '' : `, rolled **${roll}**`}: **${success ? 'success' : `failure`}**${success ? '' : `, ${stakes}`}.`,
  // Deferred answers (endpoint.ts).
  postedBelow: 'Done: posted in the channel below.',
};

const FR: typeof EN = {
  notConfigured: 'Ce serveur n’a pas d’application Discord configurée.',
  replayed: 'Cette interaction a déjà reçu sa réponse.',
  unlinked: (url) => `Votre compte Discord n’est pas encore lié à un compte de la table. Tapez \`/link\` pour obtenir un code à usage unique, puis confirmez-le dans l’application\u00a0: ${url}`,
  linkCode: (code, url, minutes) =>
    `Votre code à usage unique\u00a0: **${code}** (valable ${minutes} minutes). Ouvrez ${url} en étant connecté (avec votre clé d’accès) et confirmez-le. Personne d’autre n’a besoin de le voir.`,
  alreadyLinked: (name) => `Votre compte Discord est lié à **${name}**. Pour le délier, passez par l’écran Compte de l’application.`,
  noChannelCampaign: 'Ce salon n’est lié à aucune campagne. Le MJ de la campagne peut le lier avec `/campaign link`.',
  notMember: 'Vous n’êtes pas membre de la campagne liée à ce salon.',
  gmOnly: 'Seul le MJ de la campagne peut faire cela.',
  noSuchCampaign: 'Aucune de vos campagnes ne porte ce nom\u00a0: choisissez-en une dans la liste.',
  channelLinked: (name) => `Ce salon est désormais la table de **${name}**\u00a0: ses événements y seront publiés.`,
  campaignHasChannel: 'Cette campagne est déjà liée à un autre salon\u00a0: retirez ce lien dans les réglages de la campagne, dans l’application.',
  channelTaken: 'Ce salon est déjà la table d’une autre campagne\u00a0: son MJ doit d’abord le délier dans les réglages de cette campagne.',
  noSuchCharacter: 'Aucun personnage de ce nom dans cette campagne\u00a0: choisissez-en un dans la liste.',
  refused: 'Refusé',
  asked: (gm, who, die, stakes) => `**${gm}** demande à **${who}** une action contre **${die}** (un échec risque ${stakes}).`,
  rollButton: 'Lancer',
  notYourCharacter: 'Seul le joueur de ce personnage peut lancer pour lui.',
  odds: (score, die, chance) => `Score **${score}** contre **${die}**\u00a0: ${chance}.`,
  automatic: 'réussite automatique, sans jet',
  impossible: 'impossible',
  chance: (pct) => `**${pct}** de chances de réussir`,
  sheetTitle: (name) => `Fiche de ${name}`,
  modules: 'Modules',
  noModules: 'Aucun module pour l’instant.',
  stakes: { NONE: 'rien', LOW: 'un enjeu faible', MEDIUM: 'un enjeu moyen', MAJOR: 'un enjeu majeur', CRITICAL: 'un enjeu critique' },
  unknownCommand: 'Cette commande n’est pas connue ici.',
  feedFooter: 'Table SMS',
  failed: 'Un problème est survenu de notre côté\u202f; rien n’a été modifié. Réessayez dans un instant.',
  requestGone: 'Cette demande n’est plus ouverte.',
  rollInApp: (url) => `Lancez-le dans l’application, qui montre d’abord les modules et les chances\u00a0: ${url}`,
  noOpenRequest: 'Ce personnage n’a pas de demande ouverte du MJ\u00a0: le MJ la fait d’abord avec `/ask`.',
  rollPick: (who, die) => `**${who}** contre **${die}**\u00a0: choisissez les modules qui entrent en jeu (blessures et fatigue pèsent déjà).`,
  rollPlaceholder: 'Modules, blessures, fatigue',
  woundOption: (nature, rank) => `Blessure\u00a0: ${nature} (−${rank})`,
  fatigueOption: (kind, level) => `Fatigue ${({ PASSING: 'd’essoufflement', LASTING: 'durable', PERSISTENT: 'persistante' } as Record<string, string>)[kind] ?? kind} (−${level})`,
  onFailure: (stakes) => `Un échec risque ${stakes}.`,
  experience: (who, earned, spent, available) => `**${who}**\u00a0: ${earned} PX gagnés, ${spent} dépensés, **${available} disponibles**.`,
  xpAwarded: (xp, who) => `Le MJ accorde **${xp} PX** à **${who}**.`,
  xpDefaultReason: 'Accordé depuis Discord',
  ylniesTest: (who, terms, threshold, chance) => `**${who}**\u00a0: 4d6 + ${terms || '0'} au-dessus de **${threshold}**\u00a0: **${chance}** de chances de réussir.`,
  ylniesRolled: (who, dice, bonus, total, threshold, success, chance) =>
    `**${who}** lance ${dice} + ${bonus} = **${total}** contre **${threshold}** (${chance} de chances)\u00a0: **${success ? 'réussite' : 'échec'}**.`,
  noSuchSpell: 'Aucun sort de ce nom dans le catalogue de la campagne\u00a0: choisissez-en un dans la liste.',
  castPreview: (score, die, chance, exhaustion) => `Score **${score}** contre **${die}**\u00a0: ${chance}\u202f; épuisement magique ensuite\u00a0: ${exhaustion}.`,
  breakdown: 'Détail',
  castScore: (score) => `Score ${score}`,
  castDifficulty: (die) => `Difficulté ${die}`,
  castButton: 'Lancer le sort',
  cast: (who, spell, score, die, roll, success) =>
    `**${who}** lance **${spell}**\u00a0: score **${score}** contre **${die}**${roll === null ? '' : `, obtient **${roll}**`}\u00a0: **${success ? 'réussite' : 'échec'}**.`,
  noEncounter: 'Aucune séquence d’action en cours dans cette campagne.',
  turnOf: (who, round) => `Tour ${round}\u00a0: à **${who}** d’agir.`,
  nextTurn: 'Tour suivant',
  nothingToReveal: 'Aucune époque de dés équitables ouverte à révéler.',
  revealed: (epoch, seed, commitment, fair, total, next) =>
    `Le MJ a révélé la graine des dés équitables de l’époque ${epoch}\u00a0: \`${seed}\` (engagement \`${commitment}\`). **${fair} sur ${total}** jets de cette époque se vérifient équitables. L’époque ${next} est maintenant ouverte.`,
  rolled: (who, score, die, chance, roll, success, stakes) =>
    `**${who}** lance\u00a0: score **${score}** contre **${die}** (${chance})${roll === null ? '' : `, obtient **${roll}**`}\u00a0: **${success ? 'réussite' : 'échec'}**${success ? '' : `, ${stakes}`}.`,
  // Deferred answers (endpoint.ts).
  postedBelow: 'C’est fait\u00a0: publié ci-dessous dans le salon.',
};

export function wordsFor(lang: Lang): typeof EN & typeof EN_PLAY & typeof EN_MORE & typeof EN_NPC {
  return lang === 'fr' ? ALL_FR : ALL_EN;
}

/** A die as players write it: D8, or D0 for no roll. */
export function dieName(die: number): string {
  return `D${die}`;
}

export function percent(probability: number, lang: Lang): string {
  const pct = Math.round(probability * 1000) / 10;
  return lang === 'fr' ? `${String(pct).replace('.', ',')}\u202f%` : `${pct}%`;
}

// The play step's commands beyond the first ones (issue 42): free rolls, helpers and resistive
// modules in /roll, declarations in /init, /cast's options, Ylnies tests asked from Discord.
const EN_PLAY = {
  helpersPlaceholder: 'Help from others (their modules)',
  resistivePlaceholder: 'Resistive modules the GM accepts as positive',
  resistiveAsPositive: (name: string, rank: number) => `${name} (~${rank}) counts as positive`,
  ylniesAsked: (gm: string, who: string, terms: string, threshold: number) => `**${gm}** asks **${who}** for a test: 4d6 + ${terms || '0'} above **${threshold}**.`,
  declarations: 'Declared this turn',
  declarationKind: { ACTION: 'Action', REACTION: 'Reaction', INTERVENTION: 'Intervention' } as Record<string, string>,
  castsSpell: 'casts a spell',
  noActionDeclared: 'No action is declared this turn yet: a reaction or an intervention answers it.',
  notInSequence: 'None of your characters takes part in this sequence: name one with `character`.',
  castOptions: 'What the cast includes (untick to leave out)',
  castCircumstances: 'Circumstances',
  castTarget: (name: string) => `Target: ${name}`,
  castTargetDie: (die: string) => `Target’s die: ${die}`,
  castResistance: (resistance: string) => `Resistance to magic: ${({ SENSITIVE: 'sensitive (+0)', RESISTS: 'resists (+2)', HIGHLY_RESISTANT: 'highly resistant (+4)', NEARLY_IMMUNE: 'nearly immune (+6)' } as Record<string, string>)[resistance] ?? resistance}`,
  castAids: (components: number, foci: number) => `Components ${components}, foci ${foci}`,
  castNoVoice: 'Without voice',
  castNoFreeHand: 'Without a free hand',
  castImprovised: (name: string, source: string, power: number, nature: string) => `Improvised: ${name} (${source}, power ${power}, ${nature})`,
  castInSequence: (name: string) => `In the sequence: ${name} (books the one spell between two actions)`,
};

const FR_PLAY: typeof EN_PLAY = {
  helpersPlaceholder: 'L’aide des autres (leurs modules)',
  resistivePlaceholder: 'Modules résistants que le MJ accepte comme positifs',
  resistiveAsPositive: (name, rank) => `${name} (~${rank}) compte comme positif`,
  ylniesAsked: (gm, who, terms, threshold) => `**${gm}** demande un test à **${who}**\u00a0: 4d6 + ${terms || '0'} au-dessus de **${threshold}**.`,
  declarations: 'Déclaré ce tour',
  declarationKind: { ACTION: 'Action', REACTION: 'Réaction', INTERVENTION: 'Intervention' },
  castsSpell: 'lance un sort',
  noActionDeclared: 'Aucune action n’est encore déclarée ce tour\u00a0: une réaction ou une intervention y répond.',
  notInSequence: 'Aucun de vos personnages ne prend part à cette séquence\u00a0: nommez-en un avec `personnage`.',
  castOptions: 'Ce que le lancer comprend (décochez pour l’écarter)',
  castCircumstances: 'Circonstances',
  castTarget: (name) => `Cible\u00a0: ${name}`,
  castTargetDie: (die) => `Dé de la cible\u00a0: ${die}`,
  castResistance: (resistance) => `Résistance à la magie\u00a0: ${({ SENSITIVE: 'sensible (+0)', RESISTS: 'résiste (+2)', HIGHLY_RESISTANT: 'très résistante (+4)', NEARLY_IMMUNE: 'presque immunisée (+6)' } as Record<string, string>)[resistance] ?? resistance}`,
  castAids: (components, foci) => `Composants ${components}, focalisateurs ${foci}`,
  castNoVoice: 'Sans la voix',
  castNoFreeHand: 'Sans main libre',
  castImprovised: (name, source, power, nature) => `Improvisé\u00a0: ${name} (${source}, puissance ${power}, ${nature})`,
  castInSequence: (name) => `Dans la séquence\u00a0: ${name} (compte comme le sort entre deux actions)`,
};

// The rest of the play step (issue 42): /init's modules, special power and counter-spell; /roll's quality shift.
const EN_MORE = {
  countersSpell: 'counters the spell',
  specialPower: 'special power',
  qualityShift: (shift: number) => `Quality shift ${shift > 0 ? '+' : '−'}${Math.abs(shift)}`,
  moreHelpersPlaceholder: 'More help from others (their modules, past the first 25)',
  castParameters: (given: { range?: number; area?: number; duration?: number }) =>
    `Parameters: ${[given.range == null ? '' : `range ${given.range}`, given.area == null ? '' : `area ${given.area}`, given.duration == null ? '' : `duration ${given.duration}`].filter(Boolean).join(', ')}`,
};

const FR_MORE: typeof EN_MORE = {
  countersSpell: 'contre le sort',
  specialPower: 'pouvoir spécial',
  qualityShift: (shift) => `Décalage de qualité ${shift > 0 ? '+' : '−'}${Math.abs(shift)}`,
  moreHelpersPlaceholder: 'Plus d’aide des autres (leurs modules, au-delà des 25 premiers)',
  castParameters: (given) =>
    `Paramètres : ${[given.range == null ? '' : `portée ${given.range}`, given.area == null ? '' : `zone ${given.area}`, given.duration == null ? '' : `durée ${given.duration}`].filter(Boolean).join(', ')}`,
};

// An NPC's /cast: announced, not rolled (docs/rules.md decision 58).
const EN_NPC = {
  announcePreview: 'A non-player character’s spell is not rolled: it is announced, and those aimed at may counter it as a reaction, the others as an intervention.',
  announceButton: 'Announce',
  announced: (caster: string, spell: string, power: number, targets: readonly string[]) =>
    `**${caster}** casts **${spell}** (power ${power})${targets.length ? ` → ${targets.join(', ')}` : ''}: ${targets.length ? 'those aimed at may counter it as a reaction, the others as an intervention' : 'anyone may counter it as an intervention'}.`,
};

const FR_NPC: typeof EN_NPC = {
  announcePreview: 'Le sort d’un personnage non joueur ne se lance pas aux dés : il est annoncé, et ceux qu’il vise peuvent le contrer en réaction, les autres en intervention.',
  announceButton: 'Annoncer',
  announced: (caster, spell, power, targets) =>
    `**${caster}** lance **${spell}** (puissance ${power})${targets.length ? ` → ${targets.join(', ')}` : ''} : ${targets.length ? 'ceux qu’il vise peuvent le contrer en réaction, les autres en intervention' : 'chacun peut le contrer en intervention'}.`,
};

const ALL_EN = { ...EN, ...EN_PLAY, ...EN_MORE, ...EN_NPC };
const ALL_FR = { ...FR, ...FR_PLAY, ...FR_MORE, ...FR_NPC };
