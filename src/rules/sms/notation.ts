/**
 * SMS module notation (SMS §1): parse and print `Name (scope) : rank`.
 *
 * Accepted forms (seed "Module, portée et rang" and the race lists):
 * - `Force (5) : 1`, `Force (+5) : 2`            positive
 * - `Un peu bête (-5) : 1`                       negative
 * - `Résistance à la douleur (*2) : 2`           resistive
 * - `Petite taille (5) -1`                       positive scope, negative rank = negative
 * The printer always writes the canonical form (`Name (5) : 2`, `Name (-5) : 1`,
 * `Name (*2) : 2`), so parse(print(m)) gives m back.
 */
import { MAX_SCOPE, MIN_SCOPE, type Polarity } from './module.js';

/** The part of a module that the notation carries. */
export interface ParsedModule {
  name: string;
  scope: number;
  polarity: Polarity;
  /** Magnitude ≥ 1 (SMS §1 Decision: the polarity carries the sign). */
  rank: number;
}

export type ModuleParse = { ok: true; module: ParsedModule } | { ok: false; error: string };

export interface ModulesParse {
  modules: ParsedModule[];
  errors: { line: number; message: string }[];
}

/** Longest module name, after trimming; shared with the creation rules. */
export const MAX_NAME_LENGTH = 80;

// Minus signs people actually type: ASCII hyphen, Unicode minus, en and em dashes.
const MINUS = '-−–—';
const MINUS_CLASS = '\\-−–—';
const SCOPE_GROUP = new RegExp(`\\(\\s*([+*${MINUS_CLASS}]?)\\s*(\\d+(?:[.,]\\d+)?)\\s*\\)`, 'g');
const RANK_TAIL = new RegExp(`^\\s*(?::\\s*)?([+${MINUS_CLASS}]?)\\s*(\\d+(?:[.,]\\d+)?)\\s*$`);
// List markers copied from the seed ("  • Petite taille (5) -1") or from markdown.
const LIST_MARKER = /^\s*(?:[•·]\s*|[-*]\s+)/;

/** Collapse whitespace runs so "Force   physique" and "Force physique" are one name. */
export function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

function parseNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * Parse one module written in SMS notation (SMS §1). The scope is the LAST parenthesised
 * number, so names may contain parentheses, hyphens and dashes
 * (`Kara – hache porte-bonheur (1) : 1`). Never throws: a bad line gives `{ ok: false, error }`.
 */
export function parseModule(line: string): ModuleParse {
  const text = line.replace(LIST_MARKER, '');
  let last: RegExpExecArray | null = null;
  for (const match of text.matchAll(SCOPE_GROUP)) last = match as RegExpExecArray;
  if (!last) {
    return { ok: false, error: 'missing scope: expected "Name (scope) : rank", e.g. "Force (5) : 1"' };
  }
  const name = cleanName(text.slice(0, last.index));
  const tail = text.slice(last.index + last[0].length);
  const scopeSign = last[1] ?? '';
  const scope = parseNumber(last[2] ?? '');
  const problems: string[] = [];

  if (name.length === 0) problems.push('missing module name before "(scope)"');
  else if (name.length > MAX_NAME_LENGTH) {
    problems.push(`module name is ${name.length} characters long; at most ${MAX_NAME_LENGTH}`);
  }
  if (!Number.isInteger(scope)) problems.push(`scope ${last[2]} must be a whole number from ${MIN_SCOPE} to ${MAX_SCOPE}`);
  else if (scope < MIN_SCOPE || scope > MAX_SCOPE) {
    problems.push(`scope ${scope} is outside ${MIN_SCOPE}..${MAX_SCOPE}`);
  }

  let polarity: Polarity = 'POSITIVE';
  if (scopeSign === '*') polarity = 'RESISTIVE';
  else if (scopeSign !== '' && MINUS.includes(scopeSign)) polarity = 'NEGATIVE';
  const rankMatch = RANK_TAIL.exec(tail);
  let rank = Number.NaN;
  if (!rankMatch) {
    const rest = tail.trim();
    problems.push(rest === '' || rest === ':' ? 'missing rank after "(scope)"' : `cannot read a rank from "${rest}"`);
  } else {
    const rankSign = rankMatch[1] ?? '';
    rank = parseNumber(rankMatch[2] ?? '');
    if (!Number.isInteger(rank)) problems.push(`rank ${rankMatch[2]} must be a whole number`);
    else if (rank < 1) problems.push(`rank ${rank} must be at least 1`);
    if (rankSign !== '' && rankSign !== '+') {
      // The race lists write negatives as "(5) -1"; "(-5) : -1" says the same thing twice.
      if (polarity === 'RESISTIVE') problems.push('a resistive module "(*scope)" cannot have a negative rank');
      else polarity = 'NEGATIVE';
    }
  }
  if (problems.length > 0) return { ok: false, error: problems.join('; ') };
  return { ok: true, module: { name, scope, polarity, rank } };
}

/**
 * Parse a block of modules, one per non-empty line (SMS §1 notation). Errors carry 1-based
 * line numbers; good lines are returned even when others fail.
 */
export function parseModules(text: string): ModulesParse {
  const modules: ParsedModule[] = [];
  const errors: { line: number; message: string }[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const parsed = parseModule(raw);
    if (parsed.ok) modules.push(parsed.module);
    else errors.push({ line: index + 1, message: parsed.error });
  });
  return { modules, errors };
}

/** Canonical SMS §1 notation: `Name (5) : 2`, `Name (-5) : 1`, `Name (*2) : 2`. */
export function printModule(module: Pick<ParsedModule, 'name' | 'scope' | 'polarity' | 'rank'>): string {
  const prefix = module.polarity === 'NEGATIVE' ? '-' : module.polarity === 'RESISTIVE' ? '*' : '';
  return `${cleanName(module.name)} (${prefix}${module.scope}) : ${module.rank}`;
}

/** Print modules one per line in canonical SMS §1 notation. */
export function printModules(modules: readonly Pick<ParsedModule, 'name' | 'scope' | 'polarity' | 'rank'>[]): string {
  return modules.map(printModule).join('\n');
}
