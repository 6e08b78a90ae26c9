/** Accounts: sign-up (an API key shown once), `me`. */
import { eagerChildren } from '../eager.js';
import * as z from 'zod/mini';
import { createUserWithKey } from '../../db/access.js';
import type { users } from '../../db/schema.js';
import { hashApiKey, newApiKey, withClaim } from '../../primitives/secrets.js';
import { builder } from '../builder.js';
import { validate } from '../errors.js';
import { inputMutation, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

export type UserRow = typeof users.$inferSelect;

export const User = builder.node(builder.objectRef<UserRow>('User'), {
  description: 'A person using the API: a GM in some campaigns, a player in others.',
  id: { resolve: (u) => u.id },
  loadOne: (id, ctx) => {
    // Only oneself is reachable through node(id); other users appear as campaign members.
    if (!ctx.caller || ctx.caller.userId !== id) return null;
    return ctx.loaders.users.load(id);
  },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The display name they chose, 1–60 characters; what other members see.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the account was made.', resolve: (u) => u.createdAt }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: User,
    nullable: true,
    description: 'The signed-in user, or null without a valid API key.',
    // The caller's row comes with the key's check (or a key of the older form's lookup); its
    // lists go in the same statement (src/graphql/eager.ts): `me` with its lists is one statement.
    resolve: (_root, _args, ctx, info) => {
      if (!ctx.caller) return null;
      eagerChildren(ctx, info, { id: ctx.caller.userId });
      return ctx.loaders.users.load(ctx.caller.userId);
    },
  }),
);

/** The name a person chooses, at sign-up with a key or with a passkey: the same limits. */
export const displayName = field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), 'Display name, 1–60 characters.');

const SignUpInput = inputType('SignUpInput', { name: displayName });

const SignUpPayload = payloadType<{ user: UserRow; apiKey: string }>('SignUpPayload', {
  user: [User, 'The new account.'],
  apiKey: ['String', 'Shown once: keep it. Send it as `Authorization: Bearer <apiKey>`.'],
});

inputMutation('signUp', {
  type: SignUpPayload,
  description: 'Create an account and its API key. Open to anyone, rate limited per client.',
  input: SignUpInput.ref,
  resolve: async (_root, { input }, ctx) => {
    // Limited per client before the operation runs (src/graphql/address-limits.ts).
    const { name } = validate(SignUpInput.schema, input);
    const apiKey = newApiKey();
    const keyHash = await hashApiKey(apiKey);
    // The user and their key in one statement: never one without the other.
    const user = await createUserWithKey(ctx.db, name, { keyHash, prefix: apiKey.slice(0, 8) });
    return { user, apiKey: withClaim(apiKey, user.id) };
  },
});
