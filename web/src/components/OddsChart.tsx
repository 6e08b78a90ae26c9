/**
 * The chances of success for each difficulty die, for the modules the character would declare.
 * The server computes them (previewAction: same checks as resolveAction, nothing rolled).
 */
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { type Failure, Problems } from './Problems';

const OddsByDie = graphql(`
  query OddsByDie($characterId: ID!, $moduleIds: [ID!]!) {
    d0: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 0 }) { ...DieOdds }
    d2: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 2 }) { ...DieOdds }
    d4: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 4 }) { ...DieOdds }
    d6: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 6 }) { ...DieOdds }
    d8: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 8 }) { ...DieOdds }
    d10: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 10 }) { ...DieOdds }
    d12: previewAction(input: { characterId: $characterId, moduleIds: $moduleIds, difficulty: 12 }) { ...DieOdds }
  }
  fragment DieOdds on QueryPreviewActionResult {
    __typename
    ... on ActionOdds { score die probability automatic impossible }
    ...FailureFields
  }
`);

/** Every die of the SMS ladder (src/rules/dice.ts SMS_DICE), D2 included. */
const DICE = ['d0', 'd2', 'd4', 'd6', 'd8', 'd10', 'd12'] as const;

export function OddsChart({ characterId, moduleIds }: { characterId: string; moduleIds: string[] }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: OddsByDie, variables: { characterId, moduleIds } });
  if (!data) return null;
  const rows = DICE.map((key) => ({ key, odds: data[key]?.__typename === 'ActionOdds' ? data[key] : null }));
  const score = rows.find((r) => r.odds)?.odds?.score;
  // When no die can be previewed, say why (out of action, a module no longer on the sheet…)
  // instead of a chart of dashes.
  const refusal = score == null ? (data.d8 as Failure | undefined) : undefined;
  return (
    <figure class="odds">
      <figcaption>
        {t.odds} — {t.score} {score ?? '—'}
      </figcaption>
      <table>
        <tbody>
          {rows.map(({ key, odds }) => (
            <tr key={key}>
              <th scope="row">{key.toUpperCase()}</th>
              <td>
                <meter min={0} max={1} value={odds?.probability ?? 0} aria-label={`${key.toUpperCase()} ${t.chance}`} />
              </td>
              <td>{odds ? `${Math.round(odds.probability * 100)} %` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {refusal?.message && <Problems failure={refusal} />}
    </figure>
  );
}
