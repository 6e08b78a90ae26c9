/**
 * The select menus of the roll flow (src/integrations/discord/roll.ts) and how a choice is read
 * back from them. Discord keeps no state for us between the steps: each menu's choice lives in
 * its default options, so a press (or a choice in another menu of the same message) finds the
 * whole declaration in the message Discord sends with it.
 *
 * Three menus, each at most 25 options (Discord's limit), values prefixed by what they name:
 * - the roller's own sheet: modules `m:<id>` (those the GM did not rule out), wounds `w:<id>`
 *   and fatigue `f:<kind>` (pre-selected, as the app offers them);
 * - helpers: another character's positive module `a:<character>:<module>` (raw uuids: two global
 *   ids would not fit Discord's 100 characters), a collaborative action (SMS §2: +1 per module
 *   of theirs entering play); past 25 of them, a second helpers menu takes the next 25 (a
 *   message holds five rows: the sheet, two helpers menus, the resistive modules and the button);
 * - resistive modules the GM accepts as positive for this action `p:<module>` (SMS §2.3).
 */
import { decodeId, encodeId } from '../../primitives/ids.js';
import type { Interaction } from './interaction.js';
import { type Lang, wordsFor } from './words.js';

/** Discord's select menu: at most 25 options. */
const MAX_OPTIONS = 25;

export interface SheetView {
  modules: { id: string; name: string; rank: number; polarity: string }[];
  wounds: { id: string; nature: string; rank: number }[];
  fatigue: { passing: number; lasting: number; persistent: number };
}
/** Another character of the campaign who may help, with the modules the caller may see. */
export interface HelperView {
  id: string;
  name: string;
  modules: { id: string; name: string; rank: number; polarity: string }[];
}

export interface MenuOption {
  label: string;
  value: string;
  default?: boolean;
}

/** The menus' custom ids: the same subject key, one letter per menu. */
export const MENU = { own: 'sel', helpers: 'ast', moreHelpers: 'as2', resistive: 'res' } as const;

const FATIGUE = [
  ['passing', 'PASSING'],
  ['lasting', 'LASTING'],
  ['persistent', 'PERSISTENT'],
] as const;

const sign = (p: string) => (p === 'NEGATIVE' ? '−' : p === 'RESISTIVE' ? '~' : '+');

export function ownOptions(sheet: SheetView, excluded: ReadonlySet<string>, lang: Lang): MenuOption[] {
  const w = wordsFor(lang);
  const options: MenuOption[] = sheet.modules.filter((m) => !excluded.has(m.id)).map((m) => ({ label: `${m.name} (${sign(m.polarity)}${m.rank})`.slice(0, 100), value: `m:${m.id}` }));
  // Wounds and fatigue weigh on every roll (SMS §3): offered already chosen, as the app does.
  for (const wound of sheet.wounds) options.push({ label: w.woundOption(wound.nature, wound.rank).slice(0, 100), value: `w:${wound.id}`, default: true });
  for (const [field, kind] of FATIGUE) if (sheet.fatigue[field] > 0) options.push({ label: w.fatigueOption(kind, sheet.fatigue[field]), value: `f:${kind}`, default: true });
  return options.slice(0, MAX_OPTIONS);
}

/** Helpers' positive modules (only those help, SMS §2) in menus of 25: the first two. */
export function helperOptions(helpers: readonly HelperView[]): [MenuOption[], MenuOption[]] {
  const options: MenuOption[] = [];
  for (const h of helpers)
    for (const m of h.modules) {
      if (m.polarity !== 'POSITIVE') continue;
      options.push({ label: `${h.name}: ${m.name} (+${m.rank})`.slice(0, 100), value: `a:${decodeId('Character', h.id) ?? ''}:${decodeId('Module', m.id) ?? ''}` });
    }
  return [options.slice(0, MAX_OPTIONS), options.slice(MAX_OPTIONS, 2 * MAX_OPTIONS)];
}

export function resistiveOptions(sheet: SheetView, excluded: ReadonlySet<string>, lang: Lang): MenuOption[] {
  const w = wordsFor(lang);
  return sheet.modules
    .filter((m) => m.polarity === 'RESISTIVE' && !excluded.has(m.id))
    .map((m) => ({ label: w.resistiveAsPositive(m.name, m.rank).slice(0, 100), value: `p:${m.id}` }))
    .slice(0, MAX_OPTIONS);
}

/** One menu as an action row; an empty one is left out (Discord refuses a menu without options). */
export function menuRow(customId: string, placeholder: string, options: MenuOption[], chosen: ReadonlySet<string> | null) {
  if (!options.length) return null;
  const marked = chosen ? options.map((o) => ({ ...o, default: chosen.has(o.value) })) : options;
  return { type: 1, components: [{ type: 3, custom_id: customId, placeholder, min_values: 0, max_values: marked.length, options: marked }] };
}

/**
 * The whole choice of the message: each menu's default options, except the menu this
 * interaction changed, whose new values Discord sends in `data.values`.
 */
export function choiceOf(i: Interaction): string[] {
  const changed = i.data?.values !== undefined ? i.data?.custom_id : undefined;
  const values: string[] = [...(changed ? (i.data?.values ?? []) : [])];
  for (const row of i.message?.components ?? [])
    for (const c of row.components ?? []) {
      if (!c.options || !c.custom_id || c.custom_id === changed) continue;
      values.push(...c.options.filter((o) => o.default).map((o) => o.value));
    }
  return values;
}

/** The choice as resolveAction's declaration (ids as the API names them). */
export function declarationOf(values: readonly string[]) {
  const pick = (prefix: string) => values.filter((v) => v.startsWith(prefix)).map((v) => v.slice(prefix.length));
  const helpers = new Map<string, string[]>();
  for (const pair of pick('a:')) {
    const [characterId = '', moduleId = ''] = pair.split(':');
    helpers.set(characterId, [...(helpers.get(characterId) ?? []), moduleId]);
  }
  return {
    moduleIds: pick('m:'),
    woundIds: pick('w:'),
    fatigueKinds: pick('f:'),
    ...(helpers.size ? { assistants: [...helpers].map(([characterId, moduleIds]) => ({ characterId: encodeId('Character', characterId), moduleIds: moduleIds.map((id) => encodeId('Module', id)) })) } : {}),
    ...(pick('p:').length ? { resistiveAsPositive: pick('p:') } : {}),
  };
}
