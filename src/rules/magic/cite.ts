/**
 * How magic violations cite their rule: "MAGIC LOREVAL §<seed section>: <the rule>".
 * Sections are the seed headings (seed 000 "LA MAGIE" … for LOREVAL, seed 003 for ALMERA),
 * since MAGIC.md has no numbered sections.
 */
import type { MagicVariant } from './catalogue.js';

export function cite(variant: MagicVariant | 'BOTH', section: string, text: string): string {
  const prefix = variant === 'BOTH' ? 'MAGIC' : `MAGIC ${variant}`;
  return `${prefix} §${section}: ${text}`;
}
