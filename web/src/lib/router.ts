/**
 * A hash router: the app is one static page both runtimes serve, so every screen is a hash
 * route (#/campaign/<id>) and a reload or a shared link lands on the same screen.
 */
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { screen: 'home' }
  | { screen: 'campaign'; campaignId: string }
  | { screen: 'newCharacter'; campaignId: string }
  | { screen: 'character'; characterId: string }
  | { screen: 'settings'; campaignId: string }
  | { screen: 'account' }
  | { screen: 'join'; code: string }
  | { screen: 'device'; token: string };

export function parseRoute(hash: string): Route {
  // What follows `?` is the screen's own state (a view, a selection: `useHashParam`), not the route.
  const parts = (hash.replace(/^#\/?/, '').split('?')[0] ?? '').split('/').map(decodeURIComponent);
  if (parts[0] === 'campaign' && parts[1] && parts[2] === 'new-character') return { screen: 'newCharacter', campaignId: parts[1] };
  if (parts[0] === 'campaign' && parts[1] && parts[2] === 'settings') return { screen: 'settings', campaignId: parts[1] };
  if (parts[0] === 'campaign' && parts[1]) return { screen: 'campaign', campaignId: parts[1] };
  if (parts[0] === 'character' && parts[1]) return { screen: 'character', characterId: parts[1] };
  if (parts[0] === 'account') return { screen: 'account' };
  if (parts[0] === 'join' && parts[1]) return { screen: 'join', code: parts[1] };
  if (parts[0] === 'device' && parts[1]) return { screen: 'device', token: parts[1] };
  return { screen: 'home' };
}

export function href(route: Route): string {
  switch (route.screen) {
    case 'home':
      return '#/';
    case 'campaign':
      return `#/campaign/${encodeURIComponent(route.campaignId)}`;
    case 'newCharacter':
      return `#/campaign/${encodeURIComponent(route.campaignId)}/new-character`;
    case 'character':
      return `#/character/${encodeURIComponent(route.characterId)}`;
    case 'settings':
      return `#/campaign/${encodeURIComponent(route.campaignId)}/settings`;
    case 'account':
      return '#/account';
    case 'join':
      return `#/join/${encodeURIComponent(route.code)}`;
    case 'device':
      return `#/device/${encodeURIComponent(route.token)}`;
  }
}

export function navigate(route: Route): void {
  location.hash = href(route);
}

/** Go to a screen without leaving the current one in the history (a followed invite link: Back must not join again). */
export function replaceRoute(route: Route): void {
  replaceHash(href(route), null);
}

/** Replace the hash without a history entry, and tell the listeners as the browser would (old and new URL). */
function replaceHash(hash: string, state: unknown): void {
  const oldURL = location.href;
  history.replaceState(state, '', hash);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    // The same route with other parameters (a view switched) keeps the same object: no screen re-renders for it.
    const onChange = () => setRoute((was) => (href(was) === href(parseRoute(location.hash)) ? was : parseRoute(location.hash)));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

/** A parameter of the screen's state kept in the hash (`#/campaign/<id>?view=magic`), so a reload or a shared link keeps it. */
export function hashParam(hash: string, name: string): string | null {
  const query = hash.split('?')[1];
  return query ? new URLSearchParams(query).get(name) : null;
}

/** The hash with `name` set (or removed when null): the route and the other parameters kept. */
export function withHashParam(hash: string, name: string, value: string | null): string {
  const [path = '#/', query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * A screen's state in the hash: read it, and change it in place (replaceState: switching a view
 * or a selection is not a step Back should undo one by one).
 */
export function useHashParam(name: string): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState(() => hashParam(location.hash, name));
  useEffect(() => {
    const onChange = () => setValue(hashParam(location.hash, name));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, [name]);
  const set = (next: string | null) => {
    const hash = withHashParam(location.hash || '#/', name, next);
    if (hash === location.hash) return;
    replaceHash(hash, history.state);
  };
  return [value, set];
}
