/**
 * Builds web/src/lib/rules-text.json, the rules the table app opens when a screen cites one
 * (issue 39 item 10): the project's English summaries (the steering repo's shared/rules/*.md:
 * SMS §1–§10, Ylnies §Section, MAGIC and its two variants) and, for the magic citations that
 * name a section of a seed ("MAGIC LOREVAL §Effets magiques universels"), the seed's French
 * passage; and this repository's decisions on each section (docs/rules.md). Run by a developer when the rules text changes (`node scripts/rules-text.mjs
 * <shared dir>`); the app only reads the committed JSON, never shared/ at run time.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const shared = process.argv[2] ?? '../shared';
const read = (p) => readFileSync(join(shared, p), 'utf8');

/** `## heading` sections of a markdown file: [heading, body] (subsections stay in their section). */
function sections(md) {
  const out = [];
  let head = null;
  let body = [];
  for (const line of md.split('\n')) {
    const m = /^## (.+)$/.exec(line);
    if (m) {
      out.push([head, body.join('\n').trim()]);
      head = m[1].trim();
      body = [];
    } else if (!/^# /.test(line)) body.push(line);
  }
  out.push([head, body.join('\n').trim()]);
  return out;
}

const rules = {};
for (const [head, body] of sections(read('rules/SMS.md'))) {
  const n = head && /^(\d+)\.\s*(.+)$/.exec(head);
  if (n) rules[`SMS §${n[1]}`] = { title: `SMS §${n[1]} — ${n[2]}`, en: body };
}
for (const [head, body] of sections(read('rules/YLNIES.md'))) {
  if (head) rules[`Ylnies §${head.split(/\s/)[0]}`] = { title: `Ylnies — ${head}`, en: body };
}
for (const [head, body] of sections(read('rules/MAGIC.md'))) {
  if (!head) rules.MAGIC = { title: 'Magic', en: body };
  else if (head.startsWith('LOREVAL')) rules['MAGIC LOREVAL'] = { title: `Magic — ${head}`, en: body };
  else if (head.startsWith('ALMERA')) rules['MAGIC ALMERA'] = { title: `Magic — ${head}`, en: body };
  else rules[`MAGIC §${head.split(/\s/)[0]}`] = { title: `Magic — ${head}`, en: body };
}

// The seed sections the rules core cites by their French name, and the seed's passage under each.
const SEEDS = { LOREVAL: '000', ALMERA: '003' };
const seedText = {};
for (const file of readdirSync(join(shared, 'seeds'))) {
  for (const [variant, prefix] of Object.entries(SEEDS)) if (file.startsWith(`${prefix}_`)) seedText[variant] = read(`seeds/${file}`);
}
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}
const cited = new Set();
for (const file of files('src/rules')) {
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/cite\(\s*'(LOREVAL|ALMERA)'\s*,\s*'([^']+)'/g)) cited.add(`${m[1]}|${m[2]}`);
  for (const m of source.matchAll(/MAGIC (LOREVAL|ALMERA) §([^:'`]+):/g)) cited.add(`${m[1]}|${m[2].trim()}`);
  // cite(variant, 'Section', …) for either variant: look the section up in both seeds.
  for (const m of source.matchAll(/cite\(\s*(?:v|variant|input\.variant|spell\.variant)\s*,\s*(?:[^,]*\?\s*'([^']+)'\s*:\s*)?'([^']+)'/g)) {
    for (const section of [m[1], m[2]].filter(Boolean)) for (const variant of Object.keys(SEEDS)) cited.add(`${variant}|${section}`);
  }
}
const norm = (s) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
const isHeading = (line) => line.length > 0 && line.length < 70 && !/[.:;,!?»)]$/.test(line);
for (const key of cited) {
  const [variant, section] = key.split('|');
  const lines = (seedText[variant] ?? '').split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => norm(l) === norm(section));
  if (at < 0) continue;
  const passage = [];
  let size = 0;
  for (const line of lines.slice(at + 1)) {
    if (passage.length > 0 && isHeading(line) && size > 200) break;
    if (!line) continue;
    passage.push(line);
    size += line.length;
    if (size > 2400) break;
  }
  const id = `MAGIC ${variant} §${section}`;
  rules[id] = { title: `${variant === 'ALMERA' ? 'Alméra' : 'Loreval'} — ${section}`, fr: passage.join('\n') };
}

// The project's own decisions (docs/rules.md, in this repository): each `###`/`####` part whose
// heading names an SMS section ("Combat (SMS §4, §6)") or is a Ylnies section of §7 ("Tests
// (`tests.ts`, `odds.ts`)") joins that rule as "how this project applies it", so a rule opened in
// the app shows the seed's passage, the summary and the decisions the engine follows.
const decisions = readFileSync('docs/rules.md', 'utf8');
let chapter = '';
let part = null;
const parts = [];
for (const line of decisions.split('\n')) {
  const chapterHead = /^## (.+)$/.exec(line);
  const partHead = /^#{3,4} (.+)$/.exec(line);
  if (chapterHead || partHead) {
    if (part) parts.push(part);
    if (chapterHead) chapter = chapterHead[1];
    part = partHead ? { chapter, heading: partHead[1].trim(), lines: [] } : null;
  } else if (part) part.lines.push(line);
}
if (part) parts.push(part);
for (const { chapter: ch, heading, lines } of parts) {
  const text = lines.join('\n').trim();
  if (!text) continue;
  const keys = [];
  const sms = /\(SMS (§\d+(?:, §\d+)*)/.exec(heading);
  if (sms) for (const n of sms[1].matchAll(/§(\d+)/g)) keys.push(`SMS §${n[1]}`);
  if (/Ylnies/.test(ch)) keys.push(`Ylnies §${heading.split(/\s/)[0]}`);
  for (const key of keys) {
    if (!rules[key]) continue;
    const title = heading.replace(/\s*—\s*`[^`]+`$/, '').replace(/\s*\(`[^)]*\)$/, '').replace(/^\d+(?:\.\d+)*\.?\s+/, '');
    rules[key].project = [...(rules[key].project ?? []), { title, text }];
  }
}

writeFileSync('web/src/lib/rules-text.json', `${JSON.stringify(rules, null, 1)}\n`);
console.log(`${Object.keys(rules).length} rules, ${Object.keys(rules).filter((k) => rules[k].fr).length} with the seed's French passage, ${Object.keys(rules).filter((k) => rules[k].project).length} with the project's decisions`);
