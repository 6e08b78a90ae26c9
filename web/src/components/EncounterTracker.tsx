/**
 * The encounter tracker (SMS §5): initiative order with its tie-breaks, whose turn it is, the
 * turn's declarations with reactions and interventions, and the next turn. The GM starts and
 * runs it; players see the order and declare for their own characters.
 */
import { useEffect, useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import type { CharacterGlanceFragment } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import { failureOf, type Failure, Problems } from './Problems';

const ActiveEncounter = graphql(`
  query ActiveEncounter($campaignId: ID!) {
    campaign(id: $campaignId) {
      id
      encounters(status: ACTIVE, first: 1) {
        edges {
          node {
            id
            name
            round
            turnNumber
            participants { position characterId name kind initiative tieBreak rollOffs current removed interventionsLeft reactionMalus }
            declarations { id kind on by { characterId name } }
          }
        }
      }
    }
  }
`);

const StartEncounter = graphql(`
  mutation StartEncounter($input: StartEncounterInput!) {
    startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } ...FailureFields }
  }
`);

const NextTurn = graphql(`
  mutation NextTurn($encounterId: ID!, $expectedTurn: Int) {
    nextTurn(input: { encounterId: $encounterId, expectedTurn: $expectedTurn }) { __typename ... on EncounterPayload { encounter { id turnNumber } } ...FailureFields }
  }
`);

const EndEncounter = graphql(`
  mutation EndEncounter($encounterId: ID!) {
    endEncounter(input: { encounterId: $encounterId }) { __typename ... on EncounterPayload { encounter { id status } } ...FailureFields }
  }
`);

const DeclareAction = graphql(`
  mutation DeclareAction($input: DeclareActionInput!) {
    declareAction(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }
  }
`);

const React = graphql(`
  mutation React($input: ReactInput!) {
    react(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }
  }
`);

const Intervene = graphql(`
  mutation Intervene($input: InterveneInput!) {
    intervene(input: $input) { __typename ... on EncounterDeclarationPayload { declaration { id } } ...FailureFields }
  }
`);

interface Props {
  campaignId: string;
  isGm: boolean;
  /** Characters the caller may start an encounter with (GM) or declare for (player). */
  characters: CharacterGlanceFragment[];
  refreshKey: string;
}

export function EncounterTracker({ campaignId, isGm, characters, refreshKey }: Props) {
  const { t } = useI18n();
  const [{ data }, refetch] = useQuery({ query: ActiveEncounter, variables: { campaignId } });
  useEffect(() => {
    if (refreshKey) refetch({ requestPolicy: 'network-only' });
  }, [refreshKey]);
  const [problem, setProblem] = useState<Failure | null>(null);
  const [, start] = useMutation(StartEncounter);
  const [, next] = useMutation(NextTurn);
  const [, end] = useMutation(EndEncounter);
  const [, declare] = useMutation(DeclareAction);
  const [, react] = useMutation(React);
  const [, intervene] = useMutation(Intervene);
  const encounter = data?.campaign?.encounters.edges[0]?.node ?? null;
  const mine = new Set(characters.map((c) => c.id));
  const after = async (run: Promise<{ data?: Record<string, { __typename?: string } | null | undefined> }>, payload: string) => {
    const result = await run;
    const value = result.data ? Object.values(result.data)[0] : null;
    setProblem(failureOf(value, payload));
    refetch({ requestPolicy: 'network-only' });
  };

  if (!encounter) {
    if (!isGm) return null;
    return <StartForm characters={characters} onStart={(participants, name) => after(start({ input: { campaignId, name, participants } }), 'EncounterPayload')} problem={problem} />;
  }
  const current = encounter.participants.find((p) => p.current);
  return (
    <section class="card" aria-labelledby="encounter-title" data-testid="encounter">
      <h2 id="encounter-title">
        {encounter.name} — {t.round} {encounter.round}, {t.turn} <span data-testid="turn-number">{encounter.turnNumber}</span>
      </h2>
      <ol class="order">
        {encounter.participants
          .filter((p) => !p.removed)
          .map((p) => (
            <li key={p.characterId} aria-current={p.current ? 'step' : undefined} class={p.current ? 'current' : ''}>
              <strong>{p.name ?? '?'}</strong>
              {isGm && (
                <span class="muted">
                  {' '}
                  {t.initiative} {p.initiative} · {t.tieBreak} {p.tieBreak}
                  {(p.rollOffs?.length ?? 0) > 0 && ` · D12 ${p.rollOffs?.join(', ')}`}
                </span>
              )}
              {p.current && mine.has(p.characterId) && (
                <button type="button" onClick={() => after(declare({ input: { encounterId: encounter.id, characterId: p.characterId } }), 'EncounterDeclarationPayload')}>
                  {t.declareAction}
                </button>
              )}
            </li>
          ))}
      </ol>
      {encounter.declarations.length > 0 && (
        <ul aria-label={t.declarations}>
          {encounter.declarations.map((d) => (
            <li key={d.id}>
              {d.kind.toLowerCase()} — {d.by.name ?? '?'}
              {characters
                .filter((c) => c.id !== d.by.characterId && c.id !== current?.characterId && encounter.participants.some((p) => p.characterId === c.id && !p.removed))
                .map((c) => (
                  <span key={c.id}>
                    {' '}
                    <button type="button" onClick={() => after(react({ input: { encounterId: encounter.id, characterId: c.id, onDeclarationId: d.id } }), 'EncounterDeclarationPayload')}>
                      {t.react}: {c.name}
                    </button>{' '}
                    <button type="button" onClick={() => after(intervene({ input: { encounterId: encounter.id, characterId: c.id, onDeclarationId: d.id } }), 'EncounterDeclarationPayload')}>
                      {t.intervene}: {c.name}
                    </button>
                  </span>
                ))}
            </li>
          ))}
        </ul>
      )}
      {isGm && (
        <p>
          <button type="button" onClick={() => after(next({ encounterId: encounter.id, expectedTurn: encounter.turnNumber }), 'EncounterPayload')}>
            {t.nextTurn}
          </button>{' '}
          <button type="button" onClick={() => after(end({ encounterId: encounter.id }), 'EncounterPayload')}>
            {t.endEncounter}
          </button>
        </p>
      )}
      <Problems failure={problem} />
    </section>
  );
}

function StartForm({
  characters,
  onStart,
  problem,
}: {
  characters: CharacterGlanceFragment[];
  onStart: (participants: { characterId: string; initiative?: number }[], name: string) => void;
  problem: Failure | null;
}) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [initiative, setInitiative] = useState<Record<string, string>>({});
  const active = characters.filter((c) => c.status === 'ACTIVE');
  return (
    <form
      class="card"
      aria-label={t.startEncounter}
      onSubmit={(event) => {
        event.preventDefault();
        const participants = active
          .filter((c) => initiative[c.id] !== undefined && initiative[c.id] !== '')
          .map((c) => ({ characterId: c.id, initiative: Number(initiative[c.id]) }));
        onStart(participants, name);
      }}
    >
      <h2>{t.startEncounter}</h2>
      <label>
        {t.encounterName} <input name="encounterName" value={name} onInput={(e) => setName(e.currentTarget.value)} required />
      </label>
      {active.map((c) => (
        <label key={c.id}>
          {t.initiative} — {c.name}{' '}
          <input type="number" min={0} max={60} value={initiative[c.id] ?? ''} onInput={(e) => setInitiative({ ...initiative, [c.id]: e.currentTarget.value })} />
        </label>
      ))}
      <button type="submit">{t.startEncounter}</button>
      <Problems failure={problem} />
    </form>
  );
}
