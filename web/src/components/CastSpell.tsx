/**
 * Magic: pick a spell of the campaign's catalogue and the modules that help; the difficulty
 * and the score are built step by step by the server (previewCast, nothing rolled), then cast.
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';

const CampaignSpells = graphql(`
  query CampaignSpells($campaignId: ID!) {
    campaign(id: $campaignId) {
      id
      magicSystem
      spells(first: 50) { edges { node { id name power kind } } }
    }
  }
`);

const PreviewCast = graphql(`
  query PreviewCast($input: CastSpellInput!) {
    previewCast(input: $input) {
      __typename
      ... on SpellPreview {
        probability
        automatic
        impossible
        exhaustion
        score { score steps { label points rule } }
        difficulty { die points steps { label points rule } }
      }
      ...FailureFields
    }
  }
`);

const CastSpellMutation = graphql(`
  mutation CastSpell($input: CastSpellInput!) {
    castSpell(input: $input) {
      __typename
      ... on CastSpellPayload { result { spellName success outcome stakes notes } }
      ...FailureFields
    }
  }
`);

export function CastSpell({ campaignId, characterId, modules }: { campaignId: string; characterId: string; modules: { id: string; name: string }[] }) {
  const { t } = useI18n();
  const [spellId, setSpellId] = useState('');
  const [moduleIds, setModuleIds] = useState<string[]>([]);
  const [{ data: spells }] = useQuery({ query: CampaignSpells, variables: { campaignId } });
  const input = { characterId, spellId, moduleIds };
  const [{ data: preview }] = useQuery({ query: PreviewCast, variables: { input }, pause: !spellId });
  const [cast, run] = useMutation(CastSpellMutation);
  const list = spells?.campaign?.spells.edges.map((e) => e.node) ?? [];
  if (!spells?.campaign?.magicSystem || list.length === 0) return null;
  const p = preview?.previewCast?.__typename === 'SpellPreview' ? preview.previewCast : null;
  return (
    <form
      class="card"
      aria-label={t.castSpell}
      onSubmit={async (event) => {
        event.preventDefault();
        await run({ input });
      }}
    >
      <h3>{t.castSpell}</h3>
      <label>
        {t.spell}{' '}
        <select name="spell" value={spellId} onChange={(e) => setSpellId(e.currentTarget.value)}>
          <option value="">—</option>
          {list.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.power})
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t.modules}</legend>
        {modules.map((m) => (
          <label key={m.id} class="chip">
            <input type="checkbox" checked={moduleIds.includes(m.id)} onChange={(e) => setModuleIds(e.currentTarget.checked ? [...moduleIds, m.id] : moduleIds.filter((x) => x !== m.id))} />{' '}
            {m.name}
          </label>
        ))}
      </fieldset>
      {p && (
        <div class="columns">
          <Steps caption={`${t.score} ${p.score.score}`} steps={p.score.steps} />
          <Steps caption={`${t.difficulty} D${p.difficulty.die}`} steps={p.difficulty.steps} />
          <p>
            {t.chance} {Math.round(p.probability * 100)} %
          </p>
        </div>
      )}
      <Problems failure={failureOf(preview?.previewCast, 'SpellPreview')} />
      <button type="submit" disabled={!spellId || cast.fetching}>
        {t.cast}
      </button>
      {cast.data?.castSpell?.__typename === 'CastSpellPayload' && (
        <p role="status">
          {cast.data.castSpell.result.spellName}: {cast.data.castSpell.result.success ? t.success : t.failure}
        </p>
      )}
      <Problems failure={failureOf(cast.data?.castSpell, 'CastSpellPayload')} error={cast.error} />
    </form>
  );
}

/** One side of the cast, step by step, each step with the rule it applies (as its tooltip). */
function Steps({ caption, steps }: { caption: string; steps: { label: string; points: number; rule: string }[] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <tbody>
        {steps.map((s) => (
          <tr key={s.label} title={s.rule}>
            <td>{s.label}</td>
            <td>{s.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
