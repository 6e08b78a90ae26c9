/**
 * One request system for both rulesets (issue #12 item 7): a Ylnies test is an `ActionRequest`
 * row with Ylnies details, listed by `character.actionRequests` and withdrawn by
 * `cancelActionRequest` like an SMS action. Kept apart so neither ruleset's file imports the other.
 */
import { ActionRequest } from './action-request.js';
import { builder } from '../builder.js';
import { Ruleset } from '../enums.js';
import { YlniesTestRequest, YlniesTestRequestPayload, ylniesDetailsOf } from '../ylnies/test-requests.js';

// One request system for both rulesets: a Ylnies test is an ActionRequest with these details.
builder.objectFields(ActionRequest, (t) => ({
  ruleset: t.field({ type: Ruleset, description: 'SMS (an action against a difficulty die) or YLNIES (a test, in `ylniesTest`).', resolve: (r) => (ylniesDetailsOf(r) ? 'YLNIES' : 'SMS') }),
  ylniesTest: t.field({
    type: YlniesTestRequest,
    nullable: true,
    description: 'Ylnies: the test asked (characteristic, skill, modifier, threshold); null for an SMS action.',
    resolve: async (r, _args, ctx) => {
      if (!ylniesDetailsOf(r)) return null;
      const character = await ctx.loaders.characters.load(r.characterId);
      return character ? { row: r, character } : null;
    },
  }),
}));

builder.objectField(YlniesTestRequestPayload, 'actionRequest', (t) =>
  t.field({ type: ActionRequest, description: 'The same request in the one request system (`character.actionRequests`, `cancelActionRequest`).', resolve: (p) => p.request.row }),
);
