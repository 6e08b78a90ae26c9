/**
 * The `ValidationError` class, apart from `errors.ts` (which registers its schema type on the
 * builder) so the builder's own plugins can raise it without an import cycle.
 */
export class ValidationError extends Error {
  readonly code = 'VALIDATION';
  constructor(readonly issues: { path: string; message: string }[]) {
    super(`Invalid input: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}`);
    this.name = 'ValidationError';
  }
}
