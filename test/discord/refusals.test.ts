/**
 * Rule refusals in the player's words (src/integrations/discord/refusals.ts): the sentence the
 * table app shows for the same code (src/words/violations.ts), in the interaction's language,
 * with the rule cited; both paths: a refusal of the rules core in the door itself (/ask) and a
 * RuleViolation of the app's GraphQL (previewAction from the /roll menu).
 */
import { describe, expect, it } from 'vitest';
import { refusalText, refusedIn } from '../../src/integrations/discord/refusals.js';
import { decodeId, encodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { command, type DiscordTestApp, discordUser, post, select, discordDoor, linkAccounts, linkChannel } from './harness.js';

const GM = discordUser('640000000000000001', 'gaspard');
const PLAYER = discordUser('640000000000000002', 'perrine');
const on = { channelId: '540000000000000001' };

describe.each(BACKENDS)('Discord refusals in words on $name', (backend) => {
  let app: DiscordTestApp;
  discordDoor(backend, (door) => {
    app = door.app;
  });
  const test = backend.skipReason ? it.skip : it;

  test('a refusal is the app’s sentence in the interaction’s language, the rule cited beside it', async () => {
    const t = await table(app);
    const { character } = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    await linkAccounts(app, [[GM, t.gm.apiKey], [PLAYER, t.player.apiKey]]);
    await linkChannel(app, GM, t.campaign.id, on);
    const pick = [{ name: 'character', type: 3, value: decodeId('Character', character.id)! }];

    // The rules core's refusal in the door (/ask without a die): French, then English.
    const fr = await post(app, command(GM, 'ask', pick as never, { ...on, locale: 'fr' }));
    expect(fr.body.data).toMatchObject({ flags: 64 });
    expect(fr.body.data.content).toBe('**Refusé**\n• Choisissez le dé de difficulté. (SMS §2.4: the GM sets the difficulty)');
    const en = await post(app, command(GM, 'ask', pick as never, { ...on, locale: 'en-GB' }));
    expect(en.body.data.content).toBe('**Refused**\n• Choose the difficulty die. (SMS §2.4: the GM sets the difficulty)');
    expect(en.body.data.content).not.toContain('needs a difficulty die');

    // The app's RuleViolation (previewAction): a module not on the sheet, in French.
    const asked = await post(app, command(GM, 'ask', [...pick, { name: 'difficulty', type: 4, value: 8 }] as never, on));
    const requestId = (asked.body.data.components[0].components[0].custom_id as string).slice('roll:'.length);
    const stranger = `m:${encodeId('Module', crypto.randomUUID())}`;
    const refused = await post(app, select(PLAYER, `rsel:${requestId}`, [stranger], { ...on, locale: 'fr' }));
    expect(refused.body.data.flags).toBe(64);
    expect(refused.body.data.content).toMatch(/^\*\*Refusé\*\*\n• Un module nommé n’est pas sur la fiche du personnage\u00a0: choisissez parmi ses propres modules\. \(SMS §2\.1: .+\)$/);
  });
});

describe('a refusal read from a GraphQL answer (REFUSAL_FIELDS)', () => {
  const answer = {
    __typename: 'RuleViolation',
    code: 'NOT_YOUR_TURN',
    message: 'not the turn of Oak',
    rule: 'SMS §5.1: each in turn',
    violations: [{ code: 'NOT_YOUR_TURN', message: 'not the turn of Oak', rule: 'SMS §5.1: each in turn', params: [{ name: 'current', value: 'Pip' }, { name: 'character', value: 'Oak' }] }],
  };

  it('words each violation with its values, in the interaction’s language', () => {
    expect(refusalText('en', refusedIn(answer))).toBe('**Refused**\n• It is Pip’s turn, not Oak’s: wait for yours. (SMS §5.1: each in turn)');
    expect(refusalText('fr', refusedIn(answer))).toBe('**Refusé**\n• C’est le tour de Pip, pas celui de Oak\u00a0: attendez le vôtre. (SMS §5.1: each in turn)');
  });

  it('falls back to the error’s own code and message when it lists no violations (a ValidationError)', () => {
    expect(refusedIn({ __typename: 'ValidationError', code: 'VALIDATION', message: 'name: too long' })).toEqual([{ code: 'VALIDATION', message: 'name: too long', rule: undefined }]);
    expect(refusalText('en', refusedIn({ __typename: 'ValidationError', code: 'VALIDATION', message: 'name: too long' }))).toBe('**Refused**\n• name: too long');
  });
});
