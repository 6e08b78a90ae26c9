/** Spend experience (SMS §8): a rank on a module, or a new module; the server checks when it may be bought. */
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';

const Spend = graphql(`
  mutation SpendExperience($input: SpendExperienceInput!) {
    spendExperience(input: $input) {
      __typename
      ... on SpendExperiencePayload { cost module { id rank } }
      ...FailureFields
    }
  }
`);

export function SpendExperience({ characterId, modules, available, onSpent }: { characterId: string; modules: { id: string; name: string; rank: number; polarity: string }[]; available: number; onSpent: () => void }) {
  const { t } = useI18n();
  const [spent, spend] = useMutation(Spend);
  if (available <= 0) return null;
  return (
    <details class="card">
      <summary>
        {t.spendXp} ({available})
      </summary>
      {modules
        .filter((m) => m.polarity !== 'NEGATIVE')
        .map((m) => (
          <button
            key={m.id}
            type="button"
            onClick={async () => {
              const result = await spend({ input: { characterId, moduleId: m.id } });
              if (result.data?.spendExperience?.__typename === 'SpendExperiencePayload') onSpent();
            }}
          >
            {m.name} {m.rank} → {m.rank + 1}
          </button>
        ))}
      <Problems failure={failureOf(spent.data?.spendExperience, 'SpendExperiencePayload')} error={spent.error} />
    </details>
  );
}
