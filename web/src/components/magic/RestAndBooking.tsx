/**
 * Rest after magic (ALMERA exhaustion −1 an hour, all after sleep or an Elfin's meditation;
 * LOREVAL lasting fatigue, blocked while a spell with a duration is maintained), and booking a
 * spell against the running encounter's one-spell limit (SMS §5; special powers are exempt).
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import type { FormProps } from './Reactions';
import { Tool } from '../Tool';

const RecoverExhaustion = graphql(`
  mutation RecoverExhaustion($input: RecoverExhaustionInput!) {
    recoverExhaustion(input: $input) {
      __typename
      ... on RecoverExhaustionPayload { recovered exhaustion lastingFatigue blockedBy }
      ...FailureFields
    }
  }
`);

const BookSpell = graphql(`
  mutation BookSpell($input: BookSpellInput!) {
    bookSpell(input: $input) {
      __typename
      ... on SpellBookingPayload { exempt }
      ...FailureFields
    }
  }
`);

type Rest = 'hours' | 'fullRest' | 'meditation';

export function RecoverForm({ characterId, onDone, system }: FormProps & { system: string }) {
  const { t } = useI18n();
  const [rest, setRest] = useState<Rest>('hours');
  const [hours, setHours] = useState(1);
  const [recovered, recover] = useMutation(RecoverExhaustion);
  const done = recovered.data?.recoverExhaustion?.__typename === 'RecoverExhaustionPayload' ? recovered.data.recoverExhaustion : null;
  const problems = useFieldProblems(failureOf(recovered.data?.recoverExhaustion, 'RecoverExhaustionPayload'), {
    rest: ['fullRest', 'meditation', 'NOT_AN_ELFIN', 'ELFIN_MEDITATION'],
    hours: ['hours'],
  });
  return (
    <Tool title={t.magicRecover}>
      <form
        aria-label={t.magicRecover}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await recover({ input: { characterId, ...(rest === 'hours' ? { hours } : { [rest]: true }) } });
          if (out.data?.recoverExhaustion?.__typename === 'RecoverExhaustionPayload') onDone();
        }}
      >
        <h4>{t.magicRecover}</h4>
        <fieldset {...problems.field('rest')}>
          <legend>{t.magicRest}</legend>
          {(['hours', 'fullRest', 'meditation'] as const).map((r) => (
            <label key={r} class="chip">
              <input type="radio" name="rest" value={r} checked={rest === r} onChange={() => setRest(r)} />{' '}
              {r === 'hours' ? t.magicHours : r === 'fullRest' ? t.magicFullRest : t.magicMeditation}
            </label>
          ))}
        </fieldset>
        {problems.beside('rest')}
        {rest === 'hours' && (
          <label>
            {t.magicHours} <input name="hours" type="number" value={hours} onInput={(e) => setHours(Number(e.currentTarget.value))} {...problems.field('hours')} />
          </label>
        )}
        {problems.beside('hours')}
        <button type="submit" disabled={recovered.fetching}>
          {t.magicRest}
        </button>
        {done && (
          <p role="status" data-testid="recovered">
            {done.blockedBy
              ? t.magicBlocked
              : `${t.magicRecovered(done.recovered)} — ${system === 'ALMERA' ? `${t.magicExhaustion}${t.colon}${t.magicExhaustionWords(done.exhaustion)}` : `${t.magicLastingFatigue}${t.colon}${t.magicLastingWords(done.lastingFatigue)}`}`}
          </p>
        )}
        {problems.rest(recovered.error)}
      </form>
    </Tool>
  );
}

export function BookSpellForm({ characterId, encounter, onDone }: FormProps) {
  const { t } = useI18n();
  const [specialPower, setSpecialPower] = useState(false);
  const [booked, book] = useMutation(BookSpell);
  const problems = useFieldProblems(failureOf(booked.data?.bookSpell, 'SpellBookingPayload'), { specialPower: ['specialPower', 'NOT_A_SPECIAL_POWER'] });
  if (!encounter) return null;
  const done = booked.data?.bookSpell?.__typename === 'SpellBookingPayload' ? booked.data.bookSpell : null;
  return (
    <Tool title={t.magicBookSpell}>
      <form
        aria-label={t.magicBookSpell}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await book({ input: { encounterId: encounter.id, characterId, specialPower } });
          if (out.data?.bookSpell?.__typename === 'SpellBookingPayload') onDone();
        }}
      >
        <h4>
          {t.magicBookSpell}
          {t.colon}
          {encounter.name}
        </h4>
        <label class="chip">
          <input type="checkbox" name="bookSpecial" checked={specialPower} onChange={(e) => setSpecialPower(e.currentTarget.checked)} {...problems.field('specialPower')} /> {t.magicBookSpecial}
        </label>
        {problems.beside('specialPower')}
        <button type="submit" disabled={booked.fetching}>
          {t.magicBook}
        </button>
        {done && <p role="status">{done.exempt ? t.magicExempt : t.magicBooked}</p>}
        {problems.rest(booked.error)}
      </form>
    </Tool>
  );
}
