/**
 * A fresh client seed for each roll (docs/fairness.md): the server's faces are derived from its
 * committed seed AND this one, so neither side alone controls the outcome. 16 random bytes in hex
 * from the browser's own generator.
 */
export function newClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
