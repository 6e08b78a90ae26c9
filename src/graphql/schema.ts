/**
 * The schema: every domain file registers its types and fields on the builder; `buildSchema`
 * turns them into the schema once, when first asked.
 */
import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import { withNullableRefusals } from './refusals.js';
import { withEagerFields } from './eager.js';
import { withGeneratedDescriptions } from './generated-descriptions.js';
import './errors.js';
import './enums.js';
import './campaign/user.js';
import './accounts/sign-in.js';
import './accounts/account.js';
import './accounts/discord.js';
import './campaign/campaign.js';
import './campaign/claim.js';
import './campaign/race.js';
import './sms/module.js';
import './sms/module-object.js';
import './sms/character.js';
import './experience/play-history.js';
import './experience/ledger.js';
import './experience/awards.js';
import './experience/spending.js';
import './ylnies/ylnies.js';
import './sms/health.js';
import './sms/npc.js';
import './sms/combat-difficulty.js';
import './sms/combat-damage.js';
import './sms/combat-falls.js';
import './rolls/roll.js';
import './rolls/fairness.js';
import './sms/action-result.js';
import './sms/action-odds.js';
import './sms/action-request.js';
import './sms/action-declaration.js';
import './sms/action-resolution.js';
import './sms/encounter.js';
import './sms/encounter-sequence.js';
import './sms/encounter-declarations.js';
import './sms/archetype.js';
import './sms/archetype-apply.js';
import './sms/archetype-creature.js';
import './webhooks/webhook.js';
import './magic/catalogue.js';
import './magic/casting.js';
import './magic/special-power.js';
import './magic/preview.js';
import './magic/counter.js';
import './magic/dispel.js';
import './magic/ritual.js';
import './magic/recovery.js';
import './magic/npc-announce.js';
import './live/subscriptions.js';
import './sms/action-requests-unified.js';
import './campaign/screens.js';
import './campaign/me.js';
import './campaign/api-keys.js';
import './campaign/members.js';
import './rolls/outcome.js';

let built: GraphQLSchema | null = null;

export function buildSchema(): GraphQLSchema {
  built ??= withGeneratedDescriptions(withEagerFields(withNullableRefusals(builder.toSchema({ sortSchema: false }))));
  return built;
}

/**
 * Built at import for Node, scripts and tests. Marked pure so a bundle that never reads it (the
 * Worker: src/app.ts calls `buildSchema` when the app is created, on the first request) drops
 * the call: building was most of the Worker's startup CPU (docs/edge.md).
 */
export const schema = /* @__PURE__ */ buildSchema();
