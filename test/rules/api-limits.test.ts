import { describe, expect, test } from 'vitest';
import { idempotencyKeyReused, MAX_WEBHOOK_ENDPOINTS, rulesetNotSupported, spellNameTaken, tooManyWebhooks } from '../../src/rules/api-limits.js';
import { mayCreateKind } from '../../src/rules/character-sheet.js';
import { requestOfAnotherCharacter } from '../../src/rules/sms/declaration.js';

describe('refusals the API adds, decided in the rules core', () => {
  test('each names its code, the rule it cites and the value involved', () => {
    expect(spellNameTaken('Boule de feu')).toEqual({ code: 'SPELL_NAME_TAKEN', rule: 'API: spell names are unique within a campaign', message: 'The campaign already has a spell named "Boule de feu".', params: { spell: 'Boule de feu' } });
    expect(MAX_WEBHOOK_ENDPOINTS).toBe(20);
    expect(tooManyWebhooks()).toEqual({ code: 'TOO_MANY_WEBHOOKS', rule: 'API limit: at most 20 webhook endpoints per campaign', message: 'A campaign has at most 20 webhook endpoints.' });
    expect(idempotencyKeyReused('k-1', 'the rule')).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', rule: 'the rule', message: 'The idempotency key "k-1" was already used for another request.' });
    expect(rulesetNotSupported('GURPS')).toMatchObject({ code: 'RULESET_NOT_SUPPORTED', rule: 'GURPS: characters' });
    expect(requestOfAnotherCharacter()).toMatchObject({ code: 'REQUEST_FOR_ANOTHER_CHARACTER', rule: 'API: a request is answered once, by its character' });
  });

  test('only the GM creates NPCs; anyone creates a PC', () => {
    expect(mayCreateKind('NPC', 'PLAYER', 'R')).toEqual({ ok: false, violations: [{ code: 'NPC_IS_GM_ONLY', rule: 'R', message: 'Only the GM creates NPCs.' }] });
    expect(mayCreateKind('NPC', 'GM', 'R')).toEqual({ ok: true, value: 'NPC' });
    expect(mayCreateKind('PC', 'PLAYER', 'R')).toEqual({ ok: true, value: 'PC' });
  });
});
