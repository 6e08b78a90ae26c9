/**
 * Replace a Ylnies character's skills (setYlniesSkills): the owner or the GM on a draft, held to
 * the creation rules (the budget shows as they type); the GM on an active character, shape rules
 * only (no budget). Each refusal shows beside the skills or the innate ability.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { useI18n } from '../../lib/i18n';
import { failureOf, Problems } from '../Problems';
import { splitFailure } from './budget';
import type { Catalogue, Key } from './catalogue';
import { SetYlniesSkills } from './mutations';
import type { YlniesSheetData } from './sheet';
import { type InnateDraft, type SkillDraft, SkillsEditor, skillInputs } from './SkillsEditor';

export function SkillsForm({ characterId, sheet, catalogue, onSaved, creation }: { characterId: string; sheet: YlniesSheetData; catalogue: Catalogue; onSaved: () => void; creation: boolean }) {
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
      noValidate
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
        available={creation ? sheet.skillPoints.available : null}
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
