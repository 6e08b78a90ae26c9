/** Weapons and armour from the seed's catalogue, and anything else as free text. */
import type { YlniesArmourTypeKey, YlniesWeaponTypeKey } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { useId } from 'preact/hooks';
import { describedBy, type Failure, Problems } from '../Problems';
import type { Catalogue } from './catalogue';

export interface EquipmentDraft {
  weapons: { name: string; type: YlniesWeaponTypeKey }[];
  armour: { name: string; type: YlniesArmourTypeKey } | null;
  other: string;
}

export const NO_EQUIPMENT: EquipmentDraft = { weapons: [], armour: null, other: '' };

export function equipmentInput(e: EquipmentDraft) {
  const other = e.other
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { weapons: e.weapons, ...(e.armour ? { armour: e.armour } : {}), other };
}

/** A sheet's equipment back into the editor's shape. */
export function equipmentDraft(e: { weapons: { name: string; type: { key: YlniesWeaponTypeKey } }[]; armour?: { name: string; type: { key: YlniesArmourTypeKey } } | null; other: string[] }): EquipmentDraft {
  return {
    weapons: e.weapons.map((w) => ({ name: w.name, type: w.type.key })),
    armour: e.armour ? { name: e.armour.name, type: e.armour.type.key } : null,
    other: e.other.join('\n'),
  };
}

export function EquipmentEditor({ catalogue, value, onChange, problem }: { catalogue: Catalogue; value: EquipmentDraft; onChange: (e: EquipmentDraft) => void; problem?: Failure }) {
  const { t } = useI18n();
  const problemId = useId();
  const setWeapon = (i: number, patch: Partial<EquipmentDraft['weapons'][number]>) => onChange({ ...value, weapons: value.weapons.map((w, j) => (j === i ? { ...w, ...patch } : w)) });
  return (
    <fieldset {...describedBy(problem, problemId)}>
      <legend>{t.ylEquipment}</legend>
      {value.weapons.map((w, i) => (
        <div key={i} class="skill-row">
          <label>
            {t.ylWeaponName} <input value={w.name} onInput={(e) => setWeapon(i, { name: e.currentTarget.value })} />
          </label>
          <label>
            {t.ylWeaponType}{' '}
            <select value={w.type} onChange={(e) => setWeapon(i, { type: e.currentTarget.value as YlniesWeaponTypeKey })}>
              {catalogue.weapons.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name} ({c.damage})
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => onChange({ ...value, weapons: value.weapons.filter((_, j) => j !== i) })}>
            {t.remove} {w.name}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange({ ...value, weapons: [...value.weapons, { name: '', type: 'NORMAL' }] })}>
        {t.ylAddWeapon}
      </button>
      <div class="skill-row">
        <label>
          {t.ylArmourType}{' '}
          <select
            name="armourType"
            value={value.armour?.type ?? ''}
            onChange={(e) => {
              const type = e.currentTarget.value as YlniesArmourTypeKey | '';
              onChange({ ...value, armour: type ? { name: value.armour?.name || (catalogue.armours.find((a) => a.key === type)?.name ?? ''), type } : null });
            }}
          >
            <option value="">{t.ylNoArmour}</option>
            {catalogue.armours.map((a) => (
              <option key={a.key} value={a.key}>
                {a.name} (+{a.value})
              </option>
            ))}
          </select>
        </label>
        {value.armour && (
          <label>
            {t.ylArmourName} <input name="armourName" value={value.armour.name} onInput={(e) => onChange({ ...value, armour: value.armour && { ...value.armour, name: e.currentTarget.value } })} />
          </label>
        )}
      </div>
      <label>
        {t.ylOther}
        <textarea name="otherEquipment" rows={2} value={value.other} onInput={(e) => onChange({ ...value, other: e.currentTarget.value })} />
      </label>
      <Problems failure={problem} id={problemId} />
    </fieldset>
  );
}
