/** Accounts: sign-up (an API key shown once), `me`. */
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { apiKeys, users } from '../../db/schema.js';
import { hashApiKey, newApiKey } from '../../secrets.js';
import { builder } from '../builder.js';
import { MUTATION_ERRORS, tooManyRequests, validate } from '../errors.js';

export type UserRow = typeof users.$inferSelect;

export const User = builder.node(builder.objectRef<UserRow>('User'), {
  description: 'A person using the API: a GM in some campaigns, a player in others.',
  id: { resolve: (u) => u.id },
  loadOne: async (id, ctx) => {
    // Only oneself is reachable through node(id); other users appear as campaign members.
    if (!ctx.caller || ctx.caller.userId !== id) return null;
    const rows = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    createdAt: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: User,
    nullable: true,
    description: 'The signed-in user, or null without a valid API key.',
    resolve: async (_root, _args, ctx) => {
      if (!ctx.caller) return null;
      const rows = await ctx.db.select().from(users).where(eq(users.id, ctx.caller.userId)).limit(1);
      return rows[0] ?? null;
    },
  }),
);

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({ name: t.string({ description: 'Display name, 1–60 characters.' }) }),
});

const SignUpPayload = builder.objectRef<{ user: UserRow; apiKey: string }>('SignUpPayload').implement({
  fields: (t) => ({
    user: t.field({ type: User, resolve: (p) => p.user }),
    apiKey: t.exposeString('apiKey', { description: 'Shown once: keep it. Send it as `Authorization: Bearer <apiKey>`.' }),
  }),
});

const signUpSchema = z.object({ name: z.string().trim().min(1).max(60) });

builder.mutationField('signUp', (t) =>
  t.field({
    type: SignUpPayload,
    description: 'Create an account and its API key. Open to anyone, rate limited per client.',
    args: { input: t.arg({ type: SignUpInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      if (!(await ctx.signUpLimiter.limit(ctx.clientKey))) throw tooManyRequests();
      const { name } = validate(signUpSchema, input);
      const apiKey = newApiKey();
      const keyHash = await hashApiKey(apiKey);
      const user = await ctx.db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values({ name }).returning();
        await tx.insert(apiKeys).values({ userId: created!.id, keyHash, prefix: apiKey.slice(0, 8) });
        return created!;
      });
      return { user, apiKey };
    },
  }),
);
