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
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
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
  history.replaceState(null, '', href(route));
  dispatchEvent(new HashChangeEvent('hashchange'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
