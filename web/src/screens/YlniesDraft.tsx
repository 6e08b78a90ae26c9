/**
 * A Ylnies draft: its sheet as the server built it (characteristics, the skill points it
 * counted), the skills and the equipment still open to change (setYlniesSkills,
 * setYlniesEquipment; each refusal beside its field), then activation (CharacterScreen).
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { failureOf, Problems } from '../components/Problems';
import { splitFailure } from '../components/ylnies/budget';
import { type Catalogue, type Key, useYlniesCatalogue } from '../components/ylnies/catalogue';
import { EquipmentForm } from '../components/ylnies/GmCare';
import { SetYlniesSkills } from '../components/ylnies/mutations';
import { type YlniesSheetData, useYlniesCharacter } from '../components/ylnies/sheet';
import { type InnateDraft, type SkillDraft, SkillsEditor, skillInputs } from '../components/ylnies/SkillsEditor';
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
      <SkillsForm characterId={character.id} sheet={sheet} catalogue={catalogue} onSaved={reload} />
      <div class="card">
        <EquipmentForm self={self} sheet={sheet} catalogue={catalogue} onDone={reload} />
      </div>
    </div>
  );
}

function SkillsForm({ characterId, sheet, catalogue, onSaved }: { characterId: string; sheet: YlniesSheetData; catalogue: Catalogue; onSaved: () => void }) {
  const { t } = useI18n();
  const innateSkill = sheet.skills.find((s) => s.innate);
  const willpower = sheet.characteristics.find((c) => c.key === 'WIL')?.value ?? null;
  const [skills, setSkills] = useState<SkillDraft[]>(() => sheet.skills.filter((s) => !s.innate).map((s) => ({ name: s.name, characteristic: s.characteristic as Key, kind: s.kind, value: s.value })));
  const [innate, setInnate] = useState<InnateDraft>(() => ({
    name: innateSkill?.name ?? '',
    characteristic: (innateSkill?.characteristic as Key) ?? 'WIL',
    kind: innateSkill?.kind === 'POWER' ? 'POWER' : 'SPELL',
    value: innateSkill && innateSkill.value !== willpower ? innateSkill.value : null,
  }));
  const [saved, save] = useMutation(SetYlniesSkills);
  const failure = failureOf(saved.data?.setYlniesSkills, 'CharacterPayload');
  const problems = splitFailure(failure);
  return (
    <form
      class="card"
      aria-label={t.ylSaveSkills}
      onSubmit={async (event) => {
        event.preventDefault();
        const out = await save({ input: { characterId, skills: skillInputs(skills, innate) } });
        if (out.data?.setYlniesSkills?.__typename === 'CharacterPayload') onSaved();
      }}
    >
      <SkillsEditor
        catalogue={catalogue}
        skills={skills}
        innate={innate}
        onSkills={setSkills}
        onInnate={setInnate}
        willpower={willpower}
        available={sheet.skillPoints.available}
        random={false}
        problems={{ skills: problems.skills, innate: problems.innate }}
      />
      <button type="submit" disabled={saved.fetching}>
        {t.ylSaveSkills}
      </button>
      {saved.data?.setYlniesSkills?.__typename === 'CharacterPayload' && <p role="status">{t.ylSaved}</p>}
      <Problems failure={problems.other ?? problems.characteristics ?? problems.equipment ?? problems.race ?? problems.name} error={saved.error} />
    </form>
  );
}
