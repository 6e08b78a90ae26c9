/** The app shell: the key (or the welcome screen), the language switch, and the screens by route. */
import { useMemo, useState } from 'preact/hooks';
import { Provider } from '@urql/preact';
import { createApiClient } from './lib/client';
import { type Locale, LocaleContext, MESSAGES } from './lib/i18n';
import { useRoute } from './lib/router';
import { forgetApiKey, loadApiKey, saveApiKey } from './lib/session';
import { Campaign } from './screens/Campaign';
import { CampaignSettings } from './screens/CampaignSettings';
import { CharacterScreen } from './screens/CharacterScreen';
import { Home } from './screens/Home';
import { NewCharacter } from './screens/NewCharacter';
import { Welcome } from './screens/Welcome';

export function App() {
  const [apiKey, setApiKey] = useState(loadApiKey);
  const [locale, setLocale] = useState<Locale>(() => (localStorage.getItem('sms.locale') as Locale | null) ?? (navigator.language.startsWith('fr') ? 'FR' : 'EN'));
  const client = useMemo(() => createApiClient(apiKey), [apiKey]);
  const route = useRoute();
  const t = MESSAGES[locale];
  const changeLocale = (next: Locale) => {
    localStorage.setItem('sms.locale', next);
    document.documentElement.lang = next.toLowerCase();
    setLocale(next);
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
          <Welcome
            onKey={(key) => {
              saveApiKey(key);
              setApiKey(key);
            }}
          />
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
      </Provider>
    </LocaleContext.Provider>
  );
}
