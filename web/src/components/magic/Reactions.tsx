/**
 * Reactions to magic: a counter-spell against a spell being cast (a reaction when one is its
 * target, an intervention otherwise) and a dispel of an effect in place, recorded on a
 * character's sheet or described by the GM. Both are logged rolls with their breakdown.
 */
import { useEffect, useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { MagicSource } from '../../gql/graphql';
import { newClientSeed } from '../../lib/client-seed';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import { MagicOutcome } from './MagicOutcome';
import type { CatalogueSpell, CounterAim, Named } from './MagicPanel';
import { type RunningEncounter, useInEncounter } from './encounter';
import { Tool } from '../Tool';

const CounterSpell = graphql(`
  mutation CounterSpell($input: CounterSpellInput!, $locale: Locale!) {
    counterSpell(input: $input) {
      __typename
      ... on CounterSpellPayload {
        result {
          actionKind success stakes cancelsSpell exhaustionAfter lastingFatigueAfter
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

const Dispel = graphql(`
  mutation Dispel($input: DispelInput!, $locale: Locale!) {
    dispel(input: $input) {
      __typename
      ... on DispelPayload {
        result {
          success stakes dispelled temporary lastingFatigueAfter
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

const TargetEffects = graphql(`
  query TargetEffects($id: ID!) {
    character(id: $id) { id sheet { __typename ... on SmsSheet { magicEffects { id spellName power fromRitual } } } }
  }
`);

export interface FormProps {
  characterId: string;
  /** The GM gives the numbers (NPC dice, described effects: SMS §2.8); a player's screen does not offer them. */
  isGm: boolean;
  modules: Named[];
  encounter: RunningEncounter | null;
  onDone: () => void;
}

export function InEncounter({ encounter, value, onChange }: { encounter: Named | null; value: boolean; onChange: (v: boolean) => void }) {
  const { t } = useI18n();
  if (!encounter) return null;
  return (
    <label class="chip">
      <input type="checkbox" name="inEncounter" checked={value} onChange={(e) => onChange(e.currentTarget.checked)} /> {t.encounterName}{t.colon}{encounter.name}
    </label>
  );
}

export function CounterSpellForm({
  characterId,
  isGm,
  encounter,
  onDone,
  system,
  spells,
  characters,
  aim,
}: FormProps & { system: string; spells: CatalogueSpell[]; characters: Named[]; aim: CounterAim | null }) {
  const { t, locale } = useI18n();
  const [spellId, setSpellId] = useState('');
  const [casterId, setCasterId] = useState('');
  const [interruptBaseDie, setInterruptBaseDie] = useState(0);
  const [power, setPower] = useState(0);
  const [isTarget, setIsTarget] = useState(true);
  const [inEncounter, setInEncounter] = useInEncounter(encounter);
  const [countered, counter] = useMutation(CounterSpell);
  // A spell described at the table (an NPC's, announced by the GM): its power and form, no catalogue id.
  const [described, setDescribed] = useState<{ power: number; source: string } | null>(null);
  useEffect(() => {
    if (!aim) return;
    setSpellId(aim.spellId);
    setCasterId(aim.casterId);
    setDescribed(!aim.spellId && aim.power && aim.source ? { power: aim.power, source: aim.source } : null);
    if (aim.isTarget !== undefined) setIsTarget(aim.isTarget);
  }, [aim?.rollId]);
  const done = countered.data?.counterSpell?.__typename === 'CounterSpellPayload' ? countered.data.counterSpell.result : null;
  const problems = useFieldProblems(failureOf(countered.data?.counterSpell, 'CounterSpellPayload'), {
    caster: ['againstSpell.casterId'],
    interrupt: ['againstSpell.interruptBaseDie', 'TARGET_BASE_DIE_REQUIRED'],
    spell: ['againstSpell', 'NO_COUNTER_SPELL_AGAINST_RITUAL', 'NOT_A_LOREVAL_RITUAL', 'UNKNOWN_SOURCE', 'MISSING_PREREQUISITE_MODULE'],
    power: ['power', 'POWER_OUT_OF_RANGE', 'POWER_TOO_LOW*'],
    isTarget: ['countererIsTarget', 'NOT_A_TARGET'],
  });
  return (
    <Tool title={t.magicCounterSpell} open={aim !== null || undefined}>
      <form
        aria-label={t.magicCounterSpell}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await counter({
            input: {
              characterId,
              // The base die to interrupt is the GM's number (SMS §2.8): sent whenever the GM gives it
              // (it wins over a named caster's score: the die shown is then the die typed), never from a player.
              againstSpell: {
                ...(spellId ? { spellId } : described ? { power: described.power, source: described.source as MagicSource } : {}),
                ...(casterId ? { casterId } : {}),
                ...(isGm && interruptBaseDie ? { interruptBaseDie } : {}),
              },
              ...(power ? { power } : {}),
              countererIsTarget: isTarget,
              ...(encounter && inEncounter ? { encounterId: encounter.id } : {}),
              clientSeed: newClientSeed(),
            },
            locale,
          });
          if (out.data?.counterSpell?.__typename === 'CounterSpellPayload') onDone();
        }}
      >
        <h4>{t.magicCounterSpell}</h4>
        <label>
          {t.magicAgainst}{' '}
          <select
            name="againstSpell"
            value={spellId}
            onChange={(e) => {
              setSpellId(e.currentTarget.value);
              setDescribed(null);
            }}
            required
          >
            <option value="">{described ? `${t.magicDescribed} (${t.magicPower.toLowerCase()} ${described.power})` : '—'}</option>
            {spells.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.power})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.magicAgainstCaster}{' '}
          <select name="againstCaster" value={casterId} onChange={(e) => setCasterId(e.currentTarget.value)} {...problems.field('spell')} {...problems.field('caster')}>
            <option value="">{t.magicAgainstCasterNpc}</option>
            {characters
              .filter((c) => c.id !== characterId)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </select>
        </label>
        {problems.beside('caster')}
        {problems.beside('spell')}
        {system === 'LOREVAL' && isGm && (
          <label>
            {t.magicInterruptDie} <input name="interruptBaseDie" type="number" value={interruptBaseDie || ''} onInput={(e) => setInterruptBaseDie(Number(e.currentTarget.value))} {...problems.field('interrupt')} />
          </label>
        )}
        {problems.beside('interrupt')}
        {system === 'ALMERA' && (
          <label>
            {t.magicPower} <input name="counterPower" type="number" value={power || ''} onInput={(e) => setPower(Number(e.currentTarget.value))} {...problems.field('power')} />
          </label>
        )}
        <label class="chip">
          <input type="checkbox" name="isTarget" checked={isTarget} onChange={(e) => setIsTarget(e.currentTarget.checked)} {...problems.field('isTarget')} /> {t.magicIAmTarget}
        </label>
        {problems.beside('power')}
        {problems.beside('isTarget')}
        <InEncounter encounter={encounter} value={inEncounter} onChange={setInEncounter} />
        <button type="submit" disabled={(!spellId && !described) || countered.fetching}>
          {t.magicCounter}
        </button>
        {done && (
          <MagicOutcome
            data={{ title: `${t.magicCounterSpell} (${t.magicActionKinds[done.actionKind] ?? done.actionKind})`, ...done, lines: [done.cancelsSpell ? t.magicCancels : t.magicDoesNotCancel] }}
          />
        )}
        {problems.rest(countered.error)}
      </form>
    </Tool>
  );
}

export function DispelForm({ characterId, isGm, encounter, onDone, characters }: FormProps & { characters: Named[] }) {
  const { t, locale } = useI18n();
  const [targetId, setTargetId] = useState('');
  const [effectId, setEffectId] = useState('');
  const [power, setPower] = useState(1);
  const [fromRitual, setFromRitual] = useState(false);
  const [rangeToEffect, setRangeToEffect] = useState(0);
  const [temporary, setTemporary] = useState(false);
  const [inEncounter, setInEncounter] = useInEncounter(encounter);
  const [{ data }] = useQuery({ query: TargetEffects, variables: { id: targetId }, pause: !targetId });
  const effects = data?.character?.sheet.__typename === 'SmsSheet' ? data.character.sheet.magicEffects : [];
  const [dispelled, dispel] = useMutation(Dispel);
  const done = dispelled.data?.dispel?.__typename === 'DispelPayload' ? dispelled.data.dispel.result : null;
  const problems = useFieldProblems(failureOf(dispelled.data?.dispel, 'DispelPayload'), {
    target: ['targetCharacterId'],
    effect: ['effectId', 'NO_SUCH_EFFECT', 'RITUAL_MAGIC_NOT_DISPELLABLE'],
    power: ['effect', 'DISPEL_RANK_TOO_LOW'],
    range: ['rangeToEffect', 'BAD_PARAMETER'],
    mode: ['mode'],
  });
  return (
    <Tool title={t.magicDispel}>
      <form
        aria-label={t.magicDispel}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await dispel({
            input: {
              characterId,
              ...(targetId && effectId ? { targetCharacterId: targetId, effectId } : { effect: { power, fromRitual } }),
              rangeToEffect,
              mode: temporary ? 'TEMPORARY' : 'FULL',
              ...(encounter && inEncounter ? { encounterId: encounter.id } : {}),
              clientSeed: newClientSeed(),
            },
            locale,
          });
          if (out.data?.dispel?.__typename === 'DispelPayload') onDone();
        }}
      >
        <h4>{t.magicDispel}</h4>
        <label>
          {t.magicTarget}{' '}
          <select
            name="dispelTarget"
            value={targetId}
            onChange={(e) => {
              setTargetId(e.currentTarget.value);
              setEffectId('');
            }}
          
            {...problems.field('target')}
          >
            {isGm && <option value="">{t.magicDispelDescribed}</option>}
            {!isGm && <option value="">—</option>}
            {characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {problems.beside('target')}
        {targetId && (
          <label>
            {t.magicDispelWhich}{' '}
            <select name="dispelEffect" value={effectId} onChange={(e) => setEffectId(e.currentTarget.value)} {...problems.field('effect')}>
              {isGm ? <option value="">{t.magicDispelDescribed}</option> : <option value="">—</option>}
              {effects.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.spellName} ({t.magicPower.toLowerCase()} {e.power})
                </option>
              ))}
            </select>
          </label>
        )}
        {problems.beside('effect')}
        {!effectId && isGm && (
          <>
            <label>
              {t.magicDispelPower} <input name="dispelPower" type="number" value={power} onInput={(e) => setPower(Number(e.currentTarget.value))} {...problems.field('power')} />
            </label>
            <label class="chip">
              <input type="checkbox" name="fromRitual" checked={fromRitual} onChange={(e) => setFromRitual(e.currentTarget.checked)} /> {t.magicFromRitual}
            </label>
          </>
        )}
        {problems.beside('power')}
        <label>
          {t.magicRangeToEffect}{' '}
          <select name="rangeToEffect" value={rangeToEffect} onChange={(e) => setRangeToEffect(Number(e.currentTarget.value))} {...problems.field('range')}>
            {t.magicRanges.map((n, i) => (
              <option key={n} value={i}>
                {i ? `−${i} · ` : ''}
                {n}
              </option>
            ))}
          </select>
        </label>
        {problems.beside('range')}
        <label class="chip">
          <input type="checkbox" name="temporary" checked={temporary} onChange={(e) => setTemporary(e.currentTarget.checked)} {...problems.field('mode')} /> {t.magicDispelTemporary}
        </label>
        {problems.beside('mode')}
        <InEncounter encounter={encounter} value={inEncounter} onChange={setInEncounter} />
        <button type="submit" disabled={dispelled.fetching || (!isGm && !effectId)}>
          {t.magicDispelDo}
        </button>
        {done && (
          <MagicOutcome
            data={{ title: t.magicDispel, ...done, lines: [done.dispelled ? (done.temporary ? t.magicHeldBack : t.magicDispelled) : t.magicNotDispelled] }}
          />
        )}
        {problems.rest(dispelled.error)}
      </form>
    </Tool>
  );
}
