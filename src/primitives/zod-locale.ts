/**
 * zod's English messages for the zod/mini schemas of the server. Classic zod registered its
 * English locale itself on its first schema; zod/mini loads none (its messages would all be
 * "Invalid input"), so this module does, once, for the two places that report an issue's
 * `message`: the API's `ValidationError.issues` (src/graphql/errors.ts) and the inbound webhooks'
 * 400 (src/webhooks/inbound.ts), each importing it for its effect. Messages are worded when a
 * parse fails, so registering it at import, before any request, is enough. `zod/locales` by
 * name: `z.locales.en` would reach it through the namespace of every locale.
 */
import { en } from 'zod/locales';
import { config } from 'zod/mini';

config(en());
