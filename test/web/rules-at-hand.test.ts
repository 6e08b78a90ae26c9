/**
 * Rules at hand (issue 39 item 10): every game rule the rules core cites opens a text of the
 * project's own rules (web/src/lib/rules-text.json, built by scripts/rules-text.mjs): the
 * summary of its SMS, Ylnies or magic section, and the seed's French passage for a magic
 * citation naming a seed's section. A citation of the API or the docs opens nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citesARule, loadRulesText, ruleFor, ruleKeys } from '../../web/src/lib/rules-at-hand.js';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** The citations written out in src/rules: "SMS §5: …", "Ylnies §Combat: …", "MAGIC LOREVAL §…: …", and cite('VARIANT', 'Section', …). */
function citations(): string[] {
  const found = new Set<string>();
  for (const file of files(join(process.cwd(), 'src/rules'))) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/['`]((?:SMS §\d+|Ylnies §[A-Za-z]+|MAGIC (?:LOREVAL|ALMERA) §[^:'`$]+)[^'`]*)['`]/g)) found.add(m[1]!);
    for (const m of source.matchAll(/cite\(\s*'(LOREVAL|ALMERA)'\s*,\s*'([^']+)'/g)) found.add(`MAGIC ${m[1]} §${m[2]}: …`);
  }
  return [...found];
}

describe('rules at hand', () => {
  it('opens a text for every game rule the rules core cites', async () => {
    const text = await loadRulesText();
    const cited = citations();
    expect(cited.length).toBeGreaterThan(100);
    const missing = cited.filter((c) => !ruleFor(c, text)?.en && !ruleFor(c, text)?.fr);
    expect(missing).toEqual([]);
  });

  it('gives the section’s summary, and the seed’s French passage where the rule names a seed section', async () => {
    const text = await loadRulesText();
    const sequence = ruleFor('SMS §5: characters act in turn down the action sequence', text)!;
    expect(sequence.title).toMatch(/^SMS §5 — Action sequence/);
    expect(sequence.en).toMatch(/initiative/i);
    const counter = ruleFor('MAGIC LOREVAL §Effets magiques universels: a counter-spell needs the same form of magic', text)!;
    expect(counter.fr).toMatch(/contre-sort/);
    expect(counter.en).toMatch(/LOREVAL|form/i);
    expect(ruleFor('Ylnies §Creation step 5: the GM must prevent abuse', text)?.en).toMatch(/budget|points|characteristic/i);
    // The French citation of a magic rule (`rule(locale: FR)`) opens the same text.
    expect(ruleKeys('MAGIE LOREVAL §Effets magiques universels : un contre-sort…')).toEqual(['MAGIC LOREVAL §Effets magiques universels', 'MAGIC LOREVAL']);
  });

  it('carries the project’s decisions on the section (docs/rules.md), as the rules reference states them', async () => {
    const text = await loadRulesText();
    const combat = ruleFor('SMS §4: the defender chooses to dodge or parry', text)!;
    const titles = combat.project?.map((d) => d.title) ?? [];
    expect(titles).toContain('Combat (SMS §4, §6)');
    const reference = readFileSync(join(process.cwd(), 'docs/rules.md'), 'utf8');
    for (const decision of combat.project ?? []) expect(reference).toContain(decision.text.split('\n')[0]!);
    expect(ruleFor('Ylnies §Tests: 4d6 against the score', text)?.project?.map((d) => d.title)).toContain('Tests');
    // A seed section of the magic has no decision part of its own: its entry carries none.
    expect(ruleFor('MAGIC LOREVAL §Durée: …', text)?.project).toBeUndefined();
  });

  it('opens nothing for a citation of the API or the docs', () => {
    expect(citesARule('docs/accounts.md')).toBe(false);
    expect(citesARule('API: a campaign keeps its GM')).toBe(false);
    expect(citesARule('SMS §2.8: only the GM sets difficulties')).toBe(true);
  });
});
