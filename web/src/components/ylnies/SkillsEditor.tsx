/**
 * Skills, spells and powers with the one innate ability apart (worth Willpower, free), and the
 * skill points spent as the player types. Used by the builder and by a draft's skills form.
 */
import { useI18n } from '../../lib/i18n';
import { useId } from 'preact/hooks';
import { describedBy, type Failure, Problems } from '../Problems';
import { skillPointsSpent } from './budget';
import type { Catalogue, Key, Kind } from './catalogue';

export interface SkillDraft {
  name: string;
  characteristic: Key;
  kind: Kind;
  value: number;
}
export interface InnateDraft {
  name: string;
  characteristic: Key;
  kind: 'SPELL' | 'POWER';
  /** null: Willpower (the only choice at random creation). */
  value: number | null;
}

/** The skills as `YlniesSkillInput`s: the innate one last, without a value when it is Willpower. */
export function skillInputs(skills: SkillDraft[], innate: InnateDraft) {
  return [
    ...skills.map((s) => ({ name: s.name, characteristic: s.characteristic, kind: s.kind, value: s.value })),
    ...(innate.name.trim() ? [{ name: innate.name, characteristic: innate.characteristic, kind: innate.kind, innate: true, ...(innate.value !== null ? { value: innate.value } : {}) }] : []),
  ];
}

export function SkillsEditor({
  catalogue,
  skills,
  innate,
  onSkills,
  onInnate,
  willpower,
  available,
  random,
  problems,
}: {
  catalogue: Catalogue;
  skills: SkillDraft[];
  innate: InnateDraft;
  onSkills: (s: SkillDraft[]) => void;
  onInnate: (i: InnateDraft) => void;
  /** null while Willpower is still to be rolled. */
  willpower: number | null;
  /** Skill points to spend; null when no creation budget binds (the GM on an active character). */
  available: number | null;
  random: boolean;
  problems: { skills?: Failure; innate?: Failure };
}) {
  const { t } = useI18n();
  // Each refusal is the alert its fieldset is described by.
  const innateId = useId();
  const skillsId = useId();
  const { creation } = catalogue;
  const spent = skillPointsSpent([...skills, { ...innate, innate: true }], willpower, creation);
  const over = available === null ? 0 : spent - available;
  const set = (i: number, patch: Partial<SkillDraft>) => onSkills(skills.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const characteristicOptions = catalogue.characteristics.map((c) => (
    <option key={c.key} value={c.key}>
      {c.name}
    </option>
  ));
  return (
    <>
      <fieldset {...describedBy(problems.innate, innateId)}>
        <legend>{t.ylInnate}</legend>
        <p class="muted">{t.ylInnateHelp}</p>
        <label>
          {t.ylInnateName} <input name="innateName" value={innate.name} onInput={(e) => onInnate({ ...innate, name: e.currentTarget.value })} />
        </label>
        <label>
          {t.ylKind}{' '}
          <select name="innateKind" value={innate.kind} onChange={(e) => onInnate({ ...innate, kind: e.currentTarget.value as 'SPELL' | 'POWER' })}>
            <option value="SPELL">{t.ylKinds.SPELL}</option>
            <option value="POWER">{t.ylKinds.POWER}</option>
          </select>
        </label>
        <label>
          {t.ylCharacteristic}{' '}
          <select name="innateCharacteristic" value={innate.characteristic} onChange={(e) => onInnate({ ...innate, characteristic: e.currentTarget.value as Key })}>
            {characteristicOptions}
          </select>
        </label>
        {!random && (
          <label>
            {t.ylInnateValue}{' '}
            <input
              name="innateValue"
              type="number"
              min={0}
              placeholder={willpower !== null ? String(willpower) : ''}
              value={innate.value ?? ''}
              onInput={(e) => onInnate({ ...innate, value: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
            />
          </label>
        )}
        <Problems failure={problems.innate} id={innateId} />
      </fieldset>
      <fieldset {...describedBy(problems.skills, skillsId)}>
        <legend>
          {t.skills} (≤ {creation.skillMaxAtCreation})
        </legend>
        {available !== null && (
          <p class={over > 0 ? 'budget over' : 'budget'} data-testid="skill-budget" aria-live="polite">
            {t.ylSkillPointsSpent(spent, available)} — {over > 0 ? <strong>{t.ylPointsOver(over)}</strong> : t.ylPointsLeft(-over)}
          </p>
        )}
        {skills.map((skill, i) => (
          <div key={i} class="skill-row">
            <label>
              {t.ylSkillName} <input value={skill.name} onInput={(e) => set(i, { name: e.currentTarget.value })} />
            </label>
            <label>
              {t.ylCharacteristic}{' '}
              <select value={skill.characteristic} onChange={(e) => set(i, { characteristic: e.currentTarget.value as Key })}>
                {characteristicOptions}
              </select>
            </label>
            <label>
              {t.ylKind}{' '}
              <select value={skill.kind} onChange={(e) => set(i, { kind: e.currentTarget.value as Kind })}>
                {(['SKILL', 'SPELL', 'POWER'] as const).map((k) => (
                  <option key={k} value={k}>
                    {t.ylKinds[k]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.ylValue} <input type="number" min={0} value={skill.value} onInput={(e) => set(i, { value: Number(e.currentTarget.value) })} />
            </label>
            <button type="button" onClick={() => onSkills(skills.filter((_, j) => j !== i))}>
              {t.remove} {skill.name}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => onSkills([...skills, { name: '', characteristic: 'AGI', kind: 'SKILL', value: 1 }])}>
          {t.ylAddSkill}
        </button>
        <Problems failure={problems.skills} id={skillsId} />
      </fieldset>
    </>
  );
}
