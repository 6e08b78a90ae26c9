/** The schema: every domain file registers its types and fields on the builder. */
import { builder } from './builder.js';
import './errors.js';
import './enums.js';
import './user.js';
import './campaign.js';
import './race.js';
import './module.js';
import './character.js';

export const schema = builder.toSchema({ sortSchema: false });
