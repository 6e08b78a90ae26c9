/** The app shell: the key (or the welcome screen), the language switch, and the screens by route. */
import { useMemo, useState } from 'preact/hooks';
import { Provider } from '@urql/preact';
import { createApiClient } from './lib/client';
import { type Locale, LocaleContext, MESSAGES } from './lib/i18n';
import { href, useRoute } from './lib/router';
import { ApiKeyContext, forgetApiKey, loadApiKey, saveApiKey } from './lib/session';
import { lazyScreen } from './lib/lazy';
import { Home } from './screens/Home';
import { Welcome } from './screens/Welcome';

// The first screens (Welcome, Home) are in the first script; the others load when first shown.
const Campaign = lazyScreen(() => import('./screens/Campaign').then((m) => m.Campaign));
const CharacterScreen = lazyScreen(() => import('./screens/CharacterScreen').then((m) => m.CharacterScreen));
const NewCharacter = lazyScreen(() => import('./screens/NewCharacter').then((m) => m.NewCharacter));
const CampaignSettings = lazyScreen(() => import('./screens/CampaignSettings').then((m) => m.CampaignSettings));
const Account = lazyScreen(() => import('./screens/Account').then((m) => m.Account));
const JoinFromLink = lazyScreen(() => import('./screens/JoinFromLink').then((m) => m.JoinFromLink));

/** localStorage throws in a cross-origin frame or with storage disabled: the app runs without it. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function App() {
  const [apiKey, setApiKey] = useState(loadApiKey);
  const [locale, setLocale] = useState<Locale>(() => (stored('sms.locale') as Locale | null) ?? (navigator.language.startsWith('fr') ? 'FR' : 'EN'));
  // <html lang> follows the language from the first render, not only after a switch.
  document.documentElement.lang = locale.toLowerCase();
  // A key the API refuses (mistyped, revoked) is said so in words, not shown as an empty account.
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const refused = apiKey !== null && refusedKey === apiKey;
  const client = useMemo(() => createApiClient(apiKey, '/graphql', () => setRefusedKey(apiKey)), [apiKey]);
  const route = useRoute();
  const t = MESSAGES[locale];
  const changeLocale = (next: Locale) => {
    try {
      localStorage.setItem('sms.locale', next);
    } catch {} // not remembered: the choice still holds for this page
    document.documentElement.lang = next.toLowerCase();
    setLocale(next);
  };
  return (
    <LocaleContext.Provider value={{ locale, t, setLocale: changeLocale }}>
      <Provider value={client}>
        <ApiKeyContext.Provider value={apiKey}>
        <header class="bar">
          <a href="#/" class="brand">
            {t.appName}
          </a>
          <button type="button" onClick={() => changeLocale(locale === 'EN' ? 'FR' : 'EN')} lang={locale === 'EN' ? 'fr' : 'en'}>
            {t.language}
          </button>
          {apiKey && <a href={href({ screen: 'account' })}>{t.account}</a>}
          {apiKey && (
            <button
              type="button"
              onClick={() => {
                forgetApiKey();
                setApiKey(null);
              }}
            >
              {t.signOut}
            </button>
          )}
        </header>
        {!apiKey ? (
          <>
            {route.screen === 'join' && (
              <p class="notice" role="status" data-testid="join-first">
                {t.joinSignInFirst}
              </p>
            )}
            <Welcome
              onKey={(key) => {
                saveApiKey(key);
                setApiKey(key);
              }}
            />
          </>
        ) : refused ? (
          <main>
            <h1>{t.keyRefusedTitle}</h1>
            <p role="alert" data-testid="key-refused">
              {t.keyRefused}
            </p>
            <button
              type="button"
              onClick={() => {
                forgetApiKey();
                setApiKey(null);
              }}
            >
              {t.useAnotherKey}
            </button>
          </main>
        ) : route.screen === 'account' ? (
          <Account />
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
        ) : (
          <Home />
        )}
        </ApiKeyContext.Provider>
      </Provider>
    </LocaleContext.Provider>
  );
}
