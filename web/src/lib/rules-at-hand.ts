/**
 * Rules at hand (issue 39 item 10): a rule a screen cites ("SMS §5.2: …", "Ylnies §Combat: …",
 * "MAGIC LOREVAL §Effets magiques universels: …") opens the rule itself — the project's summary
 * of that section in English and, where the rules core cites a seed's section by its French
 * name, the seed's own passage in French. The text is web/src/lib/rules-text.json, built from
 * the project's rules text by scripts/rules-text.mjs and loaded only when a rule is opened.
 */

/** One of the project's decisions on a rule (docs/rules.md): how the engine applies it where the seed is silent or unclear. */
export interface RuleDecision {
  title: string;
  text: string;
}

export interface RuleEntry {
  title: string;
  en?: string;
  fr?: string;
  project?: RuleDecision[];
}
export type RulesText = Readonly<Record<string, RuleEntry>>;

/** The keys of rules-text.json a citation points at, the most precise first; none for a citation of the API or the docs. */
export function ruleKeys(rule: string): string[] {
  const magic = /^MAGI[CE] (LOREVAL|ALMERA) §\s*([^:]+?)\s*:/.exec(rule) ?? /^MAGI[CE] (LOREVAL|ALMERA) §\s*([^:]+)$/.exec(rule);
  if (magic) return [`MAGIC ${magic[1]} §${magic[2]}`, `MAGIC ${magic[1]}`];
  const variant = /^MAGI[CE] (LOREVAL|ALMERA)\b/.exec(rule);
  if (variant) return [`MAGIC ${variant[1]}`];
  const both = /^MAGI[CE] §\s*(\S+)/.exec(rule);
  if (both) return [`MAGIC §${both[1]}`, 'MAGIC'];
  if (/^MAGI[CE]\b/.test(rule)) return ['MAGIC'];
  const sms = /^SMS §\s*(\d+)/.exec(rule);
  if (sms) return [`SMS §${sms[1]}`];
  const ylnies = /^Ylnies §\s*([A-Za-zÀ-ÿ]+)/.exec(rule);
  if (ylnies) return [`Ylnies §${ylnies[1]}`];
  return [];
}

/** Whether a citation opens a rule of the rules text (it names a game's section). */
export const citesARule = (rule: string): boolean => ruleKeys(rule).length > 0;

/**
 * The rule a citation opens: its title, the project's English summary, the seed's French passage
 * where there is one, and the project's decisions on that section (docs/rules.md).
 */
export function ruleFor(rule: string, text: RulesText): RuleEntry | null {
  const found = ruleKeys(rule)
    .map((k) => text[k])
    .filter((e): e is RuleEntry => Boolean(e));
  if (!found.length) return null;
  const en = found.find((e) => e.en)?.en;
  const fr = found.find((e) => e.fr)?.fr;
  const project = found.find((e) => e.project?.length)?.project;
  return { title: found[0]!.title, ...(en ? { en } : {}), ...(fr ? { fr } : {}), ...(project ? { project } : {}) };
}

let loaded: Promise<RulesText> | null = null;
/** The rules text, fetched once, when a rule is first opened. */
export function loadRulesText(): Promise<RulesText> {
  loaded ??= import('./rules-text.json').then((m) => m.default as RulesText);
  return loaded;
}
