/**
 * A character: while DRAFT, the builder — modules added one at a time (or pasted in the seed's
 * notation), each checked by the server against the creation rules, the XP left live, every
 * refusal shown beside what broke it; then activation. Once ACTIVE, its card at the table.
 */
import { useState } from 'preact/hooks';
import { useClient, useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { CharacterCard } from '../components/CharacterCard';
import { type Failure, failureOf, Problems } from '../components/Problems';
import { useI18n } from '../lib/i18n';
import { href } from '../lib/router';
import { YlniesDraft } from './YlniesDraft';

const DraftQuery = graphql(`
  query Draft($id: ID!) {
    character(id: $id) {
      id
      name
      status
      campaign { id }
      sheet {
        __typename
        ... on SmsSheet {
          race { key name }
          experience { available }
          modules { id name scope rank polarity source notation }
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

export function CharacterScreen({ characterId }: { characterId: string }) {
  const { t } = useI18n();
  const client = useClient();
  const [{ data }, refetch] = useQuery({ query: DraftQuery, variables: { id: characterId } });
  const [name, setName] = useState('');
  const [scope, setScope] = useState(1);
  const [rank, setRank] = useState(1);
  const [polarity, setPolarity] = useState<Polarity>('POSITIVE');
  const [notation, setNotation] = useState('');
  const [notationProblems, setNotationProblems] = useState<{ line: number; failure: Failure }[]>([]);
  const [added, add] = useMutation(AddModule);
  const [, remove] = useMutation(RemoveModule);
  const [activated, activate] = useMutation(ActivateCharacter);
  const character = data?.character;
  if (!character) return <p>{t.loading}</p>;
  const back = <a href={href({ screen: 'campaign', campaignId: character.campaign.id })}>← {t.back}</a>;
  if (character.status === 'ACTIVE') {
    return (
      <main>
        {back}
        <CharacterCard characterId={character.id} refreshKey="" />
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

  const pasteNotation = async () => {
    const parsed = await client.query(ParseModules, { text: notation }).toPromise();
    const result = parsed.data?.parseModules;
    if (!result) return;
    const problems: { line: number; failure: Failure }[] = result.errors.map((e) => ({ line: e.line, failure: { message: e.message } }));
    for (const m of result.modules) {
      const out = await add({ input: { characterId, module: { name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank } } });
      const failure = failureOf(out.data?.addModule, 'CharacterPayload');
      if (failure) problems.push({ line: m.line, failure });
    }
    setNotationProblems(problems.sort((a, b) => a.line - b.line));
    if (!problems.length) setNotation('');
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
            {t.xpLeft}: <strong>{sheet.experience.available}</strong>
          </p>
          <table>
            <caption>{t.modules}</caption>
            <tbody>
              {sheet.modules.map((m) => (
                <tr key={m.id}>
                  <td>{m.notation}</td>
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
        {notationProblems.map((p) => (
          <div key={p.line}>
            <span>#{p.line}</span> <Problems failure={p.failure} />
          </div>
        ))}
      </div>
      {activateButton}
    </main>
  );
}
