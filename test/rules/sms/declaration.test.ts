import { describe, expect, it } from 'vitest';
import {
  type AnsweredRequest,
  type Declaration,
  type DeclarationContext,
  type DeclaringCharacter,
  mayRoll,
  prepareDeclaration,
  requestNotOpen,
} from '../../../src/rules/sms/declaration.js';
import { type HealthState, addFatigue, emptyHealth, inflictWound } from '../../../src/rules/sms/health.js';
import { oddsForAction } from '../../../src/rules/sms/resolution.js';
import type { RuleResult } from '../../../src/rules/violation.js';

// Declaring an SMS action (SMS §2.1–§2.8): who may roll, where the difficulty comes from, what
// may be declared and who may assist. Each refusal is pinned by its code and the rule it cites.

const ONLY_PLAYERS = 'SMS §2.8: only players roll; the GM never rolls, NPC abilities are difficulties';
const GM_DIFFICULTY = 'SMS §2.4: the GM sets the difficulty';
const DECLARE = 'SMS §2.1: the player declares the modules involved; the GM may refuse any';
const QUALITY = 'SMS §2.7: the quality shift is −6, −4, −2, 0, +2, +4 or +6';
const ASSIST = 'SMS §2: an assistant adds +1 per module of theirs entering play';
const WHO_ASSISTS = 'SMS §2 collaborative actions: a PC or an NPC of the same campaign assists (seed 003: « la collaboration entre PJ et PNJ sur une même action »); the GM names the NPCs';
const OUT = 'SMS §3: a mortal wound takes the character out';
const RESOLUTION = 'SMS §2: action resolution';
const REQUEST = 'API: a request is answered once, by its character';

function value<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`unexpected violation: ${JSON.stringify(r.violations)}`);
  return r.value;
}
const breach = <T>(r: RuleResult<T>) => (r.ok ? null : r.violations.map((v) => [v.code, v.rule]));
const codes = <T>(r: RuleResult<T>) => (r.ok ? [] : r.violations.map((v) => v.code));

function wounded(severity: 'LIGHT' | 'MORTAL', health = emptyHealth()): HealthState {
  return value(inflictWound(health, { nature: 'slash', severity })).state;
}

const aria = (over: Partial<DeclaringCharacter> = {}): DeclaringCharacter => ({
  id: 'aria',
  name: 'Aria',
  kind: 'PC',
  ruleset: 'SMS',
  campaignId: 'c1',
  health: emptyHealth(),
  modules: [
    { id: 'm-sword', name: 'Sword', scope: 2, polarity: 'POSITIVE', rank: 3, source: 'PLAYER' },
    { id: 'm-limp', name: 'Limp', scope: 1, polarity: 'NEGATIVE', rank: 2, source: 'PLAYER' },
    { id: 'm-stoic', name: 'Stoic', scope: 2, polarity: 'RESISTIVE', rank: 2, source: 'PLAYER' },
  ],
  ...over,
});

const bram = (over: Partial<DeclaringCharacter> = {}): DeclaringCharacter => ({
  id: 'bram',
  name: 'Bram',
  kind: 'PC',
  ruleset: 'SMS',
  campaignId: 'c1',
  health: emptyHealth(),
  modules: [
    { id: 'b-rope', name: 'Rope', scope: 1, polarity: 'POSITIVE', rank: 1, source: 'PLAYER' },
    { id: 'b-climb', name: 'Climbing', scope: 2, polarity: 'POSITIVE', rank: 4, source: 'PLAYER' },
    { id: 'b-fear', name: 'Fear of heights', scope: 1, polarity: 'NEGATIVE', rank: 1, source: 'PLAYER' },
  ],
  ...over,
});

const open = (over: Partial<AnsweredRequest> = {}): AnsweredRequest => ({ status: 'OPEN', difficulty: 8, absolute: true, ...over });

function asGm(d: Partial<Declaration>, over: Partial<DeclarationContext> = {}) {
  return prepareDeclaration({ moduleIds: [], difficulty: 8, ...d }, { character: aria(), isGm: true, request: null, assistants: new Map(), mode: 'resolve', ...over });
}
function asPlayer(d: Partial<Declaration>, over: Partial<DeclarationContext> = {}) {
  return prepareDeclaration({ moduleIds: [], ...d }, { character: aria(), isGm: false, request: open(), assistants: new Map(), mode: 'resolve', ...over });
}

describe('SMS §2.8 who rolls', () => {
  it('an NPC never rolls; a PC may', () => {
    expect(breach(mayRoll({ name: 'Orc', kind: 'NPC' }))).toEqual([['NPC_DOES_NOT_ROLL', ONLY_PLAYERS]]);
    expect(mayRoll({ name: 'Aria', kind: 'PC' })).toEqual({ ok: true, value: true });
    expect(breach(asGm({}, { character: aria({ kind: 'NPC' }) }))).toEqual([['NPC_DOES_NOT_ROLL', ONLY_PLAYERS]]);
  });

  it('only SMS characters and SMS requests resolve actions; both refusals come alone', () => {
    expect(breach(asGm({ moduleIds: ['nope'] }, { character: aria({ ruleset: 'YLNIES', kind: 'NPC' }) }))).toEqual([['NOT_SMS', RESOLUTION]]);
    expect(breach(asPlayer({ moduleIds: ['nope'] }, { request: open({ difficulty: null }) }))).toEqual([['NOT_SMS', RESOLUTION]]);
  });

  it('a request is answered while OPEN only', () => {
    expect(breach(asPlayer({}, { request: open({ status: 'RESOLVED' }) }))).toEqual([['REQUEST_NOT_OPEN', REQUEST]]);
    expect(requestNotOpen('CANCELLED').message).toBe('This request is cancelled: it can no longer be answered.');
  });
});

describe('SMS §2.4 the GM sets the difficulty', () => {
  it('a player answers a request: its die, threshold and imposed shift', () => {
    const p = value(asPlayer({ moduleIds: ['m-sword'] }, { request: open({ difficulty: 10, absolute: false, qualityShift: 2 }) }));
    expect(p.input).toMatchObject({ difficulty: 10, circumstances: 0, qualityShift: 2, threshold: 'RELATIVE' });
    expect(p.absolute).toBe(false);
  });

  it('a request leaves nothing to set: difficulty, circumstances and threshold all refused, and a shift other than the imposed one', () => {
    for (const d of [{ difficulty: 4 }, { circumstances: 0 }, { absolute: true }]) {
      expect(breach(asPlayer(d))).toEqual([['DIFFICULTY_SET_BY_REQUEST', GM_DIFFICULTY]]);
    }
    expect(breach(asPlayer({ qualityShift: 4 }, { request: open({ qualityShift: 2 }) }))).toEqual([['QUALITY_SHIFT_SET_BY_GM', QUALITY]]);
    // The imposed shift itself may be repeated; without an imposed one the player chooses.
    expect(value(asPlayer({ qualityShift: 2 }, { request: open({ qualityShift: 2 }) })).input.qualityShift).toBe(2);
    expect(value(asPlayer({ qualityShift: -2 })).input.qualityShift).toBe(-2);
    expect(value(asPlayer({})).input.qualityShift).toBe(0);
  });

  it('the GM without a request gives the die; circumstances default to 0 and the threshold to absolute', () => {
    expect(breach(asGm({ difficulty: null }))).toEqual([['DIFFICULTY_REQUIRED', GM_DIFFICULTY]]);
    expect(value(asGm({ difficulty: 0 })).input).toMatchObject({ difficulty: 0, circumstances: 0, threshold: 'ABSOLUTE', qualityShift: 0 });
    expect(value(asGm({ difficulty: 6, circumstances: -2, absolute: false })).input).toMatchObject({ difficulty: 6, circumstances: -2, threshold: 'RELATIVE' });
  });

  it('a player without a request: no difficulty of their own, except in a preview', () => {
    expect(breach(asPlayer({ difficulty: 8 }, { request: null }))).toEqual([['ONLY_GM_SETS_DIFFICULTY', GM_DIFFICULTY]]);
    expect(breach(asPlayer({ absolute: false }, { request: null }))).toEqual([['ONLY_GM_SETS_DIFFICULTY', GM_DIFFICULTY]]);
    expect(breach(asPlayer({}, { request: null }))).toEqual([['REQUEST_REQUIRED', GM_DIFFICULTY]]);
    expect(value(asPlayer({ difficulty: 8 }, { request: null, mode: 'preview' })).input.difficulty).toBe(8);
    expect(breach(asPlayer({}, { request: null, mode: 'preview' }))).toEqual([['DIFFICULTY_REQUIRED', GM_DIFFICULTY]]);
  });
});

describe('SMS §2.1, §3 what may be declared', () => {
  it('a character out of action declares nothing (that refusal comes alone)', () => {
    expect(breach(asGm({ moduleIds: ['nope'] }, { character: aria({ health: wounded('MORTAL') }) }))).toEqual([['CHARACTER_OUT_OF_ACTION', OUT]]);
    expect(value(asGm({}, { character: aria({ health: wounded('LIGHT') }) })).input.modules).toEqual([]);
  });

  it('modules on the sheet and not ruled out, every breach at once, named by name or place, never by id', () => {
    const r = asPlayer({ moduleIds: ['m-sword', 'ghost', 'm-limp'] }, { request: open({ excludedModuleIds: ['m-limp'] }) });
    expect(breach(r)).toEqual([
      ['MODULE_NOT_ON_SHEET', DECLARE],
      ['MODULE_RULED_OUT', DECLARE],
    ]);
    expect(r.ok ? [] : r.violations.map((v) => v.message)).toEqual(['the 2nd module declared is not on Aria’s sheet', 'the GM ruled out “Limp” for this action']);
  });

  it('declared modules reach the rules core as they are on the sheet, in the order declared', () => {
    const p = value(asGm({ moduleIds: ['m-limp', 'm-sword'] }));
    expect(p.input.modules).toEqual([
      { id: 'm-limp', name: 'Limp', scope: 1, polarity: 'NEGATIVE', rank: 2, source: 'PLAYER' },
      { id: 'm-sword', name: 'Sword', scope: 2, polarity: 'POSITIVE', rank: 3, source: 'PLAYER' },
    ]);
    expect(p.input.resistiveAsPositive).toEqual([]);
    // Sword 3 − Limp 2 = 1 against D8.
    expect(value(oddsForAction(p.input)).score).toBe(1);
    // A resistive the GM accepts as positive is named once.
    expect(value(asGm({ moduleIds: ['m-stoic'], resistiveAsPositive: ['m-stoic', 'm-stoic'] })).input.resistiveAsPositive).toEqual(['m-stoic']);
  });

  it('wounds and fatigue only if the character has them; each named once', () => {
    let health = wounded('LIGHT');
    health = value(addFatigue(health, 'LASTING', 2));
    const character = aria({ health });
    expect(codes(asGm({ woundIds: ['wound-9'], fatigueKinds: ['PASSING'] }, { character }))).toEqual(['UNKNOWN_WOUND', 'NO_FATIGUE']);
    const p = value(asGm({ woundIds: ['wound-1', 'wound-1'], fatigueKinds: ['LASTING', 'LASTING'] }, { character }));
    expect(p.input.modules.map((m) => [m.id, m.rank, m.source])).toEqual([
      ['wound:wound-1', 1, 'WOUND'],
      ['fatigue:LASTING', 2, 'FATIGUE'],
    ]);
    // A healed wound (rank 0 is not a wound to declare) and one fatigue level less than none.
    expect(codes(asGm({ woundIds: ['wound-1'] }, { character: aria({ health: { ...health, wounds: [{ ...health.wounds[0]!, rank: 0 }] } }) }))).toEqual(['UNKNOWN_WOUND']);
  });

  it('a resistive covers only what it is declared with; its covers merge and name wounds and fatigue as the rules core does', () => {
    expect(breach(asGm({ moduleIds: ['m-sword'], resistiveCovers: [{ moduleId: 'm-stoic' }] }))).toEqual([['COVER_OF_UNDECLARED_MODULE', DECLARE]]);
    const p = value(
      asGm({
        moduleIds: ['m-stoic', 'm-limp'],
        resistiveCovers: [
          { moduleId: 'm-stoic', moduleIds: ['m-limp'] },
          { moduleId: 'm-stoic', woundIds: ['wound-1'], fatigueKinds: ['PASSING'] },
        ],
      }),
    );
    expect(p.covers).toEqual({ 'm-stoic': ['m-limp', 'wound:wound-1', 'fatigue:PASSING'] });
    expect(p.input.modules[0]).toMatchObject({ id: 'm-stoic', covers: ['m-limp', 'wound:wound-1', 'fatigue:PASSING'] });
    expect(p.input.modules[1]).not.toHaveProperty('covers');
  });
});

describe('SMS §2 assistants', () => {
  const withBram = (b = bram()) => ({ assistants: new Map([[b.id, b]]) });

  it('+1 per positive module entering play, whatever its rank, each module once', () => {
    const p = value(asGm({ assistants: [{ characterId: 'bram', moduleIds: ['b-rope', 'b-climb', 'b-rope'] }] }, withBram()));
    expect(p.input.assistants).toEqual([{ modulesEnteringPlay: 2 }]);
    expect(p.assistants).toEqual([
      {
        characterId: 'bram',
        name: 'Bram',
        modules: [
          { id: 'b-rope', name: 'Rope', rank: 1 },
          { id: 'b-climb', name: 'Climbing', rank: 4 },
        ],
      },
    ]);
    // An assistant with no module entering play helps with nothing, but may be named.
    expect(value(asGm({ assistants: [{ characterId: 'bram', moduleIds: [] }] }, withBram())).input.assistants).toEqual([{ modulesEnteringPlay: 0 }]);
  });

  it('not oneself, not twice, only characters of the campaign playing SMS, not out of action', () => {
    expect(breach(asGm({ assistants: [{ characterId: 'aria', moduleIds: [] }] }, withBram()))).toEqual([['SELF_ASSIST', ASSIST]]);
    expect(
      breach(
        asGm(
          {
            assistants: [
              { characterId: 'bram', moduleIds: [] },
              { characterId: 'bram', moduleIds: [] },
            ],
          },
          withBram(),
        ),
      ),
    ).toEqual([['DUPLICATE_ASSISTANT', ASSIST]]);
    for (const b of [bram({ campaignId: 'c2' }), bram({ ruleset: 'YLNIES' })]) {
      expect(breach(asGm({ assistants: [{ characterId: 'bram', moduleIds: [] }] }, withBram(b)))).toEqual([['ASSISTANT_NOT_IN_CAMPAIGN', WHO_ASSISTS]]);
    }
    expect(breach(asGm({ assistants: [{ characterId: 'nobody', moduleIds: [] }] }))).toEqual([['ASSISTANT_NOT_IN_CAMPAIGN', WHO_ASSISTS]]);
    expect(breach(asGm({ assistants: [{ characterId: 'bram', moduleIds: [] }] }, withBram(bram({ health: wounded('MORTAL') }))))).toEqual([['ASSISTANT_OUT_OF_ACTION', OUT]]);
    expect(value(asGm({ assistants: [{ characterId: 'bram', moduleIds: ['b-rope'] }] }, withBram(bram({ health: wounded('LIGHT') })))).input.assistants).toEqual([
      { modulesEnteringPlay: 1 },
    ]);
  });

  it('an NPC of the campaign helps as a PC does when the GM names it (seed 003 « collaboration entre PJ et PNJ », docs/rules.md A8)', () => {
    const npc = bram({ kind: 'NPC' });
    const helped = value(asGm({ moduleIds: ['m-sword'], assistants: [{ characterId: 'bram', moduleIds: ['b-rope'] }] }, withBram(npc)));
    expect(helped.input.assistants).toEqual([{ modulesEnteringPlay: 1 }]);
    expect(helped.assistants).toEqual([{ characterId: 'bram', name: 'Bram', modules: [{ id: 'b-rope', name: 'Rope', rank: 1 }] }]);
    // A player cannot name an NPC (the GM's secret): refused as a character they cannot see, named by its place only.
    const r = asPlayer({ moduleIds: ['m-sword'], assistants: [{ characterId: 'bram', moduleIds: ['b-rope'] }] }, { request: open(), ...withBram(npc) });
    expect(breach(r)).toEqual([['ASSISTANT_NOT_IN_CAMPAIGN', WHO_ASSISTS]]);
    expect(r.ok ? [] : r.violations.map((v) => v.message)).toEqual(['the 1st assistant is not a character of this campaign you may name']);
  });

  it('only positive modules on the assistant’s own sheet help', () => {
    const r = asGm({ assistants: [{ characterId: 'bram', moduleIds: ['b-fear', 'm-sword', 'b-rope'] }] }, withBram());
    expect(breach(r)).toEqual([
      ['ASSISTANT_MODULE_NOT_POSITIVE', ASSIST],
      ['MODULE_NOT_ON_SHEET', DECLARE],
    ]);
  });

  it('breaches of the declaration and of its assistants are reported together', () => {
    const r = asGm({ moduleIds: ['ghost'], assistants: [{ characterId: 'aria', moduleIds: [] }] }, withBram());
    expect(codes(r)).toEqual(['MODULE_NOT_ON_SHEET', 'SELF_ASSIST']);
  });
});

describe('SMS §3 wounds and fatigue declared one by one', () => {
  let health = wounded('LIGHT');
  health = wounded('LIGHT', health);
  health = value(addFatigue(health, 'PASSING', 1));
  const character = aria({ health });

  it('only what is named weighs: one wound of two, no fatigue; or the fatigue alone', () => {
    expect(value(asGm({ woundIds: ['wound-2'] }, { character })).input.modules.map((m) => m.id)).toEqual(['wound:wound-2']);
    expect(value(asGm({ fatigueKinds: ['PASSING'] }, { character })).input.modules.map((m) => m.id)).toEqual(['fatigue:PASSING']);
    expect(value(asGm({}, { character })).input.modules).toEqual([]);
  });

  it('each refusal cites its rule', () => {
    expect(breach(asGm({ woundIds: ['wound-3'], fatigueKinds: ['LASTING'] }, { character }))).toEqual([
      ['UNKNOWN_WOUND', 'SMS §3: a wound is a negative module'],
      ['NO_FATIGUE', 'SMS §3: each fatigue level is −1'],
    ]);
  });
});

describe('what the messages say (the API passes them on unchanged)', () => {
  const messages = <T>(r: RuleResult<T>) => (r.ok ? [] : r.violations.map((v) => v.message));

  it('the refusals that come alone', () => {
    expect(messages(asGm({}, { character: aria({ ruleset: 'YLNIES' }) }))).toEqual(['resolveAction resolves SMS actions.']);
    expect(messages(asGm({}, { character: aria({ kind: 'NPC' }) }))).toEqual(['Aria is an NPC: the GM never rolls, an NPC’s ability is a difficulty.']);
    expect(messages(asPlayer({}, { request: open({ difficulty: null }) }))).toEqual(['This request is not an SMS action.']);
    expect(messages(asPlayer({}, { request: open({ status: 'RESOLVED' }) }))).toEqual(['This request is resolved: it can no longer be answered.']);
    expect(messages(asGm({ difficulty: null }))).toEqual(['Give the difficulty die (or answer a request).']);
    expect(messages(asPlayer({ difficulty: 8 }, { request: null }))).toEqual(['Only the GM sets the difficulty: answer the GM’s request.']);
    expect(messages(asPlayer({}, { request: null }))).toEqual(['A player rolls to answer the GM’s request: pass its `requestId`.']);
    expect(messages(asGm({}, { character: aria({ health: wounded('MORTAL') }) }))).toEqual(['Aria is out of action.']);
  });

  it('the breaches of a declaration, things named by name or by their place in the declaration, never by id (issue 38 item 21)', () => {
    const d: Partial<Declaration> = {
      moduleIds: ['ghost', 'm-sword'],
      difficulty: 4,
      qualityShift: 4,
      woundIds: ['wound-7'],
      fatigueKinds: ['PERSISTENT'],
      resistiveCovers: [{ moduleId: 'm-stoic' }],
      assistants: [
        { characterId: 'aria', moduleIds: [] },
        { characterId: 'bram', moduleIds: ['b-fear', 'b-ghost'] },
        { characterId: 'bram', moduleIds: [] },
        { characterId: 'cora', moduleIds: [] },
        { characterId: 'dane', moduleIds: [] },
      ],
    };
    const assistants = new Map([
      ['bram', bram()],
      ['dane', bram({ id: 'dane', name: 'Dane', health: wounded('MORTAL') })],
    ]);
    const request = open({ qualityShift: 2 });
    expect(messages(asPlayer(d, { request, assistants }))).toEqual([
      'the request already sets the difficulty, circumstances and threshold',
      'the GM imposed a quality shift of 2',
      'the 1st module declared is not on Aria’s sheet',
      'the 1st wound declared is not one of Aria’s',
      'Aria has no persistent fatigue',
      '“Stoic” is not declared for this action',
      'a character cannot assist itself',
      '“Fear of heights” of Bram does not help',
      'the 2nd module named for Bram is not on their sheet',
      'Bram is listed twice',
      'the 4th assistant is not a character of this campaign you may name',
      'Dane is out of action',
    ]);
    expect(messages(asPlayer({ moduleIds: ['ghost'], assistants: [{ characterId: 'cora', moduleIds: [] }] }))).toEqual([
      'the 1st module declared is not on Aria’s sheet',
      'the 1st assistant is not a character of this campaign you may name',
    ]);
  });
});
