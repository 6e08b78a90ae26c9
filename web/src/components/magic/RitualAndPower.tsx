/**
 * A ritual of the catalogue performed with participants (LOREVAL: −2 to the die each; ALMERA:
 * +1 per module of theirs, with the GM's procedure bonus), who share its cost; and a LOREVAL
 * special power (Harmony, Conviction, Heroism: base D8, passing fatigue, no one-spell limit).
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../../gql';
import { newClientSeed } from '../../lib/client-seed';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import { MagicOutcome } from './MagicOutcome';
import type { CatalogueSpell, Named } from './MagicPanel';
import type { FormProps } from './Reactions';
import { Tool } from '../Tool';

export const PerformRitual = graphql(`
  mutation PerformRitual($input: PerformRitualInput!, $locale: Locale!) {
    performRitual(input: $input) {
      __typename
      ... on PerformRitualPayload {
        result {
          ritualName outcome success stakes releasedFraction releasedPower
          score { score steps { label(locale: $locale) points rule(locale: $locale) } }
          difficulty { die steps { label(locale: $locale) points rule(locale: $locale) } }
          check { roll }
          costs { characterId character { name } cost { exhaustion lastingFatigue passingFatigue } }
        }
      }
      ...FailureFields
    }
  }
`);

const UseSpecialPower = graphql(`
  mutation UseSpecialPower($input: UseSpecialPowerInput!, $locale: Locale!) {
    useSpecialPower(input: $input) {
      __typename
      ... on CastSpellPayload {
        result {
          spellName outcome success stakes notes lastingFatigueAfter passingFatigueAfter
          score { score steps { label(locale: $locale) points rule(locale: $locale) } }
          difficulty { die steps { label(locale: $locale) points rule(locale: $locale) } }
          check { roll }
          cost { exhaustion lastingFatigue passingFatigue }
        }
      }
      ...FailureFields
    }
  }
`);

export function RitualForm({ characterId, modules, onDone, system, rituals, characters }: FormProps & { system: string; rituals: CatalogueSpell[]; characters: Named[] }) {
  const { t, locale } = useI18n();
  const [ritualId, setRitualId] = useState('');
  const [participants, setParticipants] = useState<string[]>([]);
  const [procedureBonus, setProcedureBonus] = useState(4);
  const [moduleIds, setModuleIds] = useState<string[]>([]);
  const [performed, perform] = useMutation(PerformRitual);
  const done = performed.data?.performRitual?.__typename === 'PerformRitualPayload' ? performed.data.performRitual.result : null;
  const problems = useFieldProblems(failureOf(performed.data?.performRitual, 'PerformRitualPayload'), {
    ritual: ['ritualSpellId', 'NOT_A_RITUAL', 'WRONG_VARIANT', 'RITUAL_NOT_LEARNED', 'RITUAL_NOT_A_SPELL'],
    participants: ['participants', 'DUPLICATE_PARTICIPANT'],
    modules: ['moduleIds', 'MODULE_NOT_ON_SHEET', 'MISSING_PREREQUISITE_MODULE'],
    procedureBonus: ['procedureBonus', 'PROCEDURE_BONUS_TOO_LOW'],
  });
  if (rituals.length === 0) return null;
  return (
    <Tool title={t.magicRitual}>
      <form
        aria-label={t.magicRitual}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await perform({
            input: {
              characterId,
              ritualSpellId: ritualId,
              participants: participants.map((id) => ({ characterId: id })),
              moduleIds,
              ...(system === 'ALMERA' ? { procedureBonus } : {}),
              clientSeed: newClientSeed(),
            },
            locale,
          });
          if (out.data?.performRitual?.__typename === 'PerformRitualPayload') onDone();
        }}
      >
        <h4>{t.magicRitual}</h4>
        <label>
          {t.magicRitualWhich}{' '}
          <select name="ritual" value={ritualId} onChange={(e) => setRitualId(e.currentTarget.value)} required {...problems.field('ritual')}>
            <option value="">—</option>
            {rituals.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.power})
              </option>
            ))}
          </select>
        </label>
        {problems.beside('ritual')}
        <fieldset {...problems.field('participants')}>
          <legend>{t.magicParticipants}</legend>
          {characters.map((c) => (
            <label key={c.id} class="chip">
              <input
                type="checkbox"
                name="participant"
                checked={participants.includes(c.id)}
                onChange={(e) => setParticipants(e.currentTarget.checked ? [...participants, c.id] : participants.filter((x) => x !== c.id))}
              />{' '}
              {c.name}
            </label>
          ))}
        </fieldset>
        {problems.beside('participants')}
        <fieldset {...problems.field('modules')}>
          <legend>{t.modules}</legend>
          {modules.map((m) => (
            <label key={m.id} class="chip">
              <input type="checkbox" checked={moduleIds.includes(m.id)} onChange={(e) => setModuleIds(e.currentTarget.checked ? [...moduleIds, m.id] : moduleIds.filter((x) => x !== m.id))} />{' '}
              {m.name}
            </label>
          ))}
        </fieldset>
        {problems.beside('modules')}
        {system === 'ALMERA' && (
          <label>
            {t.magicProcedureBonus} <input name="procedureBonus" type="number" value={procedureBonus} onInput={(e) => setProcedureBonus(Number(e.currentTarget.value))} {...problems.field('procedureBonus')} />
          </label>
        )}
        {problems.beside('procedureBonus')}
        <button type="submit" disabled={!ritualId || performed.fetching}>
          {t.magicPerform}
        </button>
        {done && (
          <MagicOutcome
            data={{
              title: done.ritualName,
              ...done,
              lines: [t.magicCostsLine(done.costs.map((c) => `${c.character?.name ?? '?'} — ${t.magicCostWords(c.cost)}`))],
            }}
          />
        )}
        {problems.rest(performed.error)}
      </form>
    </Tool>
  );
}

export function SpecialPowerForm({ characterId, modules, encounter, onDone, powers }: FormProps & { powers: CatalogueSpell[] }) {
  const { t, locale } = useI18n();
  const [spellId, setSpellId] = useState('');
  const [moduleIds, setModuleIds] = useState<string[]>([]);
  const [used, use] = useMutation(UseSpecialPower);
  const done = used.data?.useSpecialPower?.__typename === 'CastSpellPayload' ? used.data.useSpecialPower.result : null;
  const problems = useFieldProblems(failureOf(used.data?.useSpecialPower, 'CastSpellPayload'), {
    power: ['spellId', 'NOT_A_SPECIAL_POWER', 'NO_SPECIAL_POWERS'],
    modules: ['moduleIds', 'MODULE_NOT_ON_SHEET', 'MISSING_PREREQUISITE_MODULE'],
  });
  if (powers.length === 0) return null;
  return (
    <Tool title={t.magicSpecialPower}>
      <form
        aria-label={t.magicSpecialPower}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await use({ input: { characterId, spellId, moduleIds, ...(encounter ? { encounterId: encounter.id } : {}) }, locale });
          if (out.data?.useSpecialPower?.__typename === 'CastSpellPayload') onDone();
        }}
      >
        <h4>{t.magicSpecialPower}</h4>
        <label>
          {t.magicPowerWhich}{' '}
          <select name="specialPower" value={spellId} onChange={(e) => setSpellId(e.currentTarget.value)} required {...problems.field('power')}>
            <option value="">—</option>
            {powers.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.power})
              </option>
            ))}
          </select>
        </label>
        {problems.beside('power')}
        <fieldset {...problems.field('modules')}>
          <legend>{t.modules}</legend>
          {modules.map((m) => (
            <label key={m.id} class="chip">
              <input type="checkbox" checked={moduleIds.includes(m.id)} onChange={(e) => setModuleIds(e.currentTarget.checked ? [...moduleIds, m.id] : moduleIds.filter((x) => x !== m.id))} />{' '}
              {m.name}
            </label>
          ))}
        </fieldset>
        {problems.beside('modules')}
        <button type="submit" disabled={!spellId || used.fetching}>
          {t.magicUse}
        </button>
        {done && <MagicOutcome data={{ title: done.spellName, ...done, lines: done.notes }} />}
        {problems.rest(used.error)}
      </form>
    </Tool>
  );
}
