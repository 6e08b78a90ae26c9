/**
 * The GM's Ylnies tools for the selected character: its sheet, the exchanges with another
 * character (opposed test, melee, ranged, attack spell, any cast), mana, progression and
 * equipment. Mounted by the GM screen beside the test request.
 */
import { useI18n } from '../../lib/i18n';
import { useYlniesCatalogue } from './catalogue';
import { EquipmentForm, ProgressionForms, RestoreManaForm } from './GmCare';
import { CastForm, MagicAttackForm, MeleeForm, OpposedTestForm, RangedForm } from './GmExchanges';
import { Tool } from '../Tool';
import { equipmentSignature, skillsSignature, useYlniesCharacter } from './sheet';
import { SkillsForm } from './SkillsForm';
import { YlniesRolls } from './YlniesRolls';
import { YlniesSheetView } from './YlniesSheetView';

/**
 * A Ylnies PC in the party table: light wounds, whether it is out of the fight, and its mana.
 * Grave and critical wounds are lists one level deeper than the campaign query's depth limit
 * allows; the selected character's sheet shows them.
 */
export function YlniesGlance({ sheet }: { sheet: { mana: number; manaPoints: number; woundTrack: { light: number; dead: boolean; unconscious: boolean; outOfCombat: boolean } } }) {
  const { t } = useI18n();
  const w = sheet.woundTrack;
  const state = w.dead ? t.ylDead : w.unconscious ? t.ylUnconscious : w.outOfCombat ? t.ylOutOfCombat : null;
  return (
    <span data-testid="ylnies-glance">
      {w.light > 0 ? `${t.ylLight} ${w.light}` : '—'}
      {state && <span class="tag bad"> {state}</span>} · {t.ylMana} {sheet.mana}/{sheet.manaPoints}
    </span>
  );
}

interface Glance {
  id: string;
  name: string;
  ruleset: string;
  status: string;
}

export function YlniesGmPanel({ characterId, characters, refreshKey }: { characterId: string; characters: Glance[]; refreshKey: string }) {
  const { t } = useI18n();
  const catalogue = useYlniesCatalogue();
  const { character, sheet, reload } = useYlniesCharacter(characterId, refreshKey);
  if (!character || !sheet) return <p>{t.loading}</p>;
  const self = { id: character.id, name: character.name };
  const others = characters.filter((c) => c.id !== characterId && c.ruleset === 'YLNIES' && c.status === 'ACTIVE');
  const props = { self, sheet, others, catalogue, onDone: reload };
  return (
    <div class="ylnies-gm" data-testid="ylnies-gm">
      <YlniesSheetView sheet={sheet} catalogue={catalogue} name={character.name} />
      {character.status === 'ACTIVE' && (
        <>
          <h3>{t.ylGmTools}</h3>
          <OpposedTestForm {...props} />
          <MeleeForm {...props} />
          <RangedForm {...props} />
          <MagicAttackForm {...props} />
          <CastForm {...props} isGm />
          <RestoreManaForm {...props} />
          <ProgressionForms {...props} />
        </>
      )}
      {catalogue && character.status === 'ACTIVE' && (
        <Tool title={t.skills}>
          <SkillsForm key={skillsSignature(sheet)} characterId={character.id} sheet={sheet} catalogue={catalogue} onSaved={reload} creation={false} />
        </Tool>
      )}
      {catalogue && (
        <Tool title={t.ylEquipment}>
          <EquipmentForm {...props} catalogue={catalogue} key={equipmentSignature(sheet)} />
        </Tool>
      )}
      <YlniesRolls rolls={character.rolls.edges.map((e) => e.node)} names={Object.fromEntries(characters.map((c) => [c.id, c.name]))} />
    </div>
  );
}
