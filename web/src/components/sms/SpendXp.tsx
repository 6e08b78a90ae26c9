/**
 * Spend experience (SMS §8): each module that may progress with the price of its next rank
 * (the API's `rankCost`), a confirmation saying what is left, then the server's verdict — it
 * alone decides when a rank may be bought (at a scenario's end, once per module).
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';
import { failureOf, Problems } from '../Problems';
import type { SheetModule, SmsSheetFields } from './sheet-query';

const Spend = graphql(`
  mutation SpendXp($input: SpendExperienceInput!) {
    spendExperience(input: $input) {
      __typename
      ... on SpendExperiencePayload { cost module { id name rank } character { id } }
      ...FailureFields
    }
  }
`);

/** `sheet`: the character's sheet as the card holds it; `onSpent` reads the card again. */
export function SpendXp({ characterId, sheet, onSpent }: { characterId: string; sheet: SmsSheetFields; onSpent: () => void }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<SheetModule | null>(null);
  const [spent, spend] = useMutation(Spend);
  if (sheet.experience.available <= 0) return null;
  const available = sheet.experience.available;
  const payload = spent.data?.spendExperience?.__typename === 'SpendExperiencePayload' ? spent.data.spendExperience : null;
  const refused = failureOf(spent.data?.spendExperience, 'SpendExperiencePayload');
  const locked = refused?.__typename === 'RuleViolation' && (refused.code === 'NOT_AT_SCENARIO_END' || (refused.violations ?? []).some((v) => v.code === 'NOT_AT_SCENARIO_END'));
  return (
    <details class="card" data-testid="spend-xp">
      <summary>
        {t.spendXp} ({available})
      </summary>
      <ul class="spend">
        {sheet.modules
          .filter((m) => m.polarity !== 'NEGATIVE' && m.canProgress)
          .map((m) => (
            <li key={m.id}>
              <button type="button" aria-pressed={chosen?.id === m.id} onClick={() => setChosen(m)} disabled={m.rankCost > available}>
                {t.spendCost(m.label, m.rank, m.rankCost)}
              </button>
            </li>
          ))}
      </ul>
      {chosen && (
        <div role="alertdialog" aria-label={t.confirm} class="confirm">
          <p>{t.confirmSpend(chosen.label, chosen.rankCost, available - chosen.rankCost)}</p>
          <button
            type="button"
            class="primary"
            disabled={spent.fetching}
            onClick={async () => {
              const result = await spend({ input: { characterId, moduleId: chosen.id } });
              if (result.data?.spendExperience?.__typename === 'SpendExperiencePayload') {
                setChosen(null);
                onSpent();
              }
            }}
          >
            {t.confirm}
          </button>{' '}
          <button type="button" onClick={() => setChosen(null)}>
            {t.cancel}
          </button>
        </div>
      )}
      {payload && (
        <p role="status">
          {t.bought(sheet.modules.find((m) => m.id === payload.module.id)?.label ?? payload.module.name, payload.module.rank, payload.cost)}
        </p>
      )}
      <Problems failure={refused} error={spent.error} />
      {/* What unlocks it, not only what is wrong (issue 39): the GM completes a scenario; the GM's panel says the same. */}
      {locked && (
        <p class="muted" data-testid="spend-locked">
          {t.spendLocked}
        </p>
      )}
    </details>
  );
}
