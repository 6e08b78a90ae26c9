/**
 * API keys for integrations (issue 24 item 5): a person makes, names, lists, renames and
 * revokes their own keys. The key is shown once, in the payload that made it; afterwards only its prefix,
 * its dates and its last use. Each operation is the caller's key lookup and one statement.
 */
import * as z from 'zod/mini';
import { type ApiKeyRow, insertApiKey, liveKeysOf, renameApiKey, revokeApiKey } from '../../db/api-keys.js';
import { MAX_API_KEYS, tooManyApiKeys } from '../../rules/api-limits.js';
import { hashApiKey, newApiKey, withClaim } from '../../primitives/secrets.js';
import { decodeId } from '../../primitives/ids.js';
import { requireCaller } from '../auth.js';
import { builder } from '../builder.js';
import { notFound, validate, refuse } from '../errors.js';
import { User } from './user.js';
import { inputMutation, payloadOf, inputOf, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

export const ApiKey = builder.node(builder.objectRef<ApiKeyRow>('ApiKey'), {
  description: 'One of your API keys: its name, the first characters of the key, and when it was made and last used. The key itself is never shown again.',
  id: { resolve: (k) => k.id },
  // Keys are reached through `me { apiKeys }`; node(id) answers nothing for them.
  loadOne: () => null,
  fields: (t) => ({
    name: t.exposeString('name', { description: 'What the key is for (“Discord bot”), 1–60 characters.' }),
    prefix: t.exposeString('prefix', { description: 'The first 8 characters of the key (`sms_` and 4 more), to tell keys apart.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: (k) => k.createdAt }),
    lastUsedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a request last presented it, to within 5 minutes; null if none has since it was made.',
      resolve: (k) => k.lastUsedAt,
    }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was revoked: from then on it opens nothing.', resolve: (k) => k.revokedAt }),
    current: t.boolean({ description: 'Whether this request was made with this key.', resolve: (k, _args, ctx) => ctx.caller?.keyId === k.id }),
  }),
});

builder.objectFields(User, (t) => ({
  apiKeys: t.field({
    type: [ApiKey],
    nullable: true,
    description: 'Your API keys that still work, newest first. Yours only: null on another user.',
    resolve: async (user, _args, ctx) => {
      const caller = ctx.caller;
      if (caller?.userId !== user.id) return null;
      const keys = await ctx.loaders.read(liveKeysOf(ctx.db, user.id));
      // Read in the key check's own statement (`me` sends its lists early), the request's key shows
      // the use this request recorded, as a later read would.
      return keys.map((k) => (k.id === caller.keyId && caller.keyUsedAt ? { ...k, lastUsedAt: caller.keyUsedAt } : k));
    },
  }),
}));

/** What a key is for ("Discord bot"): the same limits when it is made and when it is renamed. */
const keyName = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

const CreateApiKeyInput = inputType('CreateApiKeyInput', { name: field.string(keyName, 'What the key is for ("Discord bot"), 1–60 characters.') });

const CreateApiKeyPayload = payloadType<{ apiKey: ApiKeyRow; key: string }>('CreateApiKeyPayload', {
  apiKey: [ApiKey, 'The new key as listed from now on (name, prefix, dates).'],
  key: ['String', 'Shown once: keep it. Send it as `Authorization: Bearer <key>`.'],
});

inputMutation('createApiKey', {
  type: CreateApiKeyPayload,
  description: `Make a new API key for scripts and integrations (at most ${MAX_API_KEYS} at a time). It acts as you, in every campaign you are in.`,
  input: CreateApiKeyInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const { name } = validate(CreateApiKeyInput.schema, input);
    const key = newApiKey();
    const row = await insertApiKey(ctx.db, caller.userId, { name, keyHash: await hashApiKey(key), prefix: key.slice(0, 8) }, MAX_API_KEYS);
    if (!row) refuse(tooManyApiKeys());
    return { apiKey: row, key: withClaim(key, caller.userId) };
  },
});

const RenameApiKeyInput = inputType('RenameApiKeyInput', {
  apiKeyId: field.id(z.string(), 'One of your keys that still works (`ApiKey.id`).'),
  name: field.string(keyName, 'The new name, 1–60 characters (as for `createApiKey`).'),
});

const RenameApiKeyPayload = payloadOf('RenameApiKeyPayload', 'apiKey', ApiKey, 'The key with its new name.');

inputMutation('renameApiKey', {
  type: RenameApiKeyPayload,
  description: 'Rename one of your API keys that still works: the key itself does not change, and what uses it goes on working.',
  input: RenameApiKeyInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const { name } = validate(RenameApiKeyInput.schema, input);
    const keyId = decodeId('ApiKey', input.apiKeyId);
    // Another person's key, or a revoked one, answers as one that does not exist (as revokeApiKey does).
    const renamed = keyId && (await renameApiKey(ctx.db, caller.userId, keyId, name));
    if (!renamed) throw notFound('API key');
    return { apiKey: renamed };
  },
});

const RevokeApiKeyInput = inputOf('RevokeApiKeyInput', 'apiKeyId', 'id', 'One of your keys (`ApiKey.id`); this request’s own key is allowed.');

const RevokeApiKeyPayload = payloadOf('RevokeApiKeyPayload', 'apiKey', ApiKey, 'The key as revoked (`revokedAt` set).');

inputMutation('revokeApiKey', {
  type: RevokeApiKeyPayload,
  description:
    'Revoke one of your API keys: the next request with it is refused, and its open subscriptions end. Revoking the key of this very request is allowed (it signs this client out).',
  input: RevokeApiKeyInput,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const keyId = decodeId('ApiKey', input.apiKeyId);
    // Another person's key answers as one that does not exist: a refusal must not tell it exists.
    const revoked = keyId && (await revokeApiKey(ctx.db, caller.userId, keyId, ctx.clock.now()));
    if (!revoked) throw notFound('API key');
    return { apiKey: revoked };
  },
});
