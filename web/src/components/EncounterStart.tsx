/**
 * Starting an encounter (GM, SMS §5): each active character enters with an initiative typed
 * in, or with the modules it is derived from (the server computes score and tie-break and rolls
 * the D12 roll-offs). A character with neither does not take part, and the form says so
 * before Start — nobody is left out without a word.
 */
import { useState } from 'preact/hooks';
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import type { CharacterGlanceFragment } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import { type Failure, useFieldProblems } from './Problems';
import { moduleNotation } from '../lib/notation';

const InitiativeModules = graphql(`
  query InitiativeModules($campaignId: ID!, $locale: Locale!) {
    campaign(id: $campaignId) {
      id
      characters(first: 50) { edges { node { id sheet { __typename ... on SmsSheet { modules { id name: label(locale: $locale) scope rank polarity objectLost } } } } } }
    }
  }
`);

export interface ParticipantInput {
  characterId: string;
  initiative?: number;
  initiativeModuleIds?: string[];
}

export function EncounterStart({
  campaignId,
  characters,
  onStart,
  busy,
  failure,
  error,
}: {
  campaignId: string;
  characters: CharacterGlanceFragment[];
  onStart: (participants: ParticipantInput[], name: string) => void;
  busy: boolean;
  /** The server's refusal of the last Start, shown beside the name or the participant it concerns. */
  failure?: Failure | null;
  error?: { message: string; networkError?: unknown } | null;
}) {
  const { t, locale } = useI18n();
  const [{ data }] = useQuery({ query: InitiativeModules, variables: { campaignId, locale } });
  const [name, setName] = useState('');
  const [initiative, setInitiative] = useState<Record<string, string>>({});
  const [ticked, setTicked] = useState<Record<string, string[]>>({});
  const [nobody, setNobody] = useState(false);
  // Who was sent, in order: an issue at `participants.2` concerns the third of them.
  const [sent, setSent] = useState<string[]>([]);
  const problems = useFieldProblems(failure, {
    name: ['name'],
    ...Object.fromEntries(sent.map((id, i) => [id, [`participants.${i}`]])),
    participants: ['participants', 'BAD_INITIATIVE', 'DUPLICATE_PARTICIPANT', 'NO_PARTICIPANTS', 'UNKNOWN_PARTICIPANT'],
  } as Record<string, string[]>);
  const active = characters.filter((c) => c.status === 'ACTIVE');
  // SMS §5 derives initiative from modules; a Ylnies table types it (its rules give no order).
  const sms = data?.campaign?.characters.edges.some((e) => e.node.sheet.__typename === 'SmsSheet') ?? false;
  const modulesOf = (id: string) => {
    const sheet = data?.campaign?.characters.edges.find((e) => e.node.id === id)?.node.sheet;
    return sheet?.__typename === 'SmsSheet' ? sheet.modules.filter((m) => m.polarity !== 'NEGATIVE' && !m.objectLost) : [];
  };
  const participantOf = (c: CharacterGlanceFragment): ParticipantInput | null => {
    const typed = initiative[c.id]?.trim();
    if (typed) return { characterId: c.id, initiative: Number(typed) };
    if (ticked[c.id]?.length) return { characterId: c.id, initiativeModuleIds: ticked[c.id] };
    return null;
  };
  const left = active.filter((c) => !participantOf(c));
  return (
    <form
      class="card"
      aria-label={t.startEncounter}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const participants = active.map(participantOf).filter((p): p is ParticipantInput => p !== null);
        // Nobody to start with: say it here, in words, rather than send the server an empty list.
        setNobody(participants.length === 0);
        setSent(participants.map((p) => p.characterId));
        if (participants.length) onStart(participants, name);
      }}
    >
      <h2>{t.startEncounter}</h2>
      <label>
        {t.encounterName} <input name="encounterName" value={name} onInput={(e) => setName(e.currentTarget.value)} required {...problems.field('name')} />
      </label>
      {problems.beside('name')}
      <p class="muted">{sms ? t.initiativeHint : t.initiativeHintPlain}</p>
      {active.map((c) => (
        <fieldset key={c.id} class="participant">
          <legend>{c.name}</legend>
          <label>
            {t.initiative} — {c.name}{' '}
            <input
              type="number"
              min={-100}
              max={100}
              value={initiative[c.id] ?? ''}
              onInput={(e) => setInitiative({ ...initiative, [c.id]: e.currentTarget.value })}
              {...problems.field(c.id)}
            />
          </label>
          {problems.beside(c.id)}
          {modulesOf(c.id).length > 0 && (
            <details>
              <summary>
                {t.initiativeModules} — {c.name}
              </summary>
              {modulesOf(c.id).map((m) => (
                <label key={m.id} class="chip">
                  <input
                    type="checkbox"
                    checked={ticked[c.id]?.includes(m.id) ?? false}
                    onChange={(e) => {
                      const list = ticked[c.id] ?? [];
                      setTicked({ ...ticked, [c.id]: e.currentTarget.checked ? [...list, m.id] : list.filter((id) => id !== m.id) });
                    }}
                  />{' '}
                  {moduleNotation(m)}
                </label>
              ))}
            </details>
          )}
        </fieldset>
      ))}
      {left.length > 0 && (
        <p class="notice" role="status" data-testid="left-out">
          {t.notInEncounter(left.map((c) => c.name).join(', '))}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t.startEncounter}
      </button>
      {nobody && left.length === active.length && (
        <p role="alert" class="problem">
          {t.noParticipant}
        </p>
      )}
      {problems.beside('participants')}
      {problems.rest(error)}
    </form>
  );
}
