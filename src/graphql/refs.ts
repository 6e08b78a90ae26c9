/** Object refs shared across domain files, so they can point at each other without import cycles. */
import type { CharacterRow } from '../db/access.js';
import { builder } from './builder.js';

export const CharacterRef = builder.objectRef<CharacterRow>('Character');

export const CharacterPayload = builder.objectRef<{ character: CharacterRow }>('CharacterPayload').implement({
  description: 'The character after the change.',
  fields: (t) => ({ character: t.field({ type: CharacterRef, description: 'The character as it now stands (its `version` bumped).', resolve: (p) => p.character }) }),
});
