/** A Ylnies sheet people read: race, characteristics, skills, mana, wounds, equipment, training. */
import { useI18n } from '../../lib/i18n';
import { type Catalogue, woundName } from './catalogue';
import type { YlniesSheetData } from './sheet';

export function YlniesSheetView({ sheet, catalogue, name }: { sheet: YlniesSheetData; catalogue?: Catalogue; name: string }) {
  const { t } = useI18n();
  const charName = (key: string) => sheet.characteristics.find((c) => c.key === key)?.name ?? key;
  const w = sheet.woundTrack;
  const state = [w.dead && t.ylDead, w.unconscious && t.ylUnconscious, w.outOfCombat && !w.unconscious && !w.dead && t.ylOutOfCombat].filter(Boolean);
  return (
    <div class="ylnies-sheet" data-testid="ylnies-sheet">
      <p>
        <strong>{sheet.ylniesRace.name}</strong>
        {sheet.ylniesRace.traits.length > 0 && <span class="muted"> — {sheet.ylniesRace.traits.join(' · ')}</span>}
        {state.map((s) => (
          <span key={String(s)} class="tag bad">
            {' '}
            {s}
          </span>
        ))}
      </p>
      <dl class="sheet-stats">
        <div>
          <dt>{t.ylMana}</dt>
          <dd data-testid="ylnies-mana">
            {sheet.mana} / {sheet.manaPoints}
          </dd>
        </div>
        <div>
          <dt>{t.ylResistance}</dt>
          <dd>{sheet.resistance}</dd>
        </div>
        <div>
          <dt>{woundName(catalogue, 'LIGHT')}</dt>
          <dd data-testid="ylnies-light">{w.light}</dd>
        </div>
        <div>
          <dt>{woundName(catalogue, 'GRAVE')}</dt>
          <dd data-testid="ylnies-grave">
            {t.ylGraveOf(w.grave.length, w.graveCapacity)}
            {w.grave.some((g) => g.location) && ` (${w.grave.map((g) => g.location ?? '—').join(', ')})`}
          </dd>
        </div>
        <div>
          <dt>{woundName(catalogue, 'CRITICAL')}</dt>
          <dd>{w.critical.length ? w.critical.map((c) => `${c.damage}${c.location ? ` (${c.location})` : ''}`).join(', ') : 0}</dd>
        </div>
      </dl>
      <table class="compact">
        <caption>
          {t.characteristics} <span class="muted">({t.ylCreatedBy(sheet.creationMethod)})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.ylCharacteristic}</th>
            <th scope="col">{t.ylFinal}</th>
            <th scope="col">{t.ylBase}</th>
            <th scope="col">{t.ylModifier}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.characteristics.map((c) => (
            <tr key={c.key}>
              <th scope="row">{c.name}</th>
              <td>
                <strong>{c.value}</strong>
              </td>
              <td>{c.base}</td>
              <td>{c.modifier === 0 ? '—' : c.modifier > 0 ? `+${c.modifier}` : `−${-c.modifier}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table class="compact">
        <caption>
          {t.skills} <span class="muted">({t.ylSkillPointsSpent(sheet.skillPoints.spent, sheet.skillPoints.available)})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.ylSkill}</th>
            <th scope="col">{t.ylValue}</th>
            <th scope="col">{t.ylCharacteristic}</th>
            <th scope="col">{t.ylKind}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.skills.map((s) => (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td>
                <strong>{s.value}</strong>
              </td>
              <td>{charName(s.characteristic)}</td>
              <td>
                {t.ylKinds[s.kind]}
                {s.innate && ` · ${t.ylInnate}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>{t.ylEquipment}</h4>
      <ul class="list" aria-label={`${t.ylEquipment}${t.colon}${name}`}>
        {sheet.equipment.weapons.map((wp) => (
          <li key={wp.name}>
            {wp.name} — {wp.type.name} ({t.ylDamage} {wp.type.damage})
          </li>
        ))}
        {sheet.equipment.armour && (
          <li>
            {sheet.equipment.armour.name} — {sheet.equipment.armour.type.name} (+{sheet.equipment.armour.type.value})
          </li>
        )}
        {sheet.equipment.other.map((o) => (
          <li key={o}>{o}</li>
        ))}
        {!sheet.equipment.weapons.length && !sheet.equipment.armour && !sheet.equipment.other.length && <li>{t.none}</li>}
      </ul>
      {sheet.training.length > 0 && (
        <>
          <h4>{t.ylTraining}</h4>
          <ul class="list">
            {sheet.training.map((tr) => (
              <li key={tr.skill}>{t.ylTrainingOf(tr.skill, tr.progressDays, tr.requiredDays, tr.breakDays, tr.maxBreakDays)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
