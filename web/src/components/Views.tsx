/**
 * Views a thumb switches between (issue 39 item 3): a tab bar (role=tablist, one tab per view,
 * aria-selected, arrows/Home/End move between tabs and select) over one tab panel whose content
 * follows the chosen view. The view is a parameter of the hash (`?view=magic`), so a reload keeps
 * it. On a wide screen (`useWide`) there is no tab bar: the views sit side by side.
 */
import { useEffect, useState } from 'preact/hooks';
import { useHashParam } from '../lib/router';

export interface ViewTab<K extends string> {
  key: K;
  label: string;
}

/** Wide enough for views side by side (a tablet held sideways, a laptop): the stylesheet's 48rem breakpoint. */
export const WIDE = '(min-width: 48rem)';

/** Whether the media query matches, following it as the window changes (a phone turned, a window resized). */
export function useMedia(query: string): boolean {
  const read = () => typeof matchMedia === 'function' && matchMedia(query).matches;
  const [matches, setMatches] = useState(read);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** The chosen view, kept in the hash; an unknown or missing one is the first. */
export function useView<K extends string>(keys: readonly K[], param = 'view'): [K, (view: K) => void] {
  const [value, setValue] = useHashParam(param);
  const view = (keys as readonly string[]).includes(value ?? '') ? (value as K) : keys[0]!;
  return [view, (next) => setValue(next === keys[0] ? null : next)];
}

export function ViewTabs<K extends string>({ label, tabs, current, onSelect, panelId }: { label: string; tabs: ViewTab<K>[]; current: K; onSelect: (key: K) => void; panelId: string }) {
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (to === null) return;
    event.preventDefault();
    onSelect(tabs[to]!.key);
    (event.currentTarget as HTMLElement).parentElement?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} class="view-tabs" data-testid="view-tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`tab-${panelId}-${tab.key}`}
          aria-selected={tab.key === current}
          aria-controls={panelId}
          tabIndex={tab.key === current ? 0 : -1}
          data-view={tab.key}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
