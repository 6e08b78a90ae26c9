/**
 * A character: while DRAFT, the builder — modules added one at a time (or pasted in the seed's
 * notation), each checked by the server against the creation rules, the XP left live, every
 * refusal shown beside what broke it; then activation. Once ACTIVE, its card at the table.
 */
import { useState } from 'preact/hooks';
import { useClient, useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { CharacterCard } from '../components/CharacterCard';
import { LiveBadge } from '../components/LiveBadge';
import { useCampaignEvents } from '../lib/live';
import { type Failure, failureOf, Problems } from '../components/Problems';
import { Pending } from '../components/Pending';
import { useI18n } from '../lib/i18n';
import { href } from '../lib/router';
import { YlniesDraft } from './YlniesDraft';

const DraftQuery = graphql(`
  query Draft($id: ID!, $locale: Locale!) {
    character(id: $id) {
      id
      name
      status
      campaign { id }
      sheet {
        __typename
        ... on SmsSheet {
          race { key name(locale: $locale) }
          experience { available }
          modules { id name label(locale: $locale) scope rank polarity source notation }
        }
        ... on YlniesSheet {
          characteristics { key name value }
          skills { name value }
        }
      }
    }
  }
`);

const AddModule = graphql(`
  mutation AddModule($input: AddModuleInput!) {
    addModule(input: $input) {
      __typename
      ... on CharacterPayload { character { id } }
      ...FailureFields
    }
  }
`);

const RemoveModule = graphql(`
  mutation RemoveModule($moduleId: ID!) {
    removeModule(input: { moduleId: $moduleId }) {
      __typename
      ... on CharacterPayload { character { id } }
      ...FailureFields
    }
  }
`);

const ActivateCharacter = graphql(`
  mutation ActivateCharacter($characterId: ID!) {
    activateCharacter(input: { characterId: $characterId }) {
      __typename
      ... on CharacterPayload { character { id status } }
      ...FailureFields
    }
  }
`);

const ParseModules = graphql(`
  query ParseModules($text: String!) {
    parseModules(text: $text) {
      modules { line name scope polarity rank }
      errors { line message }
    }
  }
`);

type Polarity = 'POSITIVE' | 'NEGATIVE' | 'RESISTIVE';

/**
 * The active character's card follows its campaign's events, as the campaign screen does: the
 * GM's request, a wound or mana given back appear here without going back (issue 39 item 1).
 */
function LiveCharacterCard({ characterId, campaignId }: { characterId: string; campaignId: string }) {
  const live = useCampaignEvents(campaignId, () => {});
  return (
    <>
      <LiveBadge state={live.state} />
      <CharacterCard characterId={characterId} refreshKey={live.refreshKey} />
    </>
  );
}

export function CharacterScreen({ characterId }: { characterId: string }) {
  const { t, locale } = useI18n();
  const client = useClient();
  const [{ data, error }, refetch] = useQuery({ query: DraftQuery, variables: { id: characterId, locale } });
  const [name, setName] = useState('');
  const [scope, setScope] = useState(1);
  const [rank, setRank] = useState(1);
  const [polarity, setPolarity] = useState<Polarity>('POSITIVE');
  const [notation, setNotation] = useState('');
  const [notationProblems, setNotationProblems] = useState<{ text: string; failure: Failure }[]>([]);
  const [added, add] = useMutation(AddModule);
  const [, paste] = useMutation(AddModule);
  const [, remove] = useMutation(RemoveModule);
  const [activated, activate] = useMutation(ActivateCharacter);
  const character = data?.character;
  if (!character) return <Pending error={error} retry={() => refetch({ requestPolicy: 'network-only' })} />;
  const back = <a href={href({ screen: 'campaign', campaignId: character.campaign.id })}>← {t.back}</a>;
  if (character.status === 'ACTIVE') {
    return (
      <main>
        {back}
        <LiveCharacterCard characterId={character.id} campaignId={character.campaign.id} />
      </main>
    );
  }
  const sheet = character.sheet.__typename === 'SmsSheet' ? character.sheet : null;
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const activateButton = (
    <>
      <button
        type="button"
        class="primary"
        onClick={async () => {
          await activate({ characterId });
          reload();
        }}
      >
        {t.activate}
      </button>
      <Problems failure={failureOf(activated.data?.activateCharacter, 'CharacterPayload')} error={activated.error} />
    </>
  );
  if (character.sheet.__typename === 'YlniesSheet') {
    return (
      <main>
        {back}
        <h1>
          {character.name} <span class="tag">{t.draft}</span>
        </h1>
        <YlniesDraft characterId={character.id} />
        {activateButton}
      </main>
    );
  }

  // Each line is added on its own; what is left in the box is only the lines that failed (the
  // others are on the sheet now, so reading again does not add them twice), each refusal shown
  // once, beside the line it is about (the add-module form keeps its own result).
  const pasteNotation = async () => {
    const parsed = await client.query(ParseModules, { text: notation }, { requestPolicy: 'network-only' }).toPromise();
    const result = parsed.data?.parseModules;
    if (!result) return;
    const lines = notation.split(/\r\n|\r|\n/);
    const problems: { line: number; failure: Failure }[] = result.errors.map((e) => ({ line: e.line, failure: { message: e.message } }));
    for (const m of result.modules) {
      const out = await paste({ input: { characterId, module: { name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank } } });
      const failure = failureOf(out.data?.addModule, 'CharacterPayload') ?? (out.error ? { message: out.error.message } : null);
      if (failure) problems.push({ line: m.line, failure });
    }
    problems.sort((a, b) => a.line - b.line);
    setNotationProblems(problems.map((p) => ({ text: lines[p.line - 1] ?? '', failure: p.failure })));
    setNotation(problems.map((p) => lines[p.line - 1] ?? '').join('\n'));
    reload();
  };

  return (
    <main>
      {back}
      <h1>
        {character.name} <span class="tag">{t.draft}</span>
      </h1>
      {sheet && (
        <>
          <p class="budget" data-testid="xp-left">
            {t.xpLeft}{t.colon}<strong>{sheet.experience.available}</strong>
          </p>
          <p data-testid="race">
            {t.race}{t.colon}{sheet.race?.name ?? t.noRace}
          </p>
          <table>
            <caption>{t.modules}</caption>
            <tbody>
              {sheet.modules.map((m) => (
                <tr key={m.id}>
                  <th scope="row">{m.label}</th>
                  <td>
                    {m.polarity === 'NEGATIVE' ? '−' : m.polarity === 'RESISTIVE' ? '*' : ''}
                    {m.scope}
                  </td>
                  <td>{m.rank}</td>
                  <td>
                    {m.source === 'PLAYER' && (
                      <button
                        type="button"
                        onClick={async () => {
                          await remove({ moduleId: m.id });
                          reload();
                        }}
                      >
                        {t.remove} {m.name}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <form
        class="card"
        aria-label={t.addModule}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await add({ input: { characterId, module: { name, scope, polarity, rank } } });
          if (out.data?.addModule?.__typename === 'CharacterPayload') setName('');
          reload();
        }}
      >
        <h2>{t.addModule}</h2>
        <label>
          {t.moduleName} <input name="moduleName" value={name} onInput={(e) => setName(e.currentTarget.value)} required />
        </label>
        <label>
          {t.scope}{' '}
          <input name="scope" type="number" min={1} max={5} value={scope} onInput={(e) => setScope(Number(e.currentTarget.value))} />
        </label>
        <label>
          {t.rank} <input name="rank" type="number" min={1} max={9} value={rank} onInput={(e) => setRank(Number(e.currentTarget.value))} />
        </label>
        <label>
          {t.polarity}{' '}
          <select name="polarity" value={polarity} onChange={(e) => setPolarity(e.currentTarget.value as Polarity)}>
            <option value="POSITIVE">+</option>
            <option value="NEGATIVE">−</option>
            <option value="RESISTIVE">*</option>
          </select>
        </label>
        <button type="submit" disabled={added.fetching}>
          {t.addModule}
        </button>
        <Problems failure={failureOf(added.data?.addModule, 'CharacterPayload')} error={added.error} />
      </form>
      <div class="card">
        <label>
          {t.pasteNotation}
          <textarea name="notation" rows={4} value={notation} onInput={(e) => setNotation(e.currentTarget.value)} />
        </label>
        <button type="button" onClick={pasteNotation}>
          {t.readNotation}
        </button>
        {notationProblems.map((p, index) => (
          <div key={`${index}:${p.text}`} data-testid="notation-problem">
            <code>{p.text}</code> <Problems failure={p.failure} />
          </div>
        ))}
      </div>
      {activateButton}
    </main>
  );
}
