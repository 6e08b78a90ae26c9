/**
 * A Ylnies draft: its sheet as the server built it (characteristics, the skill points it
 * counted), the skills and the equipment still open to change (setYlniesSkills,
 * setYlniesEquipment; each refusal beside its field), then activation (CharacterScreen).
 */
import { useYlniesCatalogue } from '../components/ylnies/catalogue';
import { EquipmentForm } from '../components/ylnies/GmCare';
import { equipmentSignature, skillsSignature, useYlniesCharacter } from '../components/ylnies/sheet';
import { SkillsForm } from '../components/ylnies/SkillsForm';
import { YlniesSheetView } from '../components/ylnies/YlniesSheetView';
import { useI18n } from '../lib/i18n';

export function YlniesDraft({ characterId }: { characterId: string }) {
  const { t } = useI18n();
  const catalogue = useYlniesCatalogue();
  const { character, sheet, reload } = useYlniesCharacter(characterId);
  if (!character || !sheet || !catalogue) return <p>{t.loading}</p>;
  const self = { id: character.id, name: character.name };
  return (
    <div class="ylnies-draft">
      <YlniesSheetView sheet={sheet} catalogue={catalogue} name={character.name} />
      <h2>{t.ylEditDraft}</h2>
      <SkillsForm key={skillsSignature(sheet)} characterId={character.id} sheet={sheet} catalogue={catalogue} onSaved={reload} creation />
      <div class="card">
        <EquipmentForm key={equipmentSignature(sheet)} self={self} sheet={sheet} catalogue={catalogue} onDone={reload} />
      </div>
    </div>
  );
}
