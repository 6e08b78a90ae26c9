/**
 * GM (Ylnies): the exchanges between two characters — an opposed test, a melee blow, a shot, an
 * attack spell — and a cast of any kind. The selected character is side A (attacker, caster);
 * each result shows in words with the dice, the blow and the wound it dealt.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import type { YlniesCastKind, YlniesCharacteristicKey, YlniesSide } from '../../gql/graphql';
import { newClientSeed } from '../../lib/client-seed';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import { Tool } from '../Tool';
import type { Catalogue } from './catalogue';
import { CharacterSelect, given, OptionalNumber, POWER_CODES, type Someone, SkillSelect } from './fields';
import { OpposedYlniesTest, YlniesCast, YlniesMagicAttack, YlniesMelee, YlniesRanged } from './mutations';
import { CastView, CombatView, OpposedView } from './Results';
import { type YlniesSheetData, useYlniesCharacter } from './sheet';

interface Props {
  self: Someone;
  sheet: YlniesSheetData;
  others: Someone[];
  catalogue?: Catalogue;
  onDone: () => void;
}

const magical = (sheet: YlniesSheetData | null | undefined) => sheet?.skills.filter((s) => s.kind !== 'SKILL') ?? [];

export function OpposedTestForm({ self, sheet, others, onDone }: Props) {
  const { t } = useI18n();
  const [skillA, setSkillA] = useState('');
  const [charA, setCharA] = useState('');
  const [modA, setModA] = useState('');
  const [bId, setBId] = useState(others[0]?.id ?? '');
  const [skillB, setSkillB] = useState('');
  const [charB, setCharB] = useState('');
  const [modB, setModB] = useState('');
  const [undergoing, setUndergoing] = useState('');
  const b = useYlniesCharacter(bId);
  const [done, run] = useMutation(OpposedYlniesTest);
  const payload = done.data?.opposedYlniesTest;
  const problems = useFieldProblems(failureOf(payload, 'OpposedYlniesTestPayload'), {
    skillA: ['a.skill'],
    charA: ['a.characteristic'],
    modA: ['a.modifier'],
    sideB: ['b.characterId', 'SAME_CHARACTER'],
    skillB: ['b.skill'],
    charB: ['b.characteristic'],
    modB: ['b.modifier'],
    undergoing: ['undergoing', 'TIE_*'],
  });
  const characteristics = sheet.characteristics;
  const charSelect = (label: string, name: string, value: string, set: (v: string) => void, field: 'charA' | 'charB') => (
    <>
    <label>
      {label}{' '}
      <select name={name} value={value} onChange={(e) => set(e.currentTarget.value)} {...problems.field(field)}>
        <option value="">{t.ylDefault}</option>
        {characteristics.map((c) => (
          <option key={c.key} value={c.key}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
    {problems.beside(field)}
    </>
  );
  return (
    <Tool title={t.ylOpposed}>
      <form
        noValidate
        aria-label={t.ylOpposed}
        onSubmit={async (event) => {
          event.preventDefault();
          const side = (characterId: string, skill: string, characteristic: string, modifier: string) => ({
            characterId,
            ...(skill ? { skill } : {}),
            ...(characteristic ? { characteristic: characteristic as YlniesCharacteristicKey } : {}),
            modifier: given(modifier),
          });
          const out = await run({ input: { a: side(self.id, skillA, charA, modA), b: side(bId, skillB, charB, modB), ...(undergoing ? { undergoing: undergoing as YlniesSide } : {}) } });
          if (out.data?.opposedYlniesTest?.__typename === 'OpposedYlniesTestPayload') onDone();
        }}
      >
        <fieldset>
          <legend>
            {t.ylSideA}{t.colon}{self.name}
          </legend>
          <SkillSelect label={t.ylSkill} name="skillA" value={skillA} onChange={setSkillA} skills={sheet.skills} aria={problems.field('skillA')} />
          {problems.beside('skillA')}
          {charSelect(t.ylCharacteristic, 'characteristicA', charA, setCharA, 'charA')}
          <OptionalNumber label={t.ylMod} name="modifierA" value={modA} onChange={setModA} aria={problems.field('modA')} />
          {problems.beside('modA')}
        </fieldset>
        <fieldset>
          <legend>{t.ylSideB}</legend>
          <CharacterSelect label={t.ylCharacter} name="sideB" value={bId} onChange={setBId} characters={others} aria={problems.field('sideB')} />
          {problems.beside('sideB')}
          <SkillSelect label={t.ylSkill} name="skillB" value={skillB} onChange={setSkillB} skills={b.sheet?.skills ?? []} aria={problems.field('skillB')} />
          {problems.beside('skillB')}
          {charSelect(t.ylCharacteristic, 'characteristicB', charB, setCharB, 'charB')}
          <OptionalNumber label={t.ylMod} name="modifierB" value={modB} onChange={setModB} aria={problems.field('modB')} />
          {problems.beside('modB')}
        </fieldset>
        <label>
          {t.ylUndergoing}{' '}
          <select name="undergoing" value={undergoing} onChange={(e) => setUndergoing(e.currentTarget.value)} {...problems.field('undergoing')}>
            <option value="">{t.ylNobody}</option>
            <option value="A">{self.name}</option>
            <option value="B">{b.character?.name ?? t.ylSideB}</option>
          </select>
        </label>
        {problems.beside('undergoing')}
        <button type="submit" disabled={done.fetching || !bId}>
          {t.ylOpposedRoll}
        </button>
        {payload?.__typename === 'OpposedYlniesTestPayload' && <OpposedView test={payload.test} />}
        {problems.rest(done.error)}
      </form>
    </Tool>
  );
}

export function MeleeForm({ self, sheet, others, catalogue, onDone }: Props) {
  const { t } = useI18n();
  const [defenderId, setDefenderId] = useState(others[0]?.id ?? '');
  const [attackerSkill, setAttackerSkill] = useState('');
  const [defenderSkill, setDefenderSkill] = useState('');
  const [attackerWeapon, setAttackerWeapon] = useState('');
  const [location, setLocation] = useState('');
  const [attackerModifier, setAttackerModifier] = useState('');
  const [defenderModifier, setDefenderModifier] = useState('');
  const defender = useYlniesCharacter(defenderId);
  const [done, run] = useMutation(YlniesMelee);
  const payload = done.data?.ylniesMelee;
  const problems = useFieldProblems(failureOf(payload, 'YlniesCombatPayload'), {
    attackerSkill: ['attackerSkill'],
    attackerWeapon: ['attackerWeapon', 'WEAPON_NOT_CARRIED', 'RANGED_WEAPON_IN_MELEE'],
    defender: ['defenderId', 'SAME_CHARACTER'],
    defenderSkill: ['defenderSkill'],
    location: ['location'],
    attackerModifier: ['attackerModifier'],
    defenderModifier: ['defenderModifier'],
  });
  return (
    <Tool title={t.ylMelee}>
      <form
        noValidate
        aria-label={t.ylMelee}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await run({
            input: {
              attackerId: self.id,
              defenderId,
              ...(attackerSkill ? { attackerSkill } : {}),
              ...(defenderSkill ? { defenderSkill } : {}),
              ...(attackerWeapon ? { attackerWeapon } : {}),
              ...(location ? { location } : {}),
              attackerModifier: given(attackerModifier),
              defenderModifier: given(defenderModifier),
            },
          });
          if (out.data?.ylniesMelee?.__typename === 'YlniesCombatPayload') onDone();
        }}
      >
        <p>
          {t.ylAttacker}{t.colon}<strong>{self.name}</strong>
        </p>
        <SkillSelect label={t.ylSkill} name="attackerSkill" value={attackerSkill} onChange={setAttackerSkill} skills={sheet.skills} aria={problems.field('attackerSkill')} />
        {problems.beside('attackerSkill')}
        <label>
          {t.ylWeapon}{' '}
          <select name="attackerWeapon" value={attackerWeapon} onChange={(e) => setAttackerWeapon(e.currentTarget.value)} {...problems.field('attackerWeapon')}>
            <option value="">{t.ylDefault}</option>
            {sheet.equipment.weapons.map((w) => (
              <option key={w.name} value={w.name}>
                {w.name} ({w.type.damage})
              </option>
            ))}
          </select>
        </label>
        {problems.beside('attackerWeapon')}
        <CharacterSelect label={t.ylDefender} name="defender" value={defenderId} onChange={setDefenderId} characters={others} aria={problems.field('defender')} />
        {problems.beside('defender')}
        <SkillSelect label={`${t.ylSkill} (${t.ylDefender})`} name="defenderSkill" value={defenderSkill} onChange={setDefenderSkill} skills={defender.sheet?.skills ?? []} aria={problems.field('defenderSkill')} />
        {problems.beside('defenderSkill')}
        <label>
          {t.ylLocation} <input name="location" value={location} onInput={(e) => setLocation(e.currentTarget.value)} {...problems.field('location')} />
        </label>
        {problems.beside('location')}
        <OptionalNumber label={t.ylAttackerModifier} name="attackerModifier" value={attackerModifier} onChange={setAttackerModifier} aria={problems.field('attackerModifier')} />
        {problems.beside('attackerModifier')}
        <OptionalNumber label={t.ylDefenderModifier} name="defenderModifier" value={defenderModifier} onChange={setDefenderModifier} aria={problems.field('defenderModifier')} />
        {problems.beside('defenderModifier')}
        <button type="submit" disabled={done.fetching || !defenderId}>
          {t.ylFight}
        </button>
        {payload?.__typename === 'YlniesCombatPayload' && <CombatView payload={payload} catalogue={catalogue} />}
        {problems.rest(done.error)}
      </form>
    </Tool>
  );
}

export function RangedForm({ self, sheet, others, catalogue, onDone }: Props) {
  const { t } = useI18n();
  const [defenderId, setDefenderId] = useState(others[0]?.id ?? '');
  const [attackerSkill, setAttackerSkill] = useState('');
  const [weapon, setWeapon] = useState('');
  const [distance, setDistance] = useState('10');
  const [location, setLocation] = useState('');
  const [attackerModifier, setAttackerModifier] = useState('');
  const [defenderModifier, setDefenderModifier] = useState('');
  const [done, run] = useMutation(YlniesRanged);
  const payload = done.data?.ylniesRanged;
  const problems = useFieldProblems(failureOf(payload, 'YlniesCombatPayload'), {
    attackerSkill: ['attackerSkill', 'SKILL_NOT_FOUND'],
    weapon: ['weapon', 'WEAPON_NOT_CARRIED', 'NOT_A_RANGED_WEAPON'],
    defender: ['defenderId', 'SAME_CHARACTER'],
    distance: ['distance', 'BAD_DISTANCE', 'OUT_OF_RANGE'],
    location: ['location'],
    attackerModifier: ['attackerModifier'],
    defenderModifier: ['defenderModifier'],
  });
  return (
    <Tool title={t.ylRanged}>
      <form
        noValidate
        aria-label={t.ylRanged}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await run({
            input: {
              attackerId: self.id,
              defenderId,
              distance: Number(distance),
              ...(attackerSkill ? { attackerSkill } : {}),
              ...(weapon ? { weapon } : {}),
              ...(location ? { location } : {}),
              attackerModifier: given(attackerModifier),
              defenderModifier: given(defenderModifier),
            },
          });
          if (out.data?.ylniesRanged?.__typename === 'YlniesCombatPayload') onDone();
        }}
      >
        <p>
          {t.ylAttacker}{t.colon}<strong>{self.name}</strong>
        </p>
        <SkillSelect label={t.ylSkill} name="attackerSkill" value={attackerSkill} onChange={setAttackerSkill} skills={sheet.skills} aria={problems.field('attackerSkill')} />
        {problems.beside('attackerSkill')}
        <label>
          {t.ylWeapon}{' '}
          <select name="weapon" value={weapon} onChange={(e) => setWeapon(e.currentTarget.value)} {...problems.field('weapon')}>
            <option value="">{t.ylDefault}</option>
            {sheet.equipment.weapons
              .filter((w) => w.type.ranged)
              .map((w) => (
                <option key={w.name} value={w.name}>
                  {w.name} ({w.type.damage})
                </option>
              ))}
          </select>
        </label>
        {problems.beside('weapon')}
        <CharacterSelect label={t.ylDefender} name="defender" value={defenderId} onChange={setDefenderId} characters={others} aria={problems.field('defender')} />
        {problems.beside('defender')}
        <OptionalNumber label={t.ylDistance} name="distance" value={distance} onChange={setDistance} min={0} step="any" aria={problems.field('distance')} />
        {problems.beside('distance')}
        <label>
          {t.ylLocation} <input name="location" value={location} onInput={(e) => setLocation(e.currentTarget.value)} {...problems.field('location')} />
        </label>
        {problems.beside('location')}
        <OptionalNumber label={t.ylAttackerModifier} name="attackerModifier" value={attackerModifier} onChange={setAttackerModifier} aria={problems.field('attackerModifier')} />
        {problems.beside('attackerModifier')}
        <OptionalNumber label={t.ylDefenderModifier} name="defenderModifier" value={defenderModifier} onChange={setDefenderModifier} aria={problems.field('defenderModifier')} />
        {problems.beside('defenderModifier')}
        <button type="submit" disabled={done.fetching || !defenderId}>
          {t.ylShoot}
        </button>
        {payload?.__typename === 'YlniesCombatPayload' && <CombatView payload={payload} catalogue={catalogue} />}
        {problems.rest(done.error)}
      </form>
    </Tool>
  );
}

export function MagicAttackForm({ self, sheet, others, catalogue, onDone }: Props) {
  const { t } = useI18n();
  const spells = magical(sheet);
  const [targetId, setTargetId] = useState(others[0]?.id ?? '');
  const [spell, setSpell] = useState(spells[0]?.name ?? '');
  const [power, setPower] = useState('');
  const [location, setLocation] = useState('');
  const [casterModifier, setCasterModifier] = useState('');
  const [targetModifier, setTargetModifier] = useState('');
  const [done, run] = useMutation(YlniesMagicAttack);
  const payload = done.data?.ylniesMagicAttack;
  const problems = useFieldProblems(failureOf(payload, 'YlniesCastPayload'), {
    spell: ['spell', 'SKILL_NOT_FOUND', 'NOT_MAGICAL'],
    power: ['power', ...POWER_CODES],
    target: ['targetId', 'SAME_CHARACTER'],
    location: ['location'],
    casterModifier: ['casterModifier'],
    targetModifier: ['targetModifier'],
  });
  return (
    <Tool title={t.ylMagicAttack}>
      <form
        noValidate
        aria-label={t.ylMagicAttack}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await run({
            input: { casterId: self.id, targetId, spell, power: given(power), ...(location ? { location } : {}), casterModifier: given(casterModifier), targetModifier: given(targetModifier) },
          });
          if (out.data?.ylniesMagicAttack?.__typename === 'YlniesCastPayload') onDone();
        }}
      >
        <p>
          {t.ylCaster}{t.colon}<strong>{self.name}</strong>
        </p>
        <SkillSelect label={t.ylSpell} name="spell" value={spell} onChange={setSpell} skills={spells} aria={problems.field('spell')} />
        {problems.beside('spell')}
        <OptionalNumber label={t.ylPower} name="power" value={power} onChange={setPower} min={1} aria={problems.field('power')} />
        {problems.beside('power')}
        <CharacterSelect label={t.ylTarget} name="target" value={targetId} onChange={setTargetId} characters={others} aria={problems.field('target')} />
        {problems.beside('target')}
        <label>
          {t.ylLocation} <input name="location" value={location} onInput={(e) => setLocation(e.currentTarget.value)} {...problems.field('location')} />
        </label>
        {problems.beside('location')}
        <OptionalNumber label={t.ylAttackerModifier} name="casterModifier" value={casterModifier} onChange={setCasterModifier} aria={problems.field('casterModifier')} />
        {problems.beside('casterModifier')}
        <OptionalNumber label={t.ylTargetModifier} name="targetModifier" value={targetModifier} onChange={setTargetModifier} aria={problems.field('targetModifier')} />
        {problems.beside('targetModifier')}
        <button type="submit" disabled={done.fetching || !targetId}>
          {t.ylAttackSpell}
        </button>
        {payload?.__typename === 'YlniesCastPayload' && <CastView payload={payload} catalogue={catalogue} />}
        {problems.rest(done.error)}
      </form>
    </Tool>
  );
}

/**
 * A cast (ylniesCast): the GM may cast any kind with a threshold and modifiers; a player casts
 * beneficial or healing spells, on themself (no roll) or on another (against their Willpower).
 */
export function CastForm({ self, sheet, others, catalogue, onDone, isGm }: Props & { isGm: boolean }) {
  const { t } = useI18n();
  const spells = magical(sheet);
  const kinds: YlniesCastKind[] = isGm ? ['BENEFICIAL', 'HEALING', 'ATTACK', 'THRESHOLD'] : ['BENEFICIAL', 'HEALING'];
  const [kind, setKind] = useState<YlniesCastKind>('BENEFICIAL');
  const [targetId, setTargetId] = useState('');
  const [spell, setSpell] = useState(spells[0]?.name ?? '');
  const [power, setPower] = useState('');
  const [threshold, setThreshold] = useState('20');
  const [modifier, setModifier] = useState('');
  const [done, run] = useMutation(YlniesCast);
  const payload = done.data?.ylniesCast;
  const problems = useFieldProblems(failureOf(payload, 'YlniesCastPayload'), {
    spell: ['spell', 'SKILL_NOT_FOUND', 'NOT_MAGICAL', 'REQUEST_OTHER_SKILL'],
    kind: ['kind'],
    power: ['power', ...POWER_CODES],
    target: ['targetId', 'SAME_CHARACTER'],
    threshold: ['threshold', 'THRESHOLD_REQUIRED'],
    modifier: ['modifier'],
  });
  return (
    <Tool title={t.ylCast}>
      <form
        noValidate
        aria-label={t.ylCast}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await run({
            input: {
              casterId: self.id,
              spell,
              kind,
              power: given(power),
              ...(targetId ? { targetId } : {}),
              ...(isGm && kind === 'THRESHOLD' ? { threshold: given(threshold) } : {}),
              ...(isGm ? { modifier: given(modifier) } : {}),
              clientSeed: newClientSeed(),
            },
          });
          if (out.data?.ylniesCast?.__typename === 'YlniesCastPayload') onDone();
        }}
      >
        <SkillSelect label={t.ylSpell} name="spell" value={spell} onChange={setSpell} skills={spells} aria={problems.field('spell')} />
        {problems.beside('spell')}
        <label>
          {t.ylCastKind}{' '}
          <select name="kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as YlniesCastKind)} {...problems.field('kind')}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t.ylCastKinds[k]}
              </option>
            ))}
          </select>
        </label>
        {problems.beside('kind')}
        <OptionalNumber label={t.ylPower} name="power" value={power} onChange={setPower} min={1} aria={problems.field('power')} />
        {problems.beside('power')}
        {kind !== 'THRESHOLD' && (
          <>
            <CharacterSelect label={t.ylTarget} name="target" value={targetId} onChange={setTargetId} characters={others} empty={isGm ? self.name : t.ylSelf} aria={problems.field('target')} />
            {problems.beside('target')}
          </>
        )}
        {isGm && kind === 'THRESHOLD' && (
          <>
            <OptionalNumber label={t.threshold} name="threshold" value={threshold} onChange={setThreshold} aria={problems.field('threshold')} />
            {problems.beside('threshold')}
          </>
        )}
        {isGm && (
          <>
            <OptionalNumber label={t.ylMod} name="modifier" value={modifier} onChange={setModifier} aria={problems.field('modifier')} />
            {problems.beside('modifier')}
          </>
        )}
        <button type="submit" disabled={done.fetching || !spell}>
          {t.ylCastButton}
        </button>
        {payload?.__typename === 'YlniesCastPayload' && <CastView payload={payload} catalogue={catalogue} />}
        {problems.rest(done.error)}
      </form>
    </Tool>
  );
}
