/**
 * A character's definition tools for the GM: an NPC by its role and method (SMS §9), an
 * archetype applied (SMS §8, §9), and a module adjusted on an active sheet (recorded by the
 * API as a GM adjustment).
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { NpcMethod, NpcRole, Polarity } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import type { SheetModule, SmsSheetFields } from './sheet-query';

const DefineNpc = graphql(`
  mutation DefineNpc($input: DefineNpcInput!) {
    defineNpc(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
const ApplyArchetype = graphql(`
  mutation ApplyArchetype($input: ApplyArchetypeInput!) {
    applyArchetype(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
const UpdateModule = graphql(`
  mutation AdjustModule($input: UpdateModuleInput!) {
    updateModule(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
export const CampaignArchetypes = graphql(`
  query CampaignArchetypes($campaignId: ID!, $locale: Locale!) {
    archetypes(campaignId: $campaignId) { key kind creature custom name(locale: $locale) }
  }
`);

const ROLES: NpcRole[] = ['BOSS', 'RECURRING', 'ONE_SHOT', 'DISPOSABLE'];
const METHODS: NpcMethod[] = ['UBER_SIMPLE', 'SIMPLE', 'SEMI_MODULAR', 'DELUXE'];

export function DefineNpcForm({ characterId, sheet, onChanged }: { characterId: string; sheet: SmsSheetFields; onChanged: () => void }) {
  const { t } = useI18n();
  const [role, setRole] = useState<NpcRole>(sheet.npc?.role ?? 'ONE_SHOT');
  const [method, setMethod] = useState<NpcMethod>(sheet.npc?.method ?? 'SIMPLE');
  const [attack, setAttack] = useState('');
  const [defence, setDefence] = useState('');
  const [minion, setMinion] = useState(false);
  const [defined, define] = useMutation(DefineNpc);
  const needsDice = method !== 'DELUXE';
  const problems = useFieldProblems(failureOf(defined.data?.defineNpc, 'CharacterPayload'), {
    role: ['role', 'UNKNOWN_ROLE', 'BASE_DIE_OUTSIDE_ROLE'],
    method: ['method', 'UNKNOWN_METHOD', 'NO_DEFENCE_MODULES'],
    attack: ['attack'],
    defence: ['defence'],
    minion: ['minion'],
  });
  return (
    <form
      class="card"
      aria-label={t.defineNpc}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const dice = needsDice ? { ...(attack ? { attack: Number(attack) } : {}), ...(defence ? { defence: Number(defence) } : {}) } : {};
        const out = await define({ input: { characterId, role, method, minion, ...dice } });
        if (out.data?.defineNpc?.__typename === 'CharacterPayload') onChanged();
      }}
    >
      <h3>{t.defineNpc}</h3>
      {sheet.npc && (
        <p class="muted" data-testid="npc-definition">
          {t.npcRoleName[sheet.npc.role]}, {t.npcMethodName[sheet.npc.method]}
          {sheet.npc.baseDie != null && ` — ${t.baseDie} D${sheet.npc.baseDie}`}
        </p>
      )}
      <label>
        {t.role}{' '}
        <select name="role" value={role} onChange={(e) => setRole(e.currentTarget.value as NpcRole)} {...problems.field('role')}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t.npcRoleName[r]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('role')}
      <label>
        {t.method}{' '}
        <select name="method" value={method} onChange={(e) => setMethod(e.currentTarget.value as NpcMethod)} {...problems.field('method')}>
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {t.npcMethodName[m]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('method')}
      {needsDice && (
        <>
          <label>
            {t.attack} <input name="attack" type="number" inputMode="numeric" value={attack} onInput={(e) => setAttack(e.currentTarget.value)} {...problems.field('attack')} />
          </label>
          {problems.beside('attack')}
          <label>
            {t.defence} <input name="defence" type="number" inputMode="numeric" value={defence} onInput={(e) => setDefence(e.currentTarget.value)} {...problems.field('defence')} />
          </label>
          {problems.beside('defence')}
        </>
      )}
      <label>
        <input type="checkbox" checked={minion} onChange={(e) => setMinion(e.currentTarget.checked)} /> {t.minion}
      </label>
      <button type="submit" disabled={defined.fetching}>
        {t.defineNpc}
      </button>
      {problems.rest(defined.error)}
    </form>
  );
}

export function ApplyArchetypeForm({ campaignId, characterId, isNpc, onChanged }: { campaignId: string; characterId: string; isNpc: boolean; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const [{ data }] = useQuery({ query: CampaignArchetypes, variables: { campaignId, locale } });
  const [key, setKey] = useState('');
  const [applied, apply] = useMutation(ApplyArchetype);
  const archetypes = (data?.archetypes ?? []).filter((a) => isNpc || !a.creature);
  const problems = useFieldProblems(failureOf(applied.data?.applyArchetype, 'CharacterPayload'), {
    archetype: ['archetypeKey', 'UNKNOWN_ARCHETYPE', 'ARCHETYPE_*', 'CREATURE_ARCHETYPE_ON_PC'],
  });
  return (
    <form
      class="card"
      aria-label={t.applyArchetype}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const out = await apply({ input: { characterId, archetypeKey: key } });
        if (out.data?.applyArchetype?.__typename === 'CharacterPayload') onChanged();
      }}
    >
      <h3>{t.applyArchetype}</h3>
      <label>
        {t.archetype}{' '}
        <select name="archetype" value={key} onChange={(e) => setKey(e.currentTarget.value)} required {...problems.field('archetype')}>
          <option value="">—</option>
          {archetypes.map((a) => (
            <option key={a.key} value={a.key}>
              {a.name} ({t.archetypeKindName[a.kind]})
            </option>
          ))}
        </select>
      </label>
      {problems.beside('archetype')}
      <button type="submit" disabled={applied.fetching}>
        {t.apply}
      </button>
      {problems.rest(applied.error)}
    </form>
  );
}

export function AdjustModuleForm({ modules, onChanged }: { modules: SheetModule[]; onChanged: () => void }) {
  const { t } = useI18n();
  const editable = modules.filter((m) => m.source !== 'WOUND' && m.source !== 'FATIGUE' && m.source !== 'MAGIC');
  const [moduleId, setModuleId] = useState(editable[0]?.id ?? '');
  const current = editable.find((m) => m.id === moduleId);
  const [scope, setScope] = useState(String(current?.scope ?? 1));
  const [rank, setRank] = useState(String(current?.rank ?? 1));
  const [polarity, setPolarity] = useState<Polarity>(current?.polarity ?? 'POSITIVE');
  const [adjusted, adjust] = useMutation(UpdateModule);
  const problems = useFieldProblems(failureOf(adjusted.data?.updateModule, 'CharacterPayload'), {
    module: ['moduleId', 'UNKNOWN_MODULE', 'RACIAL_MODULE_FIXED', 'MODULE_*'],
    scope: ['scope', 'BAD_SCOPE', 'SCOPE_OUT_OF_RANGE'],
    rank: ['rank', 'BAD_RANK', 'RANK_*'],
    polarity: ['polarity', 'POLARITY_INVALID'],
  });
  const choose = (id: string) => {
    const m = editable.find((x) => x.id === id);
    setModuleId(id);
    if (m) {
      setScope(String(m.scope));
      setRank(String(m.rank));
      setPolarity(m.polarity);
    }
  };
  if (!editable.length) return null;
  return (
    <form
      class="card"
      aria-label={t.adjustModule}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const out = await adjust({ input: { moduleId, scope: Number(scope), rank: Number(rank), polarity } });
        if (out.data?.updateModule?.__typename === 'CharacterPayload') onChanged();
      }}
    >
      <h3>{t.adjustModule}</h3>
      <label>
        {t.moduleName}{' '}
        <select name="module" value={moduleId} onChange={(e) => choose(e.currentTarget.value)} {...problems.field('module')}>
          {editable.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('module')}
      <label>
        {t.scope} <input name="scope" type="number" inputMode="numeric" value={scope} onInput={(e) => setScope(e.currentTarget.value)} {...problems.field('scope')} />
      </label>
      {problems.beside('scope')}
      <label>
        {t.rank} <input name="rank" type="number" inputMode="numeric" value={rank} onInput={(e) => setRank(e.currentTarget.value)} {...problems.field('rank')} />
      </label>
      {problems.beside('rank')}
      <label>
        {t.polarity}{' '}
        <select name="polarity" value={polarity} onChange={(e) => setPolarity(e.currentTarget.value as Polarity)} {...problems.field('polarity')}>
          {(['POSITIVE', 'NEGATIVE', 'RESISTIVE'] as const).map((p) => (
            <option key={p} value={p}>
              {t.polarityName[p]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('polarity')}
      <button type="submit" disabled={adjusted.fetching}>
        {t.save}
      </button>
      {problems.rest(adjusted.error)}
    </form>
  );
}
