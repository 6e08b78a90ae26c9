/**
 * Claiming a placeholder of an imported campaign (docs/archive.md §Claims): a player who joined
 * with the new invite presents the claim code the import gave the GM for their old membership,
 * and that placeholder's characters become theirs. One code, one claim.
 */
import * as z from 'zod/mini';
import { claimPlaceholder } from '../../db/campaigns.js';
import { hashApiKey } from '../../primitives/secrets.js';
import { requireMember } from '../auth.js';
import { builder } from '../builder.js';
import { validate, refuse } from '../errors.js';
import { claimCodeUnknown } from '../../rules/api-limits.js';
import { limitClaim } from '../accounts/session.js';
import { inputMutation, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

const ClaimPlaceholderInput = inputType('ClaimPlaceholderInput', {
  campaignId: field.id(z.string(), 'The imported campaign, which you joined with its invite code.'),
  code: field.string(z.string().check(z.trim(), z.toUpperCase(), z.minLength(4), z.maxLength(40)), 'The claim code the import report gave the GM for your placeholder.'),
});

const ClaimedCharacter = builder.objectRef<{ name: string }>('ClaimedCharacter').implement({
  description: 'A character of the placeholder that became yours.',
  fields: (t) => ({ name: t.exposeString('name', { description: 'The character’s name.' }) }),
});

const ClaimPlaceholderPayload = payloadType<{ characters: { name: string }[] }>('ClaimPlaceholderPayload', {
  characters: [[ClaimedCharacter], 'The characters that are now yours.'],
});

inputMutation('claimPlaceholder', {
  type: ClaimPlaceholderPayload,
  description:
    'In a campaign imported from an archive: take over the placeholder of your old membership with its claim code (given to the GM in the import report). Its characters become yours and the placeholder leaves the campaign. Join with the invite code first.',
  input: ClaimPlaceholderInput.ref,
  resolve: async (_root, { input }, ctx, info) => {
    // Guesses limited as sign-ins are (docs/accounts.md): the address before the operation runs
    // (src/graphql/address-limits.ts), the account once the read has verified who it is.
    const { caller, campaignId } = await requireMember(ctx, input.campaignId);
    await limitClaim(ctx, info, caller.userId);
    const { code } = validate(ClaimPlaceholderInput.schema, input);
    const hash = await hashApiKey(code);
    // Claimed, moved and the placeholder's membership gone, in one statement: a second claim
    // with the same code finds it taken and changes nothing.
    const names = await claimPlaceholder(ctx.db, campaignId, caller.userId, hash, ctx.clock.now());
    if (!names) refuse(claimCodeUnknown());
    ctx.loaders.campaignViews.clear(campaignId);
    return { characters: names.map((name) => ({ name })) };
  },
});
