/** Range, area and duration as the magic system grades them: 0 (touch, one target, instant) to 3. */
import { useI18n } from '../../lib/i18n';
import type { FieldProblems } from '../Problems';

export interface SpellParameters {
  range: number;
  area: number;
  duration: number;
}
export const NO_PARAMETERS: SpellParameters = { range: 0, area: 0, duration: 0 };

/** `problems`: the form's refusal split by field; range, area and duration are fields of it. */
export function Parameters({
  legend,
  value,
  onChange,
  idPrefix,
  problems,
}: {
  legend: string;
  value: SpellParameters;
  onChange: (p: SpellParameters) => void;
  idPrefix: string;
  problems?: FieldProblems<keyof SpellParameters>;
}) {
  const { t } = useI18n();
  const field = (key: keyof SpellParameters, label: string, names: string[]) => (
    <>
    <label>
      {label}{' '}
      <select name={`${idPrefix}-${key}`} value={value[key]} onChange={(e) => onChange({ ...value, [key]: Number(e.currentTarget.value) })} {...problems?.field(key)}>
        {names.map((n, i) => (
          <option key={n} value={i}>
            {i ? `−${i} · ` : ''}
            {n}
          </option>
        ))}
      </select>
    </label>
    {problems?.beside(key)}
    </>
  );
  return (
    <fieldset>
      <legend>{legend}</legend>
      {field('range', t.magicRange, t.magicRanges)}
      {field('area', t.magicArea, t.magicAreas)}
      {field('duration', t.magicDuration, t.magicDurations)}
    </fieldset>
  );
}
