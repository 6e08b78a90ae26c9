/** One of my characters at the table: sheet, open requests to answer, roll history. */
import { useEffect } from 'preact/hooks';
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { AnswerRequest } from './AnswerRequest';
import { AnswerYlniesTest } from './AnswerYlniesTest';
import { CastSpell } from './CastSpell';
import { ChainBadge } from './ChainBadge';
import { FairnessBadge } from './FairnessBadge';
import { MagicPanel } from './magic/MagicPanel';
import { SpendExperience } from './SpendExperience';

export const PlayerCharacterQuery = graphql(`
  query PlayerCharacter($id: ID!) {
    character(id: $id) {
      id
      name
      status
      campaign { id }
      sheet {
        __typename
        ... on SmsSheet {
          notation
          modules { id name scope rank polarity }
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
        edges { node { id seq kind faces createdAt commitment clientSeed verified action { score die roll success quality } } }
      }
    }
  }
`);

export function CharacterCard({ characterId, refreshKey }: { characterId: string; refreshKey: string }) {
  const { t } = useI18n();
  const [{ data }, refetch] = useQuery({ query: PlayerCharacterQuery, variables: { id: characterId } });
  useEffect(() => {
    if (refreshKey) refetch({ requestPolicy: 'network-only' });
  }, [refreshKey]);
  const character = data?.character;
  if (!character) return <p>{t.loading}</p>;
  const sheet = character.sheet.__typename === 'SmsSheet' ? character.sheet : null;
  const requests = character.actionRequests.edges.map((edge) => edge.node);
  return (
    <article class="card" aria-label={character.name}>
      <h2>{character.name}</h2>
      {sheet && (
        <dl class="sheet">
          <dt>{t.wounds}</dt>
          <dd>{sheet.wounds.map((w) => `${w.nature} (${w.severity.toLowerCase()})`).join(', ') || t.none}</dd>
          <dt>{t.fatigue}</dt>
          <dd>
            {sheet.fatigue.passing}/{sheet.fatigue.lasting}/{sheet.fatigue.persistent}
          </dd>
          <dt>{t.experience}</dt>
          <dd>{sheet.experience.available}</dd>
          <dt>{t.modules}</dt>
          <dd>
            <pre>{sheet.notation}</pre>
          </dd>
        </dl>
      )}
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
          <SpendExperience characterId={character.id} modules={sheet.modules} available={sheet.experience.available} onSpent={() => refetch({ requestPolicy: 'network-only' })} />
        </>
      )}
      <section aria-label={t.rollLog}>
        <h3>
          {t.rollLog} <ChainBadge characterId={character.id} key={character.rolls.edges[0]?.node.id ?? 'none'} />
        </h3>
        <ol class="rolls">
          {character.rolls.edges.map(({ node }) => (
            <li key={node.id}>
              #{node.seq} {node.kind}: {node.faces.join(' + ') || '—'}
              {node.action && ` — ${t.score} ${node.action.score} vs D${node.action.die}: ${node.action.success ? t.success : t.failure}`}{' '}
              <FairnessBadge verified={node.verified} commitment={node.commitment} clientSeed={node.clientSeed} />
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
