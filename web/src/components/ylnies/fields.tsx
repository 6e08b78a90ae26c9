/**
 * Small labelled fields the Ylnies forms share: a character, a skill from a sheet, an optional
 * number. `aria`: what useFieldProblems (../Problems) gives a refused field (aria-invalid, and
 * the refusal it is described by).
 */
import { useI18n } from '../../lib/i18n';

export interface Someone {
  id: string;
  name: string;
}

type Aria = { 'aria-invalid'?: true; 'aria-describedby'?: string };

export function CharacterSelect({
  label,
  name,
  value,
  onChange,
  characters,
  empty,
  aria,
}: { label: string; name: string; value: string; onChange: (id: string) => void; characters: Someone[]; empty?: string; aria?: Aria }) {
  return (
    <label>
      {label}{' '}
      <select name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...aria}>
        {empty !== undefined && <option value="">{empty}</option>}
        {characters.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SkillSelect({
  label,
  name,
  value,
  onChange,
  skills,
  empty,
  aria,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (skill: string) => void;
  skills: { name: string; value: number }[];
  empty?: string;
  aria?: Aria;
}) {
  const { t } = useI18n();
  return (
    <label>
      {label}{' '}
      <select name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...aria}>
        <option value="">{empty ?? t.ylNoSkill}</option>
        {skills.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name} ({s.value})
          </option>
        ))}
      </select>
    </label>
  );
}

/** A number the API may leave to its default: empty means "not given". */
export function OptionalNumber({ label, name, value, onChange, min, step, aria }: { label: string; name: string; value: string; onChange: (v: string) => void; min?: number; step?: string; aria?: Aria }) {
  return (
    <label>
      {label} <input name={name} type="number" min={min} step={step} value={value} onInput={(e) => onChange(e.currentTarget.value)} {...aria} />
    </label>
  );
}

/** What a cast's power is refused for: below 1, above the spell's value, more mana than the caster has. */
export const POWER_CODES = ['POWER_TOO_LOW', 'POWER_ABOVE_SKILL', 'NOT_ENOUGH_MANA'] as const;

/** The number typed, or nothing (left to the API's default). */
export const given = (v: string) => (v.trim() === '' ? undefined : Number(v));
