/**
 * Every event type an endpoint may subscribe to is emitted by the mutation that should emit it
 * (issue #9): the list comes from the `webhookEventTypes` query, each type is driven through
 * the API, and the campaign's events — what the delivery job sends — must gain one of that
 * type. A type listed without a mutation here, or one whose mutation writes no event, fails;
 * so does a type missing from docs/webhooks.md.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, signUp, table } from '../support/flows.js';

type Table = Awaited<ReturnType<typeof table>>;
type Event = { id: string; type: string; payload: Record<string, unknown> };

describe.each(BACKENDS)('webhook event types on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** Call a mutation by name (its input type is `<Name>Input`) and require its success payload. */
  async function mutate(name: string, input: Record<string, unknown>, apiKey: string, selection = ''): Promise<Record<string, any>> {
    const inputType = `${name[0]!.toUpperCase()}${name.slice(1)}Input`;
    const res = await app.gql(`mutation($input: ${inputType}!) { ${name}(input: $input) { __typename ... on Error { code message } ${selection} } }`, { input }, apiKey);
    expect(res.errors, `${name}: ${JSON.stringify(res.errors)}`).toBeUndefined();
    const payload = res.data[name];
    expect(['RuleViolation', 'ValidationError'], `${name}: ${JSON.stringify(payload)}`).not.toContain(payload.__typename);
    return payload;
  }

  async function events(t: Table, type: string | null): Promise<Event[]> {
    const res = await app.gql(
      `query($id: ID!, $type: String) { campaign(id: $id) { events(type: $type, first: 100) { edges { node { id type payload } } } } }`,
      { id: t.campaign.id, type },
      t.gm.apiKey,
    );
    expect(res.errors).toBeUndefined();
    return res.data.campaign.events.edges.map((e: { node: Event }) => e.node);
  }

  /** A draft PC of the player's, with one module (and so XP left to spend once active). */
  async function draftPc(t: Table, name = 'Pip') {
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 1 }] }, { name });
    expect(created.__typename).toBe('CharacterPayload');
    return created.character as { id: string; sheet: { modules: { id: string; name: string }[] } };
  }

  async function activePc(t: Table, name = 'Pip') {
    const pc = await draftPc(t, name);
    await mutate('activateCharacter', { characterId: pc.id }, t.player.apiKey);
    return { id: pc.id, moduleId: pc.sheet.modules.find((m) => m.name === 'Escrime')!.id };
  }

  /** A PC with a module tied to an object (seed 000, « Modules amovibles »). */
  async function removablePc(t: Table) {
    const modules = [{ name: 'Kara - hache porte-bonheur', scope: 1, polarity: 'POSITIVE', rank: 2, removable: true, objectName: 'Kara' }];
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules }, { name: 'Bréus' });
    expect(created.__typename).toBe('CharacterPayload');
    return { id: created.character.id as string, moduleId: created.character.sheet.modules[0].id as string };
  }

  async function completeScenario(t: Table, characterId: string) {
    const started = await mutate('startScenario', { campaignId: t.campaign.id, title: 'La tour', participantIds: [characterId] }, t.gm.apiKey, '... on ScenarioPayload { scenario { id } }');
    await mutate('completeScenario', { scenarioId: started.scenario.id }, t.gm.apiKey);
  }

  /**
   * The mutation behind each event type; each returns the character the event is about (or
   * null). A new type in `webhookEventTypes` needs an entry here, or the walk fails.
   */
  const EMITTERS: Record<string, (t: Table) => Promise<string | null>> = {
    'character.created': async (t) => (await draftPc(t, 'Created')).id,
    'character.activated': async (t) => {
      const pc = await draftPc(t, 'Activated');
      await mutate('activateCharacter', { characterId: pc.id }, t.player.apiKey);
      return pc.id;
    },
    'action.requested': async (t) => {
      const pc = await activePc(t);
      await mutate('requestAction', { characterId: pc.id, difficulty: 6 }, t.gm.apiKey);
      return pc.id;
    },
    'action.cancelled': async (t) => {
      const pc = await activePc(t);
      const asked = await mutate('requestAction', { characterId: pc.id, difficulty: 6 }, t.gm.apiKey, '... on ActionRequestPayload { request { id } }');
      await mutate('cancelActionRequest', { requestId: asked.request.id }, t.gm.apiKey);
      return pc.id;
    },
    'roll.resolved': async (t) => {
      const pc = await activePc(t);
      await mutate('resolveAction', { characterId: pc.id, moduleIds: [pc.moduleId], difficulty: 4 }, t.gm.apiKey);
      return pc.id;
    },
    'wound.inflicted': async (t) => {
      const pc = await activePc(t);
      await mutate('inflictWound', { characterId: pc.id, nature: 'Estafilade', severity: 'LIGHT' }, t.gm.apiKey);
      return pc.id;
    },
    'wound.healed': async (t) => {
      const pc = await activePc(t);
      const hurt = await mutate('inflictWound', { characterId: pc.id, nature: 'Estafilade', severity: 'LIGHT' }, t.gm.apiKey, '... on CharacterPayload { character { sheet { ... on SmsSheet { wounds { id } } } } }');
      await mutate('healWound', { characterId: pc.id, woundId: hurt.character.sheet.wounds[0].id }, t.gm.apiKey);
      return pc.id;
    },
    'character.died': async (t) => {
      const pc = await activePc(t, 'Doomed');
      await mutate('inflictWound', { characterId: pc.id, nature: 'Rapière au cœur', severity: 'MORTAL' }, t.gm.apiKey);
      await mutate('declareDead', { characterId: pc.id }, t.gm.apiKey);
      return pc.id;
    },
    'fatigue.changed': async (t) => {
      const pc = await activePc(t);
      await mutate('addFatigue', { characterId: pc.id, kind: 'PASSING', levels: 1 }, t.gm.apiKey);
      return pc.id;
    },
    'experience.awarded': async (t) => {
      const pc = await activePc(t);
      await mutate('awardExperience', { campaignId: t.campaign.id, characterIds: [pc.id], reason: 'Bravery', xp: 2 }, t.gm.apiKey);
      return pc.id;
    },
    'rank.bought': async (t) => {
      const pc = await activePc(t);
      await completeScenario(t, pc.id); // SMS §8: experience is spent at a scenario's end
      await mutate('spendExperience', { characterId: pc.id, moduleId: pc.moduleId }, t.player.apiKey);
      return pc.id;
    },
    'object.lost': async (t) => {
      const kara = await removablePc(t);
      await mutate('setModuleObjectLost', { characterId: kara.id, moduleId: kara.moduleId, lost: true }, t.player.apiKey);
      return kara.id;
    },
    'object.found': async (t) => {
      const kara = await removablePc(t);
      await mutate('setModuleObjectLost', { characterId: kara.id, moduleId: kara.moduleId, lost: true }, t.player.apiKey);
      await mutate('setModuleObjectLost', { characterId: kara.id, moduleId: kara.moduleId, lost: false }, t.gm.apiKey);
      return kara.id;
    },
    'spell.cast': async (t) => {
      const pc = await activePc(t, 'Mage');
      await mutate('addModule', { characterId: pc.id, module: { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank: 3 } }, t.gm.apiKey);
      const light = { name: 'Lumière', source: 'ARCANE', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE', description: 'a light' }] };
      await mutate('castSpell', { characterId: pc.id, improvised: light }, t.player.apiKey);
      return pc.id;
    },
    'spell.announced': async (t) => {
      const npc = (await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { modules: [] }, { name: 'Grohk', kind: 'NPC' })).character;
      await mutate('announceNpcSpell', { casterId: npc.id, spell: { name: 'Boule de feu', power: 2, source: 'ARCANE' } }, t.gm.apiKey);
      return npc.id;
    },
    'encounter.changed': async (t) => {
      const pc = await activePc(t);
      await mutate('startEncounter', { campaignId: t.campaign.id, name: 'Ambush', participants: [{ characterId: pc.id, initiative: 5 }] }, t.gm.apiKey);
      return null;
    },
    'session.recorded': async (t) => {
      const pc = await activePc(t);
      await mutate('recordSession', { campaignId: t.campaign.id, title: 'Session 1', participantIds: [pc.id] }, t.gm.apiKey);
      return null;
    },
    'scenario.completed': async (t) => {
      const pc = await activePc(t);
      await completeScenario(t, pc.id);
      return null;
    },
    'fairness.revealed': async (t) => {
      await mutate('revealFairnessSeed', { campaignId: t.campaign.id }, t.gm.apiKey);
      return null;
    },
    'spell.defined': async (t) => {
      await mutate('defineSpell', { campaignId: t.campaign.id, name: 'Thorn lash', kind: 'SPELL', source: 'NATURAL', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] }, t.gm.apiKey);
      return null;
    },
    'member.joined': async (t) => {
      const newcomer = await signUp(app, 'Nell, a newcomer');
      await mutate('joinCampaign', { inviteCode: t.campaign.inviteCode }, newcomer.apiKey);
      return null;
    },
    'member.removed': async (t) => {
      const leaving = await signUp(app, 'Len, leaving');
      await mutate('joinCampaign', { inviteCode: t.campaign.inviteCode }, leaving.apiKey);
      await mutate('removeMember', { campaignId: t.campaign.id, userId: leaving.userId }, t.gm.apiKey);
      return null;
    },
    'invite.regenerated': async (t) => {
      await mutate('regenerateInviteCode', { campaignId: t.campaign.id }, t.gm.apiKey);
      return null;
    },
  };

  /** A Ylnies table's active troll (with a spell, so some mana to restore). */
  async function ylniesPc(t: Table) {
    const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };
    const ylnies = {
      race: 'TROLL',
      method: 'POINTS',
      bases: sevens,
      skills: [
        { name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 },
        { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true },
      ],
      equipment: { weapons: [], armour: null, other: [] },
    };
    const made = await mutate('createCharacter', { campaignId: t.campaign.id, name: 'Grok', ylnies }, t.player.apiKey, '... on CharacterPayload { character { id } }');
    await mutate('activateCharacter', { characterId: made.character.id }, t.player.apiKey);
    return made.character.id as string;
  }

  /** Ylnies-only types, driven on a Ylnies table. */
  const YLNIES_EMITTERS: Record<string, (t: Table) => Promise<string | null>> = {
    'mana.restored': async (t) => {
      const id = await ylniesPc(t);
      await mutate('restoreMana', { characterId: id }, t.gm.apiKey);
      return id;
    },
    'skills.raised': async (t) => {
      const id = await ylniesPc(t);
      await mutate('grantSkillIncreases', { characterId: id, increases: [{ skill: 'Hache' }] }, t.gm.apiKey);
      return id;
    },
    'training.recorded': async (t) => {
      const id = await ylniesPc(t);
      await mutate('trainSkill', { characterId: id, skill: 'Hache', requiredDays: 5, maxBreakDays: 2, days: 1 }, t.gm.apiKey);
      return id;
    },
  };

  test('each type webhookEventTypes lists is emitted by its mutation, and no other type is emitted', async () => {
    const listed = (await app.gql('{ webhookEventTypes }')).data.webhookEventTypes as string[];
    expect(listed.length).toBeGreaterThan(0);
    const sms = await table(app);
    const ylnies = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    for (const type of listed) {
      const t = YLNIES_EMITTERS[type] ? ylnies : sms;
      const emit = EMITTERS[type] ?? YLNIES_EMITTERS[type];
      expect(emit, `no mutation drives the listed event type ${type}`).toBeDefined();
      const before = new Set((await events(t, type)).map((e) => e.id));
      const characterId = await emit!(t);
      const fresh = (await events(t, type)).filter((e) => !before.has(e.id));
      expect(fresh.length, `${type} was not emitted`).toBeGreaterThan(0);
      expect(fresh.every((e) => e.type === type)).toBe(true);
      if (characterId) expect(fresh.some((e) => e.payload.characterId === characterId || (e.payload.characterIds as unknown[] | undefined)?.includes(characterId)), `${type} about ${characterId}`).toBe(true);
    }
    // Everything the walk wrote is a type receivers can subscribe to.
    const written = new Set([...(await events(sms, null)), ...(await events(ylnies, null))].map((e) => e.type));
    expect([...written].filter((type) => !listed.includes(type))).toEqual([]);
  });

  test('activation and creation write their event in the same transaction: a refused activation writes none', async () => {
    const t = await table(app);
    const pc = await draftPc(t);
    await mutate('activateCharacter', { characterId: pc.id }, t.player.apiKey);
    const again = await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename ... on RuleViolation { code } } }`, { id: pc.id }, t.player.apiKey);
    expect(again.data.activateCharacter.code).toBe('ALREADY_ACTIVE');
    const activated = (await events(t, 'character.activated')).filter((e) => e.payload.characterId === pc.id);
    expect(activated.map((e) => e.payload)).toEqual([{ characterId: pc.id, ruleset: 'SMS', kind: 'PC' }]);
    const created = (await events(t, 'character.created')).filter((e) => e.payload.characterId === pc.id);
    expect(created.map((e) => e.payload)).toEqual([{ characterId: pc.id, ruleset: 'SMS', kind: 'PC', race: 'HUMAN', status: 'DRAFT' }]);
  });

  test('a first join writes member.joined with who joined; joining again, or with an unknown code, writes none', async () => {
    const t = await table(app);
    const newcomer = await signUp(app, 'Nell, a newcomer');
    const joined = await mutate('joinCampaign', { inviteCode: t.campaign.inviteCode }, newcomer.apiKey, '... on CampaignPayload { campaign { id } }');
    await mutate('joinCampaign', { inviteCode: t.campaign.inviteCode }, newcomer.apiKey);
    await mutate('joinCampaign', { inviteCode: t.campaign.inviteCode }, t.gm.apiKey);
    const unknown = await app.gql('mutation { joinCampaign(input: { inviteCode: "NO-SUCH-CODE" }) { __typename ... on Error { code } } }', {}, newcomer.apiKey);
    expect(unknown.errors?.[0]?.extensions?.code ?? unknown.data.joinCampaign.code).toBe('NOT_FOUND');
    const payloads = (await events(t, 'member.joined')).map((e) => e.payload);
    // The two players of table() and the newcomer, once each; the GM's own join wrote nothing.
    expect(payloads.filter((p) => p.userId === newcomer.userId)).toEqual([{ campaignId: joined.campaign.id, userId: newcomer.userId, name: 'Nell, a newcomer', role: 'PLAYER' }]);
    expect(payloads.map((p) => p.name).sort()).toEqual(['Nell, a newcomer', 'Olga, another player', 'Paul the player']);
  });

  test('a spell defined writes spell.defined with its name; a name the catalogue has already writes none', async () => {
    const t = await table(app);
    const input = { campaignId: t.campaign.id, name: 'Green mist', kind: 'SPELL', source: 'NATURAL', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
    const defined = await mutate('defineSpell', input, t.gm.apiKey, '... on SpellPayload { spell { id } }');
    const again = await app.gql('mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename } }', { input }, t.gm.apiKey);
    expect(again.data.defineSpell.__typename).toBe('RuleViolation');
    const payloads = (await events(t, 'spell.defined')).map((e) => e.payload);
    expect(payloads).toEqual([{ campaignId: t.campaign.id, spellId: defined.spell.id, name: 'Green mist', kind: 'SPELL', power: 2 }]);
  });

  test('docs/webhooks.md documents every listed type', async () => {
    const docs = readFileSync(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
    const listed = (await app.gql('{ webhookEventTypes }')).data.webhookEventTypes as string[];
    for (const type of listed) expect(docs, `docs/webhooks.md lacks ${type}`).toMatch(new RegExp(`^\\| \`${type.replace('.', '\\.')}\` \\|`, 'm'));
  });
});
