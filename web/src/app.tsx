/**
 * The app shell: who is signed in (the session cookie, which script never reads: the app asks
 * the API), the welcome screen otherwise, the language switch, and the screens by route.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Provider } from '@urql/preact';
import { createApiClient } from './lib/client';
import { type Locale, LocaleContext, MESSAGES } from './lib/i18n';
import { href, navigate, useRoute } from './lib/router';
import { lazyScreen } from './lib/lazy';
import { graphql } from './gql';
import { Home } from './screens/Home';
import { Welcome } from './screens/Welcome';
import { SignOut } from './components/SignOut';

// The first screens (Welcome, Home) are in the first script; the others load when first shown.
const Campaign = lazyScreen(() => import('./screens/Campaign').then((m) => m.Campaign));
const CharacterScreen = lazyScreen(() => import('./screens/CharacterScreen').then((m) => m.CharacterScreen));
const NewCharacter = lazyScreen(() => import('./screens/NewCharacter').then((m) => m.NewCharacter));
const CampaignSettings = lazyScreen(() => import('./screens/CampaignSettings').then((m) => m.CampaignSettings));
const Account = lazyScreen(() => import('./screens/Account').then((m) => m.Account));
const JoinFromLink = lazyScreen(() => import('./screens/JoinFromLink').then((m) => m.JoinFromLink));
const DeviceLink = lazyScreen(() => import('./screens/DeviceLink').then((m) => m.DeviceLink));

const Who = graphql(`
  query Who {
    signInStatus
    me { id name }
  }
`);

/** localStorage throws in a cross-origin frame or with storage disabled: the app runs without it. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

type Standing = { state: 'loading' } | { state: 'in'; name: string } | { state: 'out'; ended: boolean };

export function App() {
  const [standing, setStanding] = useState<Standing>({ state: 'loading' });
  // A new client (an empty cache) each time the person behind the cookie may have changed.
  const [generation, setGeneration] = useState(0);
  const [locale, setLocale] = useState<Locale>(() => (stored('sms.locale') as Locale | null) ?? (navigator.language.startsWith('fr') ? 'FR' : 'EN'));
  // <html lang> follows the language from the first render, not only after a switch.
  document.documentElement.lang = locale.toLowerCase();
  const client = useMemo(() => createApiClient(null), [generation]);
  const route = useRoute();
  const t = MESSAGES[locale];
  useEffect(() => {
    client
      .query(Who, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        if (r.data?.me) setStanding({ state: 'in', name: r.data.me.name });
        else setStanding({ state: 'out', ended: r.data?.signInStatus === 'ENDED' });
      });
  }, [client]);
  const changeLocale = (next: Locale) => {
    try {
      localStorage.setItem('sms.locale', next);
    } catch {} // not remembered: the choice still holds for this page
    document.documentElement.lang = next.toLowerCase();
    setLocale(next);
  };
  const signedIn = () => {
    if (route.screen === 'device') navigate({ screen: 'home' });
    setGeneration((g) => g + 1);
  };
  const signedOut = () => {
    setStanding({ state: 'out', ended: false });
    setGeneration((g) => g + 1);
  };
  return (
    <LocaleContext.Provider value={{ locale, t, setLocale: changeLocale }}>
      <Provider value={client}>
        <header class="bar">
          <a href="#/" class="brand">
            {t.appName}
          </a>
          <button type="button" onClick={() => changeLocale(locale === 'EN' ? 'FR' : 'EN')} lang={locale === 'EN' ? 'fr' : 'en'}>
            {t.language}
          </button>
          {standing.state === 'in' && (
            <>
              <a href={href({ screen: 'account' })}>{t.account}</a>
              <SignOut onSignedOut={signedOut} />
            </>
          )}
        </header>
        {route.screen === 'device' ? (
          <DeviceLink token={route.token} onSignedIn={signedIn} />
        ) : standing.state === 'loading' ? (
          <main aria-busy="true" />
        ) : standing.state === 'out' ? (
          <>
            {/* A followed invite link: sign up or in first; the route stays, so it joins once signed in. */}
            {route.screen === 'join' && (
              <p class="notice" role="status" data-testid="join-first">
                {t.joinSignInFirst}
              </p>
            )}
            <Welcome onSignedIn={signedIn} sessionEnded={standing.ended} />
          </>
        ) : route.screen === 'join' ? (
          <JoinFromLink code={route.code} key={route.code} />
        ) : route.screen === 'campaign' ? (
          <Campaign campaignId={route.campaignId} key={route.campaignId} />
        ) : route.screen === 'newCharacter' ? (
          <NewCharacter campaignId={route.campaignId} />
        ) : route.screen === 'settings' ? (
          <CampaignSettings campaignId={route.campaignId} key={route.campaignId} />
        ) : route.screen === 'character' ? (
          <CharacterScreen characterId={route.characterId} key={route.characterId} />
        ) : route.screen === 'account' ? (
          <Account onSignedOut={signedOut} />
        ) : (
          <Home />
        )}
      </Provider>
    </LocaleContext.Provider>
  );
}
