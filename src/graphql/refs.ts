/** Object refs shared across domain files, so they can point at each other without import cycles. */
import type { CharacterRow } from '../db/access.js';
import { builder } from './builder.js';
import { payloadOf } from './mutation.js';

export const CharacterRef = builder.objectRef<CharacterRow>('Character');

export const CharacterPayload = payloadOf('CharacterPayload', 'character', CharacterRef, 'The character as it now stands (its `version` bumped).', 'The character after the change.');
