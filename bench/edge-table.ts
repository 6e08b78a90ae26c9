/**
 * The table behind bench/edge-operations.ts: a GM, players, SMS and Ylnies campaigns, characters,
 * spells and encounters set up through the API, and every operation of issue #11's table as a
 * request that stays valid when repeated. Each sample is prepared (untimed, through `fast`: the
 * app straight on the database) and then sent once through the measured path; what a sample
 * leaves behind is undone afterwards (a wound healed, exhaustion recovered, an encounter
 * ended), or each sample gets its own (a new character, request or encounter).
 * No timing here and no driver: test/api/edge-operations.test.ts runs every operation on the
 * test app to show the list does what it claims.
 */

/** One GraphQL request: the raw answer, errors included. */
export type Api = (query: string, variables: Record<string, unknown>, apiKey?: string) => Promise<{ data?: any; errors?: unknown[] }>;

/** A request to time, and how to tell it did what was asked. */
export interface Sample {
  query: string;
  variables: Record<string, unknown>;
  /** The caller's key; none for a request that needs no database (`{ __typename }`). */
  apiKey?: string;
  /** The `__typename` of the root field's answer when the operation succeeded. */
  expect: string;
  /** Untimed, after the request: undo what it left (heal, recover, end) with its answer. */
  after?: (answer: any) => Promise<void>;
}

export interface EdgeOperation {
  /** As in issue #11's table. */
  name: string;
  /** The "before" (2 December 2026): statements and p50 at 40 ms RTT, a new connection per request (null: not measured then). */
  before: { statements: string; p50: number | null };
  /** Prepares one sample through `fast` (untimed) and returns the request to time. */
  prepare(): Promise<Sample>;
}

/** The root field's payload when the answer is a success of the expected type, else why not. */
export function failureOf(answer: { data?: any; errors?: unknown[] }, expected: string): string | null {
  if (answer.errors?.length) return JSON.stringify(answer.errors).slice(0, 300);
  const value = answer.data ? Object.values(answer.data)[0] : null;
  // `{ __typename }` answers the type's name itself.
  const typename = typeof value === 'string' ? value : (value as { __typename?: string } | null)?.__typename;
  if (typename !== expected) return `${typename ?? 'null'}: ${JSON.stringify(value).slice(0, 300)}`;
  return null;
}

const ERRORS = `... on Error { message } ... on RuleViolation { code }`;
const root = (answer: { data?: any }) => Object.values(answer.data ?? {})[0] as any;

/** A setup step: fails loudly, the bench cannot measure a table it could not lay. */
async function must(api: Api, query: string, variables: Record<string, unknown>, apiKey?: string): Promise<any> {
  const answer = await api(query, variables, apiKey);
  const value = root(answer);
  if (answer.errors?.length || !value || /(Violation|Error)$/.test(value.__typename ?? '')) throw new Error(`edge bench setup: ${query.slice(0, 60)}… → ${JSON.stringify(answer).slice(0, 400)}`);
  return value;
}

const SIGN_UP = `mutation($n: String!) { signUp(input: { name: $n }) { __typename ... on SignUpPayload { apiKey } ${ERRORS} } }`;
const CREATE_CAMPAIGN = `mutation($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ... on CampaignPayload { campaign { id inviteCode } } ${ERRORS} } }`;
const JOIN = `mutation($code: String!) { joinCampaign(input: { inviteCode: $code }) { __typename ${ERRORS} } }`;
export const CREATE_CHARACTER = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id name version sheet { __typename ... on SmsSheet { modules { id name } } } } } ${ERRORS} } }`;
const ACTIVATE = `mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename ${ERRORS} } }`;
const ADD_MODULE = `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ${ERRORS} } }`;
const DEFINE_SPELL = `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } ${ERRORS} } }`;
const RECOVER_EXHAUSTION = `mutation($input: RecoverExhaustionInput!) { recoverExhaustion(input: $input) { __typename ${ERRORS} } }`;
const HEAL = `mutation($input: HealWoundInput!) { healWound(input: $input) { __typename ${ERRORS} } }`;
const START_ENCOUNTER = `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id turnNumber } } ${ERRORS} } }`;
const END_ENCOUNTER = `mutation($input: EndEncounterInput!) { endEncounter(input: $input) { __typename ${ERRORS} } }`;
const REQUEST_YLNIES = `mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { __typename ... on YlniesTestRequestPayload { request { id } } ${ERRORS} } }`;

const ENCOUNTER = `id version round turn turnNumber status participants { name current } declarations { id kind }`;
const DECLARATION = `... on EncounterDeclarationPayload { encounter { ${ENCOUNTER} } declaration { id kind } }`;

/** The operations requested by the bench, in the order. */
export const OPERATION_NAMES = [
  'me',
  'createCharacter',
  'character (modules, wounds, rolls)',
  'campaign screen (GM)',
  'encounter screen (player)',
  'resolveAction',
  'inflictWound',
  'castSpell',
  'performRitual',
  'ylniesMelee',
  'declareAction',
  'react',
  'nextTurn',
  'awardExperience',
  'resolveYlniesTest',
] as const;

/** A Ylnies fighter (the shape of test/api/ylnies-statements.test.ts). */
const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };
const FIGHTER = {
  race: 'HUMAN',
  method: 'POINTS',
  bases: sevens,
  skills: [
    { name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 },
    { name: 'Arc', characteristic: 'PER', kind: 'SKILL', value: 6 },
    { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true },
  ],
  equipment: { weapons: [{ name: 'Hache de guerre', type: 'NORMAL' }], armour: { name: 'Cuir bouilli', type: 'LEATHER' }, other: [] },
};

/**
 * Lays the table through `fast` and returns the operations. Sample names never repeat (a
 * counter), so two runs in one database, or the two modes of one run, never collide.
 */
export async function setUpEdgeTable(fast: Api): Promise<EdgeOperation[]> {
  let serial = 0;
  const next = () => ++serial;
  const key = async (name: string) => (await must(fast, SIGN_UP, { n: name })).apiKey as string;
  const gm = await key('Gina the GM');
  const player = await key('Paul the player');
  const sms = (await must(fast, CREATE_CAMPAIGN, { input: { name: 'Loreval', ruleset: 'SMS' } }, gm)).campaign;
  const ylnies = (await must(fast, CREATE_CAMPAIGN, { input: { name: 'Ylnies', ruleset: 'YLNIES' } }, gm)).campaign;
  await must(fast, JOIN, { code: sms.inviteCode }, player);
  await must(fast, JOIN, { code: ylnies.inviteCode }, player);

  const smsCharacter = async (name: string, modules: { name: string; rank: number }[], kind?: 'NPC') => {
    const created = await must(
      fast,
      CREATE_CHARACTER,
      { input: { campaignId: sms.id, name, ...(kind ? { kind } : {}), sms: kind ? { modules: [] } : { race: 'HUMAN', modules: [] } } },
      kind ? gm : player,
    );
    const id = created.character.id as string;
    if (!kind) await must(fast, ACTIVATE, { id }, player);
    const moduleIds: string[] = [];
    for (const m of modules) {
      await must(fast, ADD_MODULE, { input: { characterId: id, module: { name: m.name, scope: 5, polarity: 'POSITIVE', rank: m.rank } } }, gm);
    }
    const sheet = await must(fast, `query($id: ID!) { character(id: $id) { __typename sheet { ... on SmsSheet { modules { id name } } } } }`, { id }, gm);
    for (const m of sheet.sheet.modules as { id: string; name: string }[]) if (modules.some((x) => x.name === m.name)) moduleIds.push(m.id);
    return { id, moduleIds };
  };
  const fighter = async (name: string) => {
    const created = await must(fast, CREATE_CHARACTER, { input: { campaignId: ylnies.id, name, ylnies: FIGHTER } }, player);
    await must(fast, ACTIVATE, { id: created.character.id }, player);
    return created.character.id as string;
  };

  const pip = await smsCharacter('Pip', [{ name: 'Escrime', rank: 2 }]);
  const target = await smsCharacter('Cible', []);
  const druid = await smsCharacter('Druide', [
    { name: 'Magie naturelle', rank: 5 },
    { name: 'Magie rituelle', rank: 2 },
  ]);
  const ally = await smsCharacter('Allié', [{ name: 'Magie naturelle', rank: 2 }]);
  const aube = await smsCharacter('Aube', []);
  const chief = await smsCharacter('Chef', [], 'NPC');
  const turns = [await smsCharacter('Garde 1', [], 'NPC'), await smsCharacter('Garde 2', [], 'NPC')];
  const sage = await fighter('Sage');
  const light = (await must(fast, DEFINE_SPELL, { input: { campaignId: sms.id, name: 'Lueur', source: 'NATURAL', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] } }, gm)).spell.id;
  const ritual = (
    await must(
      fast,
      DEFINE_SPELL,
      { input: { campaignId: sms.id, name: 'Bénédiction', kind: 'RITUAL', source: 'NATURAL', power: 3, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }], ritual: { castingTime: '1 h' } } },
      gm,
    )
  ).spell.id;
  // The character screen shows a sheet with wounds and a roll log: give Pip some of both.
  await must(fast, `mutation($input: InflictWoundInput!) { inflictWound(input: $input) { __typename ${ERRORS} } }`, { input: { characterId: pip.id, nature: 'Éraflure', severity: 'LIGHT' } }, gm);
  const RESOLVE_ACTION = `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ${ERRORS} } }`;
  for (let i = 0; i < 3; i++) await must(fast, RESOLVE_ACTION, { input: { characterId: pip.id, moduleIds: pip.moduleIds, difficulty: 8 } }, gm);
  // One encounter kept open for nextTurn; each sample passes the turn it saw.
  const round = (await must(fast, START_ENCOUNTER, { input: { campaignId: sms.id, name: 'Tours', participants: turns.map((c, i) => ({ characterId: c.id, initiative: 10 - i })) } }, gm)).encounter;
  let turnNumber = round.turnNumber as number;
  /** Chef's turn (initiative 10), Aube aimed at (1): a new encounter per sample, ended after it. */
  const ambush = async () =>
    (await must(fast, START_ENCOUNTER, { input: { campaignId: sms.id, name: `Embuscade ${next()}`, participants: [{ characterId: chief.id, initiative: 10 }, { characterId: aube.id, initiative: 1 }] } }, gm)).encounter.id as string;
  const endEncounter = (encounterId: string) => must(fast, END_ENCOUNTER, { input: { encounterId } }, gm).then(() => undefined);
  const rest = async () => {
    for (const c of [druid, ally]) await must(fast, RECOVER_EXHAUSTION, { input: { characterId: c.id, fullRest: true } }, gm);
  };

  const op = (name: (typeof OPERATION_NAMES)[number], statements: string, p50: number | null, prepare: () => Promise<Sample>): EdgeOperation => ({ name, before: { statements, p50 }, prepare });
  return [
    op('me', '2', 190, async () => ({ query: `{ me { __typename id name } }`, variables: {}, apiKey: player, expect: 'User' })),
    op('createCharacter', '9', 501, async () => ({
      query: CREATE_CHARACTER,
      variables: { input: { campaignId: sms.id, name: `Recrue ${next()}`, sms: { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 2 }] } } },
      apiKey: player,
      expect: 'CharacterPayload',
    })),
    op('character (modules, wounds, rolls)', '4', 343, async () => ({
      query: `query($id: ID!) { character(id: $id) { __typename name sheet { ... on SmsSheet { modules { id name rank } wounds { id severity } } } rolls(first: 5) { edges { node { seq } } } } }`,
      variables: { id: pip.id },
      apiKey: player,
      expect: 'Character',
    })),
    // The table app's two largest screens (issue 26): not in the list, so no "before" time.
    op('campaign screen (GM)', '3', null, async () => ({
      query: `query($id: ID!) { campaign(id: $id) { __typename name viewerRole inviteCode members { role user { name } }
        party { id name owner { name } sheet { ... on SmsSheet { modules { name rank } wounds { id } } } }
        characters(first: 50) { edges { node { id name kind } } } openActionRequests(first: 10) { edges { node { id character { name } } } }
        rolls(first: 10) { edges { node { seq character { name } requestedBy { name } } } } spells(first: 20) { edges { node { id name } } }
        encounters(first: 5, status: ACTIVE) { edges { node { id name } } } } }`,
      variables: { id: sms.id },
      apiKey: gm,
      expect: 'Campaign',
    })),
    op('encounter screen (player)', '3', null, async () => ({
      query: `query($id: ID!) { encounter(id: $id) { __typename name round turnNumber campaign { name viewerRole }
        participants { name kind current character { name } } declarations { id kind } } }`,
      variables: { id: round.id },
      apiKey: player,
      expect: 'Encounter',
    })),
    op('resolveAction', '3', 254, async () => ({ query: RESOLVE_ACTION, variables: { input: { characterId: pip.id, moduleIds: pip.moduleIds, difficulty: 8 } }, apiKey: gm, expect: 'ResolveActionPayload' })),
    op('inflictWound', '3', 241, async () => ({
      query: `mutation($input: InflictWoundInput!) { inflictWound(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { wounds { id } } } } } ${ERRORS} } }`,
      variables: { input: { characterId: target.id, nature: 'Entaille', severity: 'LIGHT' } },
      apiKey: gm,
      expect: 'CharacterPayload',
      // Healed after each sample: the target never accumulates wounds (nor dies).
      after: async (answer) => {
        for (const w of root(answer)?.character?.sheet?.wounds ?? []) await must(fast, HEAL, { input: { characterId: target.id, woundId: w.id } }, gm);
      },
    })),
    op('castSpell', '13', 681, async () => ({
      query: `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on CastSpellPayload { result { outcome } roll { seq } } ${ERRORS} } }`,
      variables: { input: { characterId: druid.id, spellId: light, targets: [{ characterId: ally.id }] } },
      apiKey: player,
      expect: 'CastSpellPayload',
      after: rest,
    })),
    op('performRitual', '13', 690, async () => ({
      query: `mutation($input: PerformRitualInput!) { performRitual(input: $input) { __typename ${ERRORS} } }`,
      variables: { input: { characterId: druid.id, ritualSpellId: ritual, participants: [{ characterId: ally.id }] } },
      apiKey: gm,
      expect: 'PerformRitualPayload',
      after: rest,
    })),
    op('ylniesMelee', '12–13', 654, async () => {
      // Two fresh fighters per sample: an exchange wounds, and a fighter knocked out is refused.
      const n = next();
      const [a, b] = [await fighter(`Aube ${n}`), await fighter(`Brume ${n}`)];
      return {
        query: `mutation($input: YlniesMeleeInput!) { ylniesMelee(input: $input) { __typename ... on YlniesCombatPayload { test { winner } attacker { id version } defender { id version } } ${ERRORS} } }`,
        variables: { input: { attackerId: a, defenderId: b, attackerSkill: 'Hache', defenderSkill: 'Hache' } },
        apiKey: gm,
        expect: 'YlniesCombatPayload',
      };
    }),
    op('declareAction', '8', 459, async () => {
      const encounterId = await ambush();
      return {
        query: `mutation($input: DeclareActionInput!) { declareAction(input: $input) { __typename ${DECLARATION} ${ERRORS} } }`,
        variables: { input: { encounterId, characterId: chief.id, targetIds: [aube.id] } },
        apiKey: gm,
        expect: 'EncounterDeclarationPayload',
        after: () => endEncounter(encounterId),
      };
    }),
    op('react', '8', 459, async () => {
      const encounterId = await ambush();
      const declared = await must(fast, `mutation($input: DeclareActionInput!) { declareAction(input: $input) { __typename ${DECLARATION} ${ERRORS} } }`, { input: { encounterId, characterId: chief.id, targetIds: [aube.id] } }, gm);
      return {
        query: `mutation($input: ReactInput!) { react(input: $input) { __typename ${DECLARATION} ${ERRORS} } }`,
        variables: { input: { encounterId, characterId: aube.id, onDeclarationId: declared.declaration.id } },
        apiKey: player,
        expect: 'EncounterDeclarationPayload',
        after: () => endEncounter(encounterId),
      };
    }),
    op('nextTurn', '7', 416, async () => ({
      query: `mutation($input: NextTurnInput!) { nextTurn(input: $input) { __typename ... on EncounterPayload { encounter { ${ENCOUNTER} } } ${ERRORS} } }`,
      variables: { input: { encounterId: round.id, expectedTurn: turnNumber } },
      apiKey: gm,
      expect: 'EncounterPayload',
      // The next sample passes the turn this one reached (a stale turn would be refused).
      after: async (answer) => {
        turnNumber = root(answer)?.encounter?.turnNumber ?? turnNumber;
      },
    })),
    op('awardExperience', '7', 414, async () => ({
      query: `mutation($input: AwardExperienceInput!) { awardExperience(input: $input) { __typename ... on AwardExperiencePayload { replayed awards { id xp } } ${ERRORS} } }`,
      variables: { input: { campaignId: sms.id, characterIds: [pip.id, aube.id], reason: `Séance ${next()}`, xp: 1 } },
      apiKey: gm,
      expect: 'AwardExperiencePayload',
    })),
    op('resolveYlniesTest', '9', 492, async () => {
      // The table's flow: the GM asks (untimed), the player answers the request (timed).
      const asked = await must(fast, REQUEST_YLNIES, { input: { characterId: sage, skill: 'Hache', threshold: 20 } }, gm);
      return {
        query: `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename ... on YlniesTestPayload { requestId result { total } } ${ERRORS} } }`,
        variables: { input: { characterId: sage, requestId: asked.request.id } },
        apiKey: player,
        expect: 'YlniesTestPayload',
      };
    }),
  ];
}
