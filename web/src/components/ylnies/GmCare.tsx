/**
 * GM (Ylnies): mana restored, progression (skills raised by decision or rolled at a scenario's
 * end, training started), the equipment the GM keeps an eye on.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import type { YlniesTrainingEntry } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { failureOf, Problems, useFieldProblems } from '../Problems';
import type { Catalogue } from './catalogue';
import { EquipmentEditor, equipmentDraft, equipmentInput } from './EquipmentEditor';
import { given, OptionalNumber, type Someone, SkillSelect } from './fields';
import { Tool } from '../Tool';
import { GrantSkillIncreases, RestoreMana, RollSkillIncreases, SetYlniesEquipment, TrainSkill } from './mutations';
import type { YlniesSheetData } from './sheet';

interface Props {
  self: Someone;
  sheet: YlniesSheetData;
  onDone: () => void;
}

export function RestoreManaForm({ self, sheet, onDone }: Props) {
  const { t } = useI18n();
  const [amount, setAmount] = useState('');
  const [done, run] = useMutation(RestoreMana);
  const payload = done.data?.restoreMana;
  const problems = useFieldProblems(failureOf(payload, 'CharacterPayload'), { amount: ['amount', 'BAD_MANA_AMOUNT'] });
  const after = payload?.__typename === 'CharacterPayload' && payload.character.sheet.__typename === 'YlniesSheet' ? payload.character.sheet : null;
  return (
    <Tool title={`${t.ylRestoreMana} (${sheet.mana} / ${sheet.manaPoints})`}>
      <form
        noValidate
        aria-label={t.ylRestoreMana}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await run({ input: { characterId: self.id, amount: given(amount) } });
          if (out.data?.restoreMana?.__typename === 'CharacterPayload') onDone();
        }}
      >
        <OptionalNumber label={t.ylAmount} name="amount" value={amount} onChange={setAmount} aria={problems.field('amount')} />
        {problems.beside('amount')}
        <button type="submit" disabled={done.fetching}>
          {t.ylRestore}
        </button>
        {after && (
          <p role="status">
            {t.ylMana}{t.colon}{after.mana} / {after.manaPoints}
          </p>
        )}
        {problems.rest(done.error)}
      </form>
    </Tool>
  );
}

export function ProgressionForms({ self, sheet, onDone }: Props) {
  const { t } = useI18n();
  const [grantSkill, setGrantSkill] = useState('');
  const [grantBy, setGrantBy] = useState('1');
  const [reason, setReason] = useState('');
  const [used, setUsed] = useState<string[]>([]);
  const [trainSkillName, setTrainSkillName] = useState('');
  const [requiredDays, setRequiredDays] = useState('10');
  const [maxBreakDays, setMaxBreakDays] = useState('3');
  const [days, setDays] = useState('');
  const [granted, grant] = useMutation(GrantSkillIncreases);
  const [rolled, roll] = useMutation(RollSkillIncreases);
  const [trained, train] = useMutation(TrainSkill);
  const rolls = rolled.data?.rollSkillIncreases;
  const training = trained.data?.trainSkill;
  const grantProblems = useFieldProblems(failureOf(granted.data?.grantSkillIncreases, 'CharacterPayload'), {
    skill: ['increases.0.skill', 'SKILL_NOT_FOUND'],
    by: ['increases.0.amount', 'BAD_INCREASE'],
    reason: ['reason'],
  });
  const trainProblems = useFieldProblems(failureOf(training, 'TrainSkillPayload'), {
    skill: ['skill', 'SKILL_NOT_FOUND'],
    // One code for the three numbers: its message names the one refused.
    durations: ['requiredDays', 'maxBreakDays', 'days', 'BAD_TRAINING_DURATION'],
  });
  const rollProblems = useFieldProblems(failureOf(rolls, 'RollSkillIncreasesPayload'), { skills: ['skills', 'SKILL_NOT_FOUND'] });
  return (
    <Tool title={t.ylProgression}>
      <form
        noValidate
        aria-label={t.ylGrant}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await grant({ input: { characterId: self.id, increases: [{ skill: grantSkill, amount: given(grantBy) }], ...(reason ? { reason } : {}) } });
          if (out.data?.grantSkillIncreases?.__typename === 'CharacterPayload') onDone();
        }}
      >
        <h4>{t.ylGrant}</h4>
        <SkillSelect label={t.ylSkill} name="grantSkill" value={grantSkill} onChange={setGrantSkill} skills={sheet.skills} aria={grantProblems.field('skill')} />
        {grantProblems.beside('skill')}
        <OptionalNumber label={t.ylBy} name="grantBy" value={grantBy} onChange={setGrantBy} aria={grantProblems.field('by')} />
        {grantProblems.beside('by')}
        <label>
          {t.reason} <input name="reason" value={reason} onInput={(e) => setReason(e.currentTarget.value)} {...grantProblems.field('reason')} />
        </label>
        {grantProblems.beside('reason')}
        <button type="submit" disabled={granted.fetching}>
          {t.ylGrantButton}
        </button>
        {granted.data?.grantSkillIncreases?.__typename === 'CharacterPayload' && <p role="status">{t.ylSaved}</p>}
        {grantProblems.rest(granted.error)}
      </form>
      <form
        noValidate
        aria-label={t.ylRollIncreases}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await roll({ input: { characterId: self.id, skills: used } });
          if (out.data?.rollSkillIncreases?.__typename === 'RollSkillIncreasesPayload') onDone();
        }}
      >
        <h4>{t.ylRollIncreases}</h4>
        <fieldset {...rollProblems.field('skills')}>
          <legend>{t.ylSkillsUsed}</legend>
          {sheet.skills.map((s) => (
            <label key={s.name} class="chip">
              <input type="checkbox" checked={used.includes(s.name)} onChange={(e) => setUsed(e.currentTarget.checked ? [...used, s.name] : used.filter((u) => u !== s.name))} /> {s.name} ({s.value})
            </label>
          ))}
        </fieldset>
        {rollProblems.beside('skills')}
        <button type="submit" disabled={rolled.fetching}>
          {t.ylRollButton}
        </button>
        {rolls?.__typename === 'RollSkillIncreasesPayload' && (
          <div role="status">
            <ul class="list" data-testid="ylnies-increases">
              {rolls.rolls.map((r) => (
                <li key={r.skill}>
                  {r.skill}{t.colon}{r.dice.join(' + ')} = {r.dice.reduce((a, b) => a + b, 0)} {t.ylVs} {r.before} — <strong>{r.raised ? t.ylRaised : t.ylNotRaised}</strong>
                </li>
              ))}
            </ul>
          </div>
        )}
        {rollProblems.rest(rolled.error)}
      </form>
      <form
        noValidate
        aria-label={t.ylStartTraining}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await train({ input: { characterId: self.id, skill: trainSkillName, requiredDays: given(requiredDays), maxBreakDays: given(maxBreakDays), days: given(days) } });
          if (out.data?.trainSkill?.__typename === 'TrainSkillPayload') onDone();
        }}
      >
        <h4>{t.ylStartTraining}</h4>
        <SkillSelect label={t.ylSkill} name="trainSkill" value={trainSkillName} onChange={setTrainSkillName} skills={sheet.skills} aria={trainProblems.field('skill')} />
        {trainProblems.beside('skill')}
        <fieldset {...trainProblems.field('durations')}>
          <legend>{t.ylDurations}</legend>
          <OptionalNumber label={t.ylRequiredDays} name="requiredDays" value={requiredDays} onChange={setRequiredDays} min={1} />
          <OptionalNumber label={t.ylMaxBreak} name="maxBreakDays" value={maxBreakDays} onChange={setMaxBreakDays} min={0} />
          <OptionalNumber label={t.ylDays} name="days" value={days} onChange={setDays} min={0} />
        </fieldset>
        {trainProblems.beside('durations')}
        <button type="submit" disabled={trained.fetching}>
          {t.ylStartTraining}
        </button>
        {training?.__typename === 'TrainSkillPayload' && <TrainingResult result={training} />}
        {trainProblems.rest(trained.error)}
      </form>
    </Tool>
  );
}

export function TrainingResult({ result }: { result: { completed: boolean; lost: boolean; training: { skill: string; requiredDays: number; progressDays: number; maxBreakDays: number; breakDays: number } } }) {
  const { t } = useI18n();
  const tr = result.training;
  return (
    <p role="status">
      {t.ylTrainingOf(tr.skill, tr.progressDays, tr.requiredDays, tr.breakDays, tr.maxBreakDays)}
      {result.completed && <strong> — {t.ylTrainingDone}</strong>}
      {result.lost && <strong class="bad"> — {t.ylTrainingLost}</strong>}
    </p>
  );
}

/** A player (or the GM) records days of training or of break on a training the GM started. */
export function TrainForm({ self, sheet, onDone }: Props) {
  const { t } = useI18n();
  const [skill, setSkill] = useState(sheet.training[0]?.skill ?? '');
  const [days, setDays] = useState('1');
  const [entry, setEntry] = useState<YlniesTrainingEntry>('TRAIN');
  const [done, run] = useMutation(TrainSkill);
  const payload = done.data?.trainSkill;
  const problems = useFieldProblems(failureOf(payload, 'TrainSkillPayload'), {
    skill: ['skill', 'SKILL_NOT_FOUND', 'TRAINING_NOT_STARTED'],
    days: ['days', 'BAD_TRAINING_DURATION'],
    entry: ['entry'],
  });
  return (
    <Tool title={t.ylRecordTraining}>
      <form
        noValidate
        aria-label={t.ylRecordTraining}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await run({ input: { characterId: self.id, skill, days: given(days), entry } });
          if (out.data?.trainSkill?.__typename === 'TrainSkillPayload') onDone();
        }}
      >
        <SkillSelect label={t.ylSkill} name="trainingSkill" value={skill} onChange={setSkill} skills={sheet.skills} aria={problems.field('skill')} />
        {problems.beside('skill')}
        <OptionalNumber label={t.ylDays} name="trainingDays" value={days} onChange={setDays} min={0} aria={problems.field('days')} />
        {problems.beside('days')}
        <label>
          {t.ylEntry}{' '}
          <select name="entry" value={entry} onChange={(e) => setEntry(e.currentTarget.value as YlniesTrainingEntry)} {...problems.field('entry')}>
            <option value="TRAIN">{t.ylTrain}</option>
            <option value="BREAK">{t.ylBreak}</option>
          </select>
        </label>
        {problems.beside('entry')}
        <button type="submit" disabled={done.fetching}>
          {t.ylRecord}
        </button>
        {payload?.__typename === 'TrainSkillPayload' && <TrainingResult result={payload} />}
        {problems.rest(done.error)}
      </form>
    </Tool>
  );
}

/** The equipment form: the owner while DRAFT, the GM always (setYlniesEquipment). */
export function EquipmentForm({ self, sheet, catalogue, onDone }: Props & { catalogue: Catalogue }) {
  const { t } = useI18n();
  const [value, setValue] = useState(() => equipmentDraft(sheet.equipment));
  const [done, run] = useMutation(SetYlniesEquipment);
  const payload = done.data?.setYlniesEquipment;
  const failure = failureOf(payload, 'CharacterPayload');
  return (
    <form
      noValidate
      aria-label={t.ylSaveEquipment}
      onSubmit={async (event) => {
        event.preventDefault();
        const out = await run({ input: { characterId: self.id, equipment: equipmentInput(value) } });
        if (out.data?.setYlniesEquipment?.__typename === 'CharacterPayload') onDone();
      }}
    >
      <EquipmentEditor catalogue={catalogue} value={value} onChange={setValue} problem={failure ?? undefined} />
      <button type="submit" disabled={done.fetching}>
        {t.ylSaveEquipment}
      </button>
      {payload?.__typename === 'CharacterPayload' && <p role="status">{t.ylSaved}</p>}
      <Problems error={done.error} />
    </form>
  );
}
