/**
 * The GM's Ylnies tools for the selected character: its sheet, the exchanges with another
 * character (opposed test, melee, ranged, attack spell, any cast), mana, progression and
 * equipment. Mounted by the GM screen beside the test request.
 */
import { useI18n } from '../../lib/i18n';
import { useYlniesCatalogue } from './catalogue';
import { EquipmentForm, ProgressionForms, RestoreManaForm } from './GmCare';
import { CastForm, MagicAttackForm, MeleeForm, OpposedTestForm, RangedForm, Tool } from './GmExchanges';
import { useYlniesCharacter } from './sheet';
import { YlniesRolls } from './YlniesRolls';
import { YlniesSheetView } from './YlniesSheetView';

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
      {catalogue && (
        <Tool title={t.ylEquipment}>
          <EquipmentForm {...props} catalogue={catalogue} key={character.id} />
        </Tool>
      )}
      <YlniesRolls rolls={character.rolls.edges.map((e) => e.node)} />
    </div>
  );
}
