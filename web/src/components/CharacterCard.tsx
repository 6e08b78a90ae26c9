/** One of my characters at the table: sheet, open requests to answer, roll history. */
import { useEffect } from 'preact/hooks';
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { useKept } from '../lib/use-kept';
import { Pending } from './Pending';
import { AnswerRequest } from './AnswerRequest';
import { AnswerYlniesTest } from './AnswerYlniesTest';
import { CastSpell } from './CastSpell';
import { ChainBadge } from './ChainBadge';
import { RollLog } from './RollCard';
import { YlniesPlayerPanel } from './ylnies/YlniesPlayerPanel';
import { SmsSheetView } from './sms/SmsSheetView';
import { SelfCare } from './sms/SelfCare';
import { SpendXp } from './sms/SpendXp';
import { MagicPanel } from './magic/MagicPanel';

export const PlayerCharacterQuery = graphql(`
  query PlayerCharacter($id: ID!, $locale: Locale!) {
    character(id: $id) {
      id
      name
      status
      campaign { id }
      sheet {
        __typename
        ... on SmsSheet {
          notation
          modules { id name: label(locale: $locale) scope rank polarity }
          wounds { id nature severity rank }
          fatigue { passing lasting persistent }
          experience { available }
        }
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

export function CharacterCard({ characterId, refreshKey }: { characterId: string; refreshKey: string }) {
  const { t, locale } = useI18n();
  const [{ data: fresh, error }, refetch] = useQuery({ query: PlayerCharacterQuery, variables: { id: characterId, locale } });
  const data = useKept(fresh);
  useEffect(() => {
    if (refreshKey) refetch({ requestPolicy: 'network-only' });
  }, [refreshKey]);
  const character = data?.character;
  if (!character) return <Pending error={error} retry={() => refetch({ requestPolicy: 'network-only' })} />;
  const sheet = character.sheet.__typename === 'SmsSheet' ? character.sheet : null;
  const requests = character.actionRequests.edges.map((edge) => edge.node);
  return (
    <article class="card" aria-label={character.name}>
      <h2>{character.name}</h2>
      {sheet && <SmsSheetView characterId={character.id} refreshKey={refreshKey} />}
      <section aria-label={t.openRequests} data-testid="open-requests">
        <h3>{t.openRequests}</h3>
        {requests.length === 0 && <p>{t.noRequests}</p>}
        {requests.map((request) =>
          request.ylniesTest && character.sheet.__typename === 'YlniesSheet' ? (
            <AnswerYlniesTest
              key={request.id}
              characterId={character.id}
              requestId={request.id}
              test={request.ylniesTest}
              sheet={character.sheet}
              onAnswered={() => refetch({ requestPolicy: 'network-only' })}
            />
          ) : sheet ? (
            <AnswerRequest key={request.id} characterId={character.id} request={request} sheet={sheet} onAnswered={() => refetch({ requestPolicy: 'network-only' })} />
          ) : null,
        )}
      </section>
      {sheet && (
        <>
          <CastSpell key={`cast:${character.id}`} campaignId={character.campaign.id} characterId={character.id} modules={sheet.modules} refreshKey={refreshKey} />
          <MagicPanel key={`magic:${character.id}`} campaignId={character.campaign.id} characterId={character.id} refreshKey={refreshKey} />
          <SpendXp characterId={character.id} onSpent={() => refetch({ requestPolicy: 'network-only' })} />
          <SelfCare characterId={character.id} onChanged={() => refetch({ requestPolicy: 'network-only' })} />
        </>
      )}
      {character.sheet.__typename === 'YlniesSheet' && <YlniesPlayerPanel characterId={character.id} campaignId={character.campaign.id} refreshKey={refreshKey} />}
      <section aria-label={t.rollLog}>
        <h3>
          {t.rollLog} <ChainBadge characterId={character.id} key={character.rolls.edges[0]?.node.id ?? 'none'} />
        </h3>
        <RollLog rolls={character.rolls.edges.map(({ node }) => node)} />
      </section>
    </article>
  );
}
