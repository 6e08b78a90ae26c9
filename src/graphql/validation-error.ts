/**
 * The `ValidationError` class, apart from `errors.ts` (which registers its schema type on the
 * builder) so the builder's own plugins can raise it without an import cycle.
 */
/**
 * One field's issue. `code` says what is wrong for a program (a client words it in its own
 * language: the table app never shows `message` or `path`): zod's codes (`too_small`, `too_big`,
 * `invalid_type`, `invalid_format`, `invalid_value`, `custom`…) and the API's own
 * (`unstorable_text`, `not_in_campaign`, `refused_url`). `limit` and `kind`: the bound a
 * `too_small`/`too_big` breaks and what it counts (`string`: characters, `array`: items, `number`).
 */
export interface Issue {
  path: string;
  message: string;
  code?: string;
  limit?: number | null;
  kind?: string | null;
}

export class ValidationError extends Error {
  readonly code = 'VALIDATION';
  constructor(readonly issues: Issue[]) {
    super(`Invalid input: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}`);
    this.name = 'ValidationError';
  }
}
