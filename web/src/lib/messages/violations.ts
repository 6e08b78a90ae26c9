/**
 * The rule refusals' words live in src/words/violations.ts, shared with the server's other doors
 * (Discord answers a refusal in the same words): this module keeps the app's own path for them
 * (loaded in their own chunk by ./refusals.ts).
 */
export { type Params, VIOLATIONS_EN, VIOLATIONS_FR, type Words } from '../../../../src/words/violations';
