/** The schema: every domain file registers its types and fields on the builder. */
import { builder } from './builder.js';
import './errors.js';
import './enums.js';
import './user.js';
import './campaign.js';
import './race.js';
import './module.js';
import './character.js';
import './experience.js';
import './ylnies.js';
import './health.js';
import './npc.js';
import './combat.js';
import './roll.js';
import './action.js';
import './encounter.js';
import './archetype.js';
import './webhook.js';
import './magic-catalogue.js';
import './magic-casting.js';
import './magic-counter.js';
import './magic-ritual.js';

export const schema = builder.toSchema({ sortSchema: false });
