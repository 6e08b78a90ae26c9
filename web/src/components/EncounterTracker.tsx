/**
 * The encounter tracker (SMS §5): initiative order with its tie-breaks and D12 roll-offs, whose
 * turn it is (its player alerted), the turn's declarations with what they carry (targets, a
 * spell, a special power, the reaction malus), reactions and interventions, removing a
 * participant, and the next turn. The GM starts and runs it; players see the order and declare
 * for their own characters. Every refusal — a union failure or a top-level error — shows beside
 * the control that caused it; while the encounter loads, nothing else shows.
 */
import { useLiveRefetch } from '../lib/live';
import { useEffect, useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import type { CharacterGlanceFragment } from '../gql/graphql';
import { announce } from '../lib/announce';
import { useI18n } from '../lib/i18n';
import { useKept } from '../lib/use-kept';
import { EncounterStart } from './EncounterStart';
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
            declarations { id kind on by { characterId name } targets { characterId name } castsSpell countersSpell specialPower spellResolved malus intent modules { moduleId name } }
          }
        }
      }
    }
  }
`);

/** The sheets' modules a declaration may bring (each declarer's own; the server refuses another's). */
const DeclarerModules = graphql(`
  query DeclarerModules($campaignId: ID!, $locale: Locale!) {
    campaign(id: $campaignId) {
      id
      characters(first: 50) { edges { node { id sheet { __typename ... on SmsSheet { modules { id name: label(locale: $locale) } } } } } }
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

const RemoveParticipant = graphql(`
  mutation RemoveParticipant($input: RemoveParticipantInput!) {
    removeParticipant(input: $input) { __typename ... on EncounterPayload { encounter { id } } ...FailureFields }
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

/** What went wrong, and where: the control's key (`start`, `declare:<id>`, `remove:<id>`…). */
interface Problem {
  at: string;
  failure?: Failure | null;
  error?: { message: string; networkError?: unknown } | null;
}

type Outcome = Promise<{ data?: Record<string, { __typename?: string } | null | undefined> | null; error?: { message: string; networkError?: unknown } }>;

export function EncounterTracker({ campaignId, isGm, characters, refreshKey }: Props) {
  const { t, locale } = useI18n();
  const [{ data: fresh, fetching, error }, refetch] = useQuery({ query: ActiveEncounter, variables: { campaignId } });
  const data = useKept(fresh);
  useLiveRefetch(refreshKey, 'encounter', refetch);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [, start] = useMutation(StartEncounter);
  const [, next] = useMutation(NextTurn);
  const [, end] = useMutation(EndEncounter);
  const [, remove] = useMutation(RemoveParticipant);
  const [, declare] = useMutation(DeclareAction);
  const [, react] = useMutation(React);
  const [, intervene] = useMutation(Intervene);
  const encounter = data?.campaign?.encounters.edges[0]?.node ?? null;
  // Read with the tracker, not once an encounter starts: the start's live read then goes alone (issue 39 item 2).
  const [{ data: sheets }] = useQuery({ query: DeclarerModules, variables: { campaignId, locale } });
  const modulesOf = (id: string): DeclarerModule[] => {
    const sheet = sheets?.campaign?.characters.edges.find((e) => e.node.id === id)?.node.sheet;
    return sheet?.__typename === 'SmsSheet' ? sheet.modules : [];
  };
  const mine = new Set(characters.map((c) => c.id));
  const current = encounter?.participants.find((p) => p.current && !p.removed);
  const myTurn = !isGm && current && mine.has(current.characterId) ? current : null;
  useEffect(() => {
    if (myTurn) announce(t.yourTurn(myTurn.name ?? ''));
  }, [myTurn?.characterId, encounter?.turnNumber]);
  const after = async (at: string, run: Outcome, payload: string) => {
    setBusy(true);
    const result = await run;
    setBusy(false);
    const value = result.data ? Object.values(result.data)[0] : null;
    const failure = result.error ? null : failureOf(value, payload);
    setProblem(result.error || failure ? { at, failure, error: result.error } : null);
    refetch({ requestPolicy: 'network-only' });
  };
  const problemAt = (at: string) => (problem?.at === at ? <Problems failure={problem.failure} error={problem.error} /> : null);

  if (!data) return fetching ? <p class="card">{t.encounterLoading}</p> : <Problems error={error} />;
  if (!encounter) {
    if (!isGm) return null;
    return (
      <EncounterStart
        campaignId={campaignId}
        characters={characters}
        busy={busy}
        failure={problem?.at === 'start' ? problem.failure : null}
        error={problem?.at === 'start' ? problem.error : null}
        onStart={(participants, name) => after('start', start({ input: { campaignId, name, participants } }), 'EncounterPayload')}
      />
    );
  }
  const names = Object.fromEntries(encounter.participants.map((p) => [p.characterId, p.name ?? '?']));
  type Participant = (typeof encounter.participants)[number];
  const declareFor = (p: Participant) =>
    p.current && mine.has(p.characterId) ? (
      <DeclareForm
        key={encounter.turnNumber}
        targets={others(p.characterId)}
        modules={modulesOf(p.characterId)}
        busy={busy}
        onDeclare={(input) => after(`declare:${p.characterId}`, declare({ input: { encounterId: encounter.id, characterId: p.characterId, ...input } }), 'EncounterDeclarationPayload')}
      />
    ) : null;
  const others = (id: string) => encounter.participants.filter((p) => !p.removed && p.characterId !== id);
  return (
    <section class="card" aria-labelledby="encounter-title" data-testid="encounter">
      <h2 id="encounter-title">
        {encounter.name} — {t.round} {encounter.round}, {t.turn} <span data-testid="turn-number">{encounter.turnNumber}</span>
      </h2>
      {myTurn && (
        <p class="your-turn" role="alert" data-testid="your-turn">
          {t.yourTurnBanner(myTurn.name ?? '')}
        </p>
      )}
      <ol class="order">
        {encounter.participants
          .filter((p) => !p.removed)
          .map((p) => (
            <li key={p.characterId} aria-current={p.current ? 'step' : undefined} class={p.current ? 'current' : ''}>
              <span class="row-head">
                <strong>{p.name ?? '?'}</strong>
                {p.initiative !== null && p.initiative !== undefined && (
                  <span class="muted">
                    {' '}
                    {t.initiative} {p.initiative} · {t.tieBreak} {p.tieBreak ?? 0}
                    {(p.rollOffs?.length ?? 0) > 0 && ` · ${t.rollOffs} D12 ${p.rollOffs?.join(', ')}`}
                  </span>
                )}
                {p.reactionMalus < 0 && <span class="tag bad"> {t.malus} {p.reactionMalus}</span>}
              </span>
              {isGm ? (
                // A compact row: the participant's actions one click away, the current one's unfolded.
                <details class="row-actions" open={p.current}>
                  <summary>{t.participantActions(p.name ?? '?')}</summary>
                  {declareFor(p)}
                  <button type="button" class="quiet" disabled={busy} onClick={() => after(`remove:${p.characterId}`, remove({ input: { encounterId: encounter.id, characterId: p.characterId } }), 'EncounterPayload')}>
                    {t.removeParticipant(p.name ?? '?')}
                  </button>
                </details>
              ) : (
                declareFor(p)
              )}
              {problemAt(`declare:${p.characterId}`)}
              {problemAt(`remove:${p.characterId}`)}
            </li>
          ))}
      </ol>
      {encounter.declarations.length > 0 && (
        <ul aria-label={t.declarations} data-testid="declarations">
          {encounter.declarations.map((d) => (
            <li key={d.id}>
              {t.declarationText(t.declarationKind[d.kind] ?? d.kind.toLowerCase(), d.by.name ?? '?', d.targets.map((x) => x.name ?? names[x.characterId] ?? '?').join(', '))}
              {d.castsSpell && <span class="tag"> {d.countersSpell ? t.countersSpell : t.castsSpell}</span>}
              {d.specialPower && <span class="tag"> {t.specialPower}</span>}
              {d.malus < 0 && <span class="tag bad"> {t.malus} {d.malus}</span>}
              {d.intent && (
                <>
                  {' '}
                  <q class="intent">{d.intent}</q>
                </>
              )}
              {d.modules.length > 0 && (
                <span class="muted">
                  {' '}
                  {t.modulesBrought}{t.colon}{d.modules.map((m) => m.name).join(', ')}
                </span>
              )}
              {(() => {
                const answers = characters
                  .filter((c) => c.id !== d.by.characterId && c.id !== current?.characterId && encounter.participants.some((p) => p.characterId === c.id && !p.removed))
                  .map((c) => (
                    <AnswerForm
                      key={`${d.id}:${c.id}`}
                      name={c.name}
                      modules={modulesOf(c.id)}
                      busy={busy}
                      // The GM's NPC may counter a declared spell: NPCs roll nothing, the cast faces its die (docs/rules.md §6 decision 58).
                      mayCounter={isGm && c.kind === 'NPC' && d.castsSpell && !d.countersSpell}
                      onAnswer={(how, content) =>
                        after(`on:${d.id}`, (how === 'react' ? react : intervene)({ input: { encounterId: encounter.id, characterId: c.id, onDeclarationId: d.id, ...content } }), 'EncounterDeclarationPayload')
                      }
                    />
                  ));
                // A player's reaction window is theirs to act on now: open. The GM's, one per
                // participant, are one click away instead of a column of open forms.
                return isGm && answers.length > 0 ? (
                  <details class="row-actions">
                    <summary>{t.respondTo(d.by.name ?? '?')}</summary>
                    {answers}
                  </details>
                ) : (
                  answers
                );
              })()}
              {problemAt(`on:${d.id}`)}
            </li>
          ))}
        </ul>
      )}
      {isGm && (
        <p>
          <button type="button" disabled={busy} onClick={() => after('turn', next({ encounterId: encounter.id, expectedTurn: encounter.turnNumber }), 'EncounterPayload')}>
            {t.nextTurn}
          </button>{' '}
          <button type="button" disabled={busy} onClick={() => after('turn', end({ encounterId: encounter.id }), 'EncounterPayload')}>
            {t.endEncounter}
          </button>
        </p>
      )}
      {problemAt('turn')}
    </section>
  );
}

interface DeclarerModule {
  id: string;
  name: string;
}

/** What a declaration says: the intent in the player's words and the declarer's modules it brings. */
interface Content {
  intent: string;
  moduleIds: string[];
}

/** The intent field and the declarer's module checkboxes, shared by the three kinds of declaration. */
function ContentFields({ who, modules, content, onChange }: { who: string; modules: DeclarerModule[]; content: Content; onChange: (c: Content) => void }) {
  const { t } = useI18n();
  return (
    <>
      <label>
        {t.intentLabel(who)}{' '}
        <input type="text" maxLength={500} placeholder={t.intentHint} value={content.intent} onInput={(e) => onChange({ ...content, intent: e.currentTarget.value })} />
      </label>
      {modules.length > 0 && (
        <fieldset>
          <legend>{t.modulesBrought}</legend>
          {modules.map((m) => (
            <label key={m.id} class="chip">
              <input
                type="checkbox"
                checked={content.moduleIds.includes(m.id)}
                onChange={(e) => onChange({ ...content, moduleIds: e.currentTarget.checked ? [...content.moduleIds, m.id] : content.moduleIds.filter((id) => id !== m.id) })}
              />{' '}
              {m.name}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}

const noContent = (): Content => ({ intent: '', moduleIds: [] });

/** A reaction or an intervention of one of the caller's characters on a declaration, with what it says. */
function AnswerForm({
  name,
  modules,
  busy,
  mayCounter = false,
  onAnswer,
}: { name: string; modules: DeclarerModule[]; busy: boolean; mayCounter?: boolean; onAnswer: (how: 'react' | 'intervene', content: Content & { countersSpell?: boolean }) => void }) {
  const { t } = useI18n();
  const [content, setContent] = useState<Content>(noContent);
  const [counters, setCounters] = useState(false);
  return (
    <form
      class="declare"
      aria-label={t.answerAs(name)}
      onSubmit={(event) => {
        event.preventDefault();
        // Which of the two buttons sent it (Enter in the intent field: the first, react).
        const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
        onAnswer(submitter?.value === 'intervene' ? 'intervene' : 'react', mayCounter && counters ? { ...content, countersSpell: true } : content);
      }}
    >
      <ContentFields who={name} modules={modules} content={content} onChange={setContent} />
      {mayCounter && (
        <label class="chip">
          <input type="checkbox" name="countersSpell" checked={counters} onChange={(e) => setCounters(e.currentTarget.checked)} /> {t.countersSpell}
        </label>
      )}
      <button type="submit" value="react" disabled={busy}>
        {t.react}{t.colon}{name}
      </button>{' '}
      <button type="submit" value="intervene" disabled={busy}>
        {t.intervene}{t.colon}{name}
      </button>
    </form>
  );
}

/** The current participant's action: what it does, its modules and targets, and whether it casts a spell or uses a special power. */
function DeclareForm({
  targets,
  modules,
  busy,
  onDeclare,
}: {
  targets: { characterId: string; name?: string | null }[];
  modules: DeclarerModule[];
  busy: boolean;
  onDeclare: (input: { targetIds: string[]; castsSpell: boolean; specialPower: boolean } & Content) => void;
}) {
  const { t } = useI18n();
  const [targetIds, setTargetIds] = useState<string[]>([]);
  const [castsSpell, setCastsSpell] = useState(false);
  const [specialPower, setSpecialPower] = useState(false);
  const [content, setContent] = useState<Content>(noContent);
  return (
    <form
      class="declare"
      aria-label={t.declareAction}
      onSubmit={(event) => {
        event.preventDefault();
        onDeclare({ targetIds, castsSpell, specialPower, ...content });
      }}
    >
      <ContentFields who="" modules={modules} content={content} onChange={setContent} />
      {targets.length > 0 && (
        <fieldset>
          <legend>{t.targets}</legend>
          {targets.map((x) => (
            <label key={x.characterId} class="chip">
              <input
                type="checkbox"
                checked={targetIds.includes(x.characterId)}
                onChange={(e) => setTargetIds(e.currentTarget.checked ? [...targetIds, x.characterId] : targetIds.filter((id) => id !== x.characterId))}
              />{' '}
              {x.name ?? '?'}
            </label>
          ))}
        </fieldset>
      )}
      <label class="chip">
        <input type="checkbox" checked={castsSpell} onChange={(e) => setCastsSpell(e.currentTarget.checked)} /> {t.castsSpell}
      </label>
      <label class="chip">
        <input type="checkbox" checked={specialPower} onChange={(e) => setSpecialPower(e.currentTarget.checked)} /> {t.specialPower}
      </label>
      <button type="submit" disabled={busy}>
        {t.declareAction}
      </button>
    </form>
  );
}
