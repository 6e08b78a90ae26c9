/**
 * Scenarios and sessions, the GM's (SMS §8): start a scenario with its participants, complete
 * it (1 XP each, +1 with the bonus; the awards job pays it, or the GM at once), record a
 * session and mark a planned one played (its 1 XP paid at once too, unless the GM leaves it to
 * the awards job: the ledger pays a source once, whoever pays it — docs/web.md). A completed
 * scenario is what opens "Spend experience", and the panel says so.
 *
 * Ylnies (`ruleset="YLNIES"`) has no experience (Ylnies §Progression): the same panel records
 * who played, and a scenario's end is when the skills used may rise (the character's tools).
 */
import { useLiveRefetch } from '../../lib/live';
import { useId, useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { CharacterGlanceFragment, SessionStatus } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { type FieldProblems, failureOf, Problems, useFieldProblems } from '../Problems';

const PlayHistory = graphql(`
  query PlayHistory($campaignId: ID!) {
    campaign(id: $campaignId) {
      id
      scenarios(first: 20) { edges { node { id title status bonus participants { id name } } } }
      sessions(first: 20) { edges { node { id title playedOn status participants { id name } } } }
    }
  }
`);
const StartScenario = graphql(`
  mutation StartScenario($input: StartScenarioInput!) {
    startScenario(input: $input) { __typename ... on ScenarioPayload { scenario { id } } ...FailureFields }
  }
`);
const CompleteScenario = graphql(`
  mutation CompleteScenario($input: CompleteScenarioInput!) {
    completeScenario(input: $input) { __typename ... on ScenarioPayload { scenario { id status bonus } } ...FailureFields }
  }
`);
const AwardScenario = graphql(`
  mutation AwardScenario($input: AwardExperienceInput!) {
    awardExperience(input: $input) { __typename ... on AwardExperiencePayload { awards { id xp } } ...FailureFields }
  }
`);
const RecordSession = graphql(`
  mutation RecordSession($input: RecordSessionInput!) {
    recordSession(input: $input) { __typename ... on GameSessionPayload { session { id } } ...FailureFields }
  }
`);
const MarkSessionPlayed = graphql(`
  mutation MarkSessionPlayed($input: MarkSessionPlayedInput!) {
    markSessionPlayed(input: $input) { __typename ... on GameSessionPayload { session { id status } } ...FailureFields }
  }
`);

function Participants({ pcs, chosen, onChange, problems }: { pcs: CharacterGlanceFragment[]; chosen: string[]; onChange: (ids: string[]) => void; problems: FieldProblems<'participants'> }) {
  const { t } = useI18n();
  return (
    <fieldset {...problems.field('participants')}>
      <legend>{t.participants}</legend>
      {pcs.map((c) => (
        <label key={c.id} class="chip">
          <input type="checkbox" checked={chosen.includes(c.id)} onChange={(e) => onChange(e.currentTarget.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))} />
          {c.name}
        </label>
      ))}
      {problems.beside('participants')}
    </fieldset>
  );
}

export function ScenarioTools({ campaignId, pcs, refreshKey, ruleset = 'SMS' }: { campaignId: string; pcs: CharacterGlanceFragment[]; refreshKey: string; ruleset?: string }) {
  const { t } = useI18n();
  const sms = ruleset === 'SMS';
  const [{ data, fetching }, refetch] = useQuery({ query: PlayHistory, variables: { campaignId } });
  // The lists are busy until their first answer and while they read again (an empty list says nothing yet).
  const busy = !data || fetching;
  const active = pcs.filter((c) => c.status === 'ACTIVE').map((c) => c.id);
  const [title, setTitle] = useState('');
  const [cast, setCast] = useState<string[] | null>(null);
  const [bonus, setBonus] = useState(false);
  const [awardNow, setAwardNow] = useState(true);
  const [sessionTitle, setSessionTitle] = useState('');
  const [playedOn, setPlayedOn] = useState('');
  const [sessionStatus, setSessionStatus] = useState<SessionStatus>('PLAYED');
  const [sessionCast, setSessionCast] = useState<string[] | null>(null);
  const [sessionAwardNow, setSessionAwardNow] = useState(true);
  const [started, start] = useMutation(StartScenario);
  const [completed, complete] = useMutation(CompleteScenario);
  const [awarded, award] = useMutation(AwardScenario);
  const [recorded, record] = useMutation(RecordSession);
  const [marked, mark] = useMutation(MarkSessionPlayed);
  const startProblems = useFieldProblems(failureOf(started.data?.startScenario, 'ScenarioPayload'), { title: ['title'], participants: ['participantIds', 'UNKNOWN_PARTICIPANT'] });
  const sessionProblems = useFieldProblems(failureOf(recorded.data?.recordSession, 'GameSessionPayload'), {
    title: ['title'],
    playedOn: ['playedOn'],
    status: ['status'],
    participants: ['participantIds', 'UNKNOWN_PARTICIPANT'],
  });
  // Completing a scenario and marking a session played act on one item: the refusal shows beside it.
  const [acting, setActing] = useState('');
  const actId = useId();
  const completeFailure = failureOf(completed.data?.completeScenario, 'ScenarioPayload') ?? failureOf(awarded.data?.awardExperience, 'AwardExperiencePayload');
  const completeError = completed.error ?? awarded.error;
  const markFailure = failureOf(marked.data?.markSessionPlayed, 'GameSessionPayload');
  const describedIf = (id: string, refused: unknown) => (acting === id && refused ? { 'aria-describedby': `${actId}-${id}` } : {});
  const reload = () => refetch({ requestPolicy: 'network-only' });
  useLiveRefetch(refreshKey, 'scenarios', refetch);
  const scenarios = data?.campaign?.scenarios.edges.map((e) => e.node) ?? [];
  const sessions = data?.campaign?.sessions.edges.map((e) => e.node) ?? [];
  const completeOne = async (scenarioId: string, participantIds: string[]) => {
    setActing(scenarioId);
    const out = await complete({ input: { scenarioId, bonus } });
    if (out.data?.completeScenario?.__typename !== 'ScenarioPayload') return;
    // The awards job pays the completion later; "now" pays it at once (each character earns it once).
    if (awardNow && participantIds.length) {
      await award({ input: { campaignId, characterIds: participantIds, reason: 'scenario', sourceId: scenarioId } });
      if (bonus) await award({ input: { campaignId, characterIds: participantIds, reason: 'scenario bonus', sourceId: scenarioId, bonus: true } });
    }
    reload();
  };
  // A played session's 1 XP (SMS §8), at once or left to the awards job; Ylnies has none.
  const paySession = async (sessionId: string, participantIds: string[]) => {
    if (sms && sessionAwardNow && participantIds.length) await award({ input: { campaignId, characterIds: participantIds, reason: 'session', sourceId: sessionId } });
  };
  const sessionWords = sms ? (sessionStatus === 'PLAYED' ? t.sessionAwardWhen(sessionAwardNow) : t.sessionAwardPlanned) : t.ylSessionNoXp;
  return (
    <section class="card" aria-labelledby="scenarios-title">
      <h2 id="scenarios-title">{t.scenarios}</h2>
      <ul class="tool-list" data-testid="scenarios" aria-busy={busy}>
        {scenarios.map((s) => (
          <li key={s.id}>
            <strong>{s.title}</strong> <span class="tag">{t.scenarioStatusName[s.status]}</span> — {s.participants.map((p) => p.name).join(', ')}
            {s.status === 'STARTED' && (
              <div class="confirm">
                {sms && (
                  <>
                    <label>
                      <input type="checkbox" checked={bonus} onChange={(e) => setBonus(e.currentTarget.checked)} /> {t.scenarioBonus}
                    </label>
                    <label>
                      <input type="checkbox" checked={awardNow} onChange={(e) => setAwardNow(e.currentTarget.checked)} /> {t.awardCompletion}
                    </label>
                  </>
                )}
                <p class="muted">{sms ? `${t.completeAwards(bonus)} ${t.awardWhen(awardNow)}` : t.ylScenarioEnd}</p>
                <button
                  type="button"
                  {...describedIf(s.id, completeFailure ?? completeError)}
                  disabled={completed.fetching || awarded.fetching}
                  onClick={() =>
                    completeOne(
                      s.id,
                      s.participants.map((p) => p.id),
                    )
                  }
                >
                  {t.completeScenario}{t.colon}{s.title}
                </button>
              </div>
            )}
            {acting === s.id && <Problems failure={completeFailure} error={completeError} id={`${actId}-${s.id}`} />}
          </li>
        ))}
      </ul>
      {sms && <p class="muted" data-testid="spending-hint">{t.spendOpensGm}</p>}
      <div class="columns">
        <form
          aria-label={t.startScenario}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const out = await start({ input: { campaignId, title, participantIds: cast ?? active } });
            if (out.data?.startScenario?.__typename === 'ScenarioPayload') {
              setTitle('');
              reload();
            }
          }}
        >
          <h3>{t.startScenario}</h3>
          <label>
            {t.scenarioTitle} <input name="scenarioTitle" value={title} onInput={(e) => setTitle(e.currentTarget.value)} {...startProblems.field('title')} />
          </label>
          {startProblems.beside('title')}
          <Participants pcs={pcs} chosen={cast ?? active} onChange={setCast} problems={startProblems} />
          <button type="submit" disabled={started.fetching}>
            {t.startScenario}
          </button>
          {startProblems.rest(started.error)}
        </form>
        <form
          aria-label={t.recordSession}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const input = { campaignId, title: sessionTitle, participantIds: sessionCast ?? active, status: sessionStatus, ...(playedOn ? { playedOn } : {}) };
            const out = await record({ input });
            if (out.data?.recordSession?.__typename === 'GameSessionPayload') {
              if (sessionStatus === 'PLAYED') await paySession(out.data.recordSession.session.id, input.participantIds);
              setSessionTitle('');
              reload();
            }
          }}
        >
          <h3>{t.recordSession}</h3>
          <label>
            {t.sessionTitle} <input name="sessionTitle" value={sessionTitle} onInput={(e) => setSessionTitle(e.currentTarget.value)} {...sessionProblems.field('title')} />
          </label>
          {sessionProblems.beside('title')}
          <label>
            {t.playedOn} <input name="playedOn" type="date" value={playedOn} onInput={(e) => setPlayedOn(e.currentTarget.value)} {...sessionProblems.field('playedOn')} />
          </label>
          {sessionProblems.beside('playedOn')}
          <label>
            {t.status}{' '}
            <select name="sessionStatus" value={sessionStatus} onChange={(e) => setSessionStatus(e.currentTarget.value as SessionStatus)} {...sessionProblems.field('status')}>
              {(['PLAYED', 'PLANNED'] as const).map((s) => (
                <option key={s} value={s}>
                  {t.sessionStatusName[s]}
                </option>
              ))}
            </select>
          </label>
          {sessionProblems.beside('status')}
          <Participants pcs={pcs} chosen={sessionCast ?? active} onChange={setSessionCast} problems={sessionProblems} />
          {sms && sessionStatus === 'PLAYED' && (
            <label>
              <input type="checkbox" name="sessionAwardNow" checked={sessionAwardNow} onChange={(e) => setSessionAwardNow(e.currentTarget.checked)} /> {t.sessionAwardNow}
            </label>
          )}
          <p class="muted" data-testid="session-award">{sessionWords}</p>
          <button type="submit" disabled={recorded.fetching}>
            {t.recordSession}
          </button>
          {sessionProblems.rest(recorded.error)}
        </form>
      </div>
      <ul class="tool-list" data-testid="sessions" aria-busy={busy}>
        {sessions.map((s) => (
          <li key={s.id}>
            <strong>{s.title}</strong> ({s.playedOn}) <span class="tag">{t.sessionStatusName[s.status]}</span>
            {s.status === 'PLANNED' && (
              <button
                type="button"
                {...describedIf(s.id, markFailure ?? marked.error)}
                onClick={async () => {
                  setActing(s.id);
                  const out = await mark({ input: { sessionId: s.id } });
                  if (out.data?.markSessionPlayed?.__typename === 'GameSessionPayload') {
                    await paySession(
                      s.id,
                      s.participants.map((p) => p.id),
                    );
                    reload();
                  }
                }}
              >
                {t.markPlayed}{t.colon}{s.title}
              </button>
            )}
            {acting === s.id && <Problems failure={markFailure ?? failureOf(awarded.data?.awardExperience, 'AwardExperiencePayload')} error={marked.error ?? awarded.error} id={`${actId}-${s.id}`} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
