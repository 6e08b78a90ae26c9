/** One of my characters at the table: open requests to answer first, then sheet, magic and roll history. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { clearAnnouncement } from '../lib/announce';
import { useI18n } from '../lib/i18n';
import { useLiveRefetch } from '../lib/live';
import { useKept } from '../lib/use-kept';
import { Pending } from './Pending';
import { AnswerRequest } from './AnswerRequest';
import { AnswerYlniesTest } from './AnswerYlniesTest';
import { CastSpell } from './CastSpell';
import { ChainBadge, useChainVerdict } from './ChainBadge';
import { RollLog } from './RollCard';
import { YlniesPlayerPanel } from './ylnies/YlniesPlayerPanel';
import { SmsSheetView } from './sms/SmsSheetView';
import { SelfCare } from './sms/SelfCare';
import { SpendXp } from './sms/SpendXp';
import { MagicPanel, MagicPanelQuery } from './magic/MagicPanel';

export const PlayerCharacterQuery = graphql(`
  query PlayerCharacter($id: ID!, $locale: Locale!) {
    character(id: $id) {
      id
      name
      status
      campaign { id }
      sheet {
        __typename
        ... on SmsSheet { notation ...SmsSheetParts }
        ... on YlniesSheet {
          characteristics { key name value }
          skills { name value }
        }
      }
      actionRequests(status: OPEN, first: 10) {
        edges { node { id ruleset difficulty absolute qualityShift note excludedModuleIds createdAt ylniesTest { characteristic skill modifier threshold note } } }
      }
      rolls(first: 10) {
        edges { node { ...RollView } }
      }
    }
  }
`);

/**
 * The card's parts, each tagged with the player's view it belongs to (`data-part`, issue 39 item
 * 3): what is asked of the character now first (only while something is: it goes away once
 * answered), then the sheet, the magic and the log. The player view shows one view at a time on a
 * phone and all of them side by side on a wide screen (components/Views.tsx, styles.css).
 * `afterNow`: what the screen shows right after the requests (the table's last roll).
 */
export function CharacterCard({ characterId, campaignId, refreshKey, afterNow }: { characterId: string; campaignId?: string; refreshKey: string; afterNow?: ComponentChildren }) {
  const { t, locale } = useI18n();
  const [{ data: fresh, error }, refetch] = useQuery({ query: PlayerCharacterQuery, variables: { id: characterId, locale } });
  const data = useKept(fresh);
  // One read for the card, its sheet, experience and self-care (they take the card's fields),
  // only for an event about this character (web/src/lib/live-targets.ts).
  useLiveRefetch(refreshKey, 'characterCard', refetch, characterId);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  // Read with the card (a card that appears for an event reads once, with the event's reads).
  const chain = useChainVerdict(characterId, refreshKey);
  // The magic panel's read, started with the card's rather than once the card has its data.
  useQuery({ query: MagicPanelQuery, variables: { characterId, campaignId: campaignId ?? '', locale }, pause: !campaignId });
  const character = data?.character;
  const requests = character?.actionRequests.edges.map((edge) => edge.node) ?? [];
  // Answered (or cancelled): the announcement of it goes too.
  const asked = useRef(0);
  useEffect(() => {
    if (!character) return;
    if (asked.current > 0 && requests.length === 0) clearAnnouncement();
    asked.current = requests.length;
  }, [character?.id, requests.length]);
  if (!character) return <Pending error={error} retry={reload} />;
  const sheet = character.sheet.__typename === 'SmsSheet' ? character.sheet : null;
  // The request's and the cast's module lists show each module under its label in the reader's language.
  const named = sheet ? sheet.modules.map((m) => ({ ...m, name: m.label })) : [];
  return (
    <article class="card character" aria-label={character.name}>
      <h2>{character.name}</h2>
      {requests.length > 0 && (
        <section aria-label={t.openRequests} data-testid="open-requests" data-part="now" class="now">
          <h3>{t.openRequests}</h3>
          {requests.map((request) =>
            request.ylniesTest && character.sheet.__typename === 'YlniesSheet' ? (
              <AnswerYlniesTest
                key={request.id}
                characterId={character.id}
                requestId={request.id}
                test={request.ylniesTest}
                sheet={character.sheet}
                onAnswered={reload}
              />
            ) : sheet ? (
              <AnswerRequest key={request.id} characterId={character.id} request={request} sheet={{ ...sheet, modules: named }} onAnswered={reload} />
            ) : null,
          )}
        </section>
      )}
      {afterNow}
      <div class="parts">
        <div data-part="sheet">
          {sheet && (
            <>
              <SmsSheetView characterId={character.id} sheet={sheet} onChanged={reload} />
              <SpendXp characterId={character.id} sheet={sheet} onSpent={reload} />
              <SelfCare characterId={character.id} name={character.name} sheet={sheet} onChanged={reload} />
            </>
          )}
          {character.sheet.__typename === 'YlniesSheet' && <YlniesPlayerPanel characterId={character.id} campaignId={character.campaign.id} refreshKey={refreshKey} />}
        </div>
        <div class="side-parts">
          {sheet && (
            <div data-part="magic">
              <CastSpell key={`cast:${character.id}`} campaignId={character.campaign.id} characterId={character.id} modules={named.filter((m) => !m.objectLost)} refreshKey={refreshKey} />
              <MagicPanel key={`magic:${character.id}`} campaignId={character.campaign.id} characterId={character.id} refreshKey={refreshKey} />
            </div>
          )}
          <section aria-label={t.rollLog} data-part="log">
            <h3>
              {t.rollLog} <ChainBadge verdict={chain} />
            </h3>
            <RollLog rolls={character.rolls.edges.map(({ node }) => node)} />
          </section>
        </div>
      </div>
    </article>
  );
}
