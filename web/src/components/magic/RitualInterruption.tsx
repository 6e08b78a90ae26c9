/**
 * The GM interrupts a ritual of the catalogue being performed (seed 003 "Interruption d'un
 * rituel"; seed 000 "Interrompre un rituel"): no roll; its cost (ALMERA exhaustion equal to
 * the power, half to the performer; LOREVAL lasting fatigue) is booked on everyone as at the
 * end, and an ALMERA ritual cut short without its stop protocol lets its magic loose pro rata of
 * the time elapsed. The interruption is the GM's number (SMS §2.8): a player's screen never
 * shows this form. The consequence is shown in the result card, on the sheets (exhaustion) and
 * in the feed.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { newClientSeed } from '../../lib/client-seed';
import { useI18n } from '../../lib/i18n';
import { failureOf, Problems } from '../Problems';
import { MagicOutcome } from './MagicOutcome';
import type { CatalogueSpell, Named } from './MagicPanel';
import type { FormProps } from './Reactions';
import { PerformRitual } from './RitualAndPower';
import { Tool } from '../Tool';

export function RitualInterruptionForm({ characterId, onDone, system, rituals, characters }: FormProps & { system: string; rituals: CatalogueSpell[]; characters: Named[] }) {
  const { t, locale } = useI18n();
  const [ritualId, setRitualId] = useState('');
  const [participants, setParticipants] = useState<string[]>([]);
  const [procedureBonus, setProcedureBonus] = useState(4);
  const [elapsed, setElapsed] = useState(0);
  const [total, setTotal] = useState(60);
  const [withStopProtocol, setWithStopProtocol] = useState(false);
  const [performed, perform] = useMutation(PerformRitual);
  const done = performed.data?.performRitual?.__typename === 'PerformRitualPayload' ? performed.data.performRitual.result : null;
  if (rituals.length === 0) return null;
  const nameOf = (id: string) => characters.find((c) => c.id === id)?.name ?? t.someone;
  const released = !done
    ? null
    : done.releasedFraction == null
      ? t.magicReleasedUnmeasured
      : done.releasedFraction > 0
        ? t.magicReleased(Math.round(done.releasedFraction * 100), done.releasedPower ?? 0)
        : t.magicNothingReleased;
  return (
    <Tool title={t.magicInterrupt}>
      <form
        aria-label={t.magicInterrupt}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await perform({
            input: {
              characterId,
              ritualSpellId: ritualId,
              participants: participants.map((id) => ({ characterId: id })),
              ...(system === 'ALMERA' ? { procedureBonus } : {}),
              interruption: { elapsed, total, ...(system === 'ALMERA' ? { withStopProtocol } : {}) },
              clientSeed: newClientSeed(),
            },
            locale,
          });
          if (out.data?.performRitual?.__typename === 'PerformRitualPayload') onDone();
        }}
      >
        <h4>{t.magicInterrupt}</h4>
        <p>{t.magicInterruptHint}</p>
        <label>
          {t.magicRitualWhich}{' '}
          <select name="interruptedRitual" value={ritualId} onChange={(e) => setRitualId(e.currentTarget.value)} required>
            <option value="">—</option>
            {rituals.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.power})
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t.magicParticipants}</legend>
          {characters.map((c) => (
            <label key={c.id} class="chip">
              <input
                type="checkbox"
                name="interruptedParticipant"
                checked={participants.includes(c.id)}
                onChange={(e) => setParticipants(e.currentTarget.checked ? [...participants, c.id] : participants.filter((x) => x !== c.id))}
              />{' '}
              {c.name}
            </label>
          ))}
        </fieldset>
        {system === 'ALMERA' && (
          <label>
            {t.magicProcedureBonus} <input name="interruptProcedureBonus" type="number" value={procedureBonus} onInput={(e) => setProcedureBonus(Number(e.currentTarget.value))} />
          </label>
        )}
        <label>
          {t.magicElapsed} <input name="elapsed" type="number" step="any" value={elapsed} onInput={(e) => setElapsed(Number(e.currentTarget.value))} />
        </label>
        <label>
          {t.magicTotal} <input name="total" type="number" step="any" value={total} onInput={(e) => setTotal(Number(e.currentTarget.value))} />
        </label>
        {system === 'ALMERA' && (
          <label class="chip">
            <input type="checkbox" name="withStopProtocol" checked={withStopProtocol} onChange={(e) => setWithStopProtocol(e.currentTarget.checked)} /> {t.magicStopProtocol}
          </label>
        )}
        <button type="submit" disabled={!ritualId || performed.fetching}>
          {t.magicInterruptDo}
        </button>
        {done && (
          <MagicOutcome
            data={{
              title: done.ritualName,
              ...done,
              lines: [released!, t.magicCostsLine(done.costs.map((c) => `${c.character?.name ?? nameOf(c.characterId)} — ${t.magicCostWords(c.cost)}`))],
            }}
          />
        )}
        <Problems failure={failureOf(performed.data?.performRitual, 'PerformRitualPayload')} error={performed.error} />
      </form>
    </Tool>
  );
}
