/**
 * The GM's spell catalogue: every spell, ritual and special power of the campaign with its
 * base die and the predefined modules a caster needs, and the form that defines a new one
 * (checked by the server against the campaign's magic variant; a refusal shows beside the
 * form with the rule it cites, and what was typed stays).
 */
import { useLiveRefetch } from '../../lib/live';
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { MagicForm, MagicSource, SpecialPowerModule, SpellDamageType, SpellEffectKind, SpellKind, SpellNature } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import { NO_PARAMETERS, Parameters } from './Parameters';

export const SpellCatalogueQuery = graphql(`
  query SpellCatalogue($campaignId: ID!, $locale: Locale!) {
    campaign(id: $campaignId) {
      id
      magicSystem
      spells(first: 50) {
        edges {
          node {
            id name kind source forms power nature description
            parameters { range area duration }
            baseDifficulty { die }
            requiredModules { key name(locale: $locale) minRank rule }
          }
        }
      }
    }
  }
`);

const DefineSpell = graphql(`
  mutation DefineSpell($input: DefineSpellInput!) {
    defineSpell(input: $input) {
      __typename
      ... on SpellPayload { spell { id name } }
      ...FailureFields
    }
  }
`);

export const SOURCES: Record<string, MagicSource[]> = { LOREVAL: ['ARCANE', 'NATURAL', 'DIVINE'], ALMERA: ['SPIRITS', 'FAITH', 'ARCANE'] };
const FORMS: Record<string, MagicForm[]> = { LOREVAL: ['METAMORPHOSIS', 'SPACE_TIME', 'SOUL_SIGHT'], ALMERA: ['METAMORPHOSIS', 'SOUL', 'SPACE_TIME'] };
const NATURES: SpellNature[] = ['OFFENSIVE', 'DEFENSIVE', 'CURATIVE', 'ENHANCEMENT', 'MIXED', 'MISC'];
const EFFECTS: SpellEffectKind[] = ['NARRATIVE', 'DAMAGE', 'HEAL_SEVERITY', 'HEAL_LEVELS', 'BARRIER', 'PROTECTION', 'ENHANCEMENT'];
const TYPED: SpellEffectKind[] = ['DAMAGE', 'HEAL_LEVELS', 'PROTECTION'];

export function SpellCatalogue({ campaignId, refreshKey }: { campaignId: string; refreshKey: string }) {
  const { t, locale } = useI18n();
  const [{ data }, refetch] = useQuery({ query: SpellCatalogueQuery, variables: { campaignId, locale } });
  useLiveRefetch(refreshKey, 'spellCatalogue', refetch);
  const system = data?.campaign?.magicSystem;
  if (!system) return null;
  const spells = data.campaign?.spells.edges.map((e) => e.node) ?? [];
  return (
    <section class="card" aria-labelledby="catalogue-title" data-testid="spell-catalogue">
      <h2 id="catalogue-title">
        {t.magicCatalogue} <span class="tag">{system}</span>
      </h2>
      {spells.length === 0 ? (
        <p>{t.magicNoSpells}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.spell}</th>
              <th scope="col">{t.magicPower}</th>
              <th scope="col">{t.magicBaseDie}</th>
              <th scope="col">{t.magicRequires}</th>
            </tr>
          </thead>
          <tbody>
            {spells.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.name} <small>({t.magicKinds[s.kind]}, {t.magicSources[s.source]}, {t.magicNatures[s.nature]})</small>
                </td>
                <td>{s.power}</td>
                <td>D{s.baseDifficulty.die}</td>
                <td>{s.requiredModules.map((m) => `${m.name} ≥ ${m.minRank}`).join(', ') || t.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DefineSpellForm campaignId={campaignId} system={system} onDefined={() => refetch({ requestPolicy: 'network-only' })} />
    </section>
  );
}

function DefineSpellForm({ campaignId, system, onDefined }: { campaignId: string; system: string; onDefined: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<SpellKind>('SPELL');
  const [source, setSource] = useState<MagicSource>(SOURCES[system]![0]!);
  const [form, setForm] = useState<MagicForm | ''>('');
  const [powerModule, setPowerModule] = useState<SpecialPowerModule>('HARMONY');
  const [power, setPower] = useState(1);
  const [nature, setNature] = useState<SpellNature>('MISC');
  const [effect, setEffect] = useState<SpellEffectKind>('NARRATIVE');
  const [damageType, setDamageType] = useState<SpellDamageType>('BLUNT');
  const [elemental, setElemental] = useState(false);
  const [description, setDescription] = useState('');
  const [module, setModule] = useState({ name: '', scope: 1, rank: 1 });
  const [keywords, setKeywords] = useState('');
  const [parameters, setParameters] = useState(NO_PARAMETERS);
  const [castingTime, setCastingTime] = useState('');
  const [defined, define] = useMutation(DefineSpell);
  const result = defined.data?.defineSpell;
  // The first field whose paths or codes match takes the part: the temporary module before the effect.
  const problems = useFieldProblems(failureOf(result, 'SpellPayload'), {
    name: ['name', 'SPELL_NAME_REQUIRED', 'SPELL_NAME_TAKEN'],
    kind: ['kind', 'NO_SPECIAL_POWERS', 'NOT_A_RITUAL', 'WRONG_VARIANT'],
    source: ['source', 'UNKNOWN_SOURCE'],
    form: ['forms', 'UNKNOWN_FORM', 'POWER_MODULE_FORM_MISMATCH'],
    powerModule: ['powerModule', 'POWER_MODULE_REQUIRED', 'UNKNOWN_MAGIC_MODULE'],
    power: ['power', 'POWER_OUT_OF_RANGE', 'POWER_TOO_LOW*'],
    nature: ['nature', 'UNKNOWN_NATURE'],
    module: ['effects.0.module', 'BAD_TEMPORARY_MODULE', 'TEMPORARY_MODULE'],
    effect: ['effects', 'BLUNT_CANNOT_BE_ELEMENTAL'],
    description: ['description', 'RITUAL_DESCRIPTION_REQUIRED'],
    keywords: ['keywords'],
    castingTime: ['ritual', 'BAD_RITUAL_TIME'],
    range: ['parameters.range'],
    area: ['parameters.area'],
    duration: ['parameters.duration', 'parameters', 'PARAMETERS_NOT_ALLOWED', 'BAD_PARAMETER'],
  });
  return (
    <form
      aria-label={t.magicDefineSpell}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const out = await define({
          input: {
            campaignId,
            name,
            kind,
            source,
            power,
            nature,
            ...(form ? { forms: [form] } : {}),
            ...(kind === 'POWER' ? { powerModule } : {}),
            effects: [{ kind: effect, ...(TYPED.includes(effect) ? { damageType, elemental } : {}), ...(effect === 'NARRATIVE' && description ? { description } : {}), ...(effect === 'ENHANCEMENT' ? { module } : {}) }],
            ...(description ? { description } : {}),
            keywords: keywords.split(',').map((k) => k.trim()).filter(Boolean),
            // A ritual's and a special power's range, area and duration are part of them, never a casting malus.
            ...(kind === 'RITUAL' ? { ritual: { castingTime } } : kind === 'SPELL' ? { parameters } : {}),
          },
        });
        if (out.data?.defineSpell?.__typename === 'SpellPayload') {
          setName('');
          onDefined();
        }
      }}
    >
      <h3>{t.magicDefineSpell}</h3>
      <label>
        {t.magicSpellName} <input name="spellName" value={name} onInput={(e) => setName(e.currentTarget.value)} required {...problems.field('name')} />
      </label>
      {problems.beside('name')}
      <label>
        {t.magicKind}{' '}
        <select name="kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as SpellKind)} {...problems.field('kind')}>
          {(system === 'LOREVAL' ? ['SPELL', 'RITUAL', 'POWER'] : ['SPELL', 'RITUAL']).map((k) => (
            <option key={k} value={k}>
              {t.magicKinds[k]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('kind')}
      <label>
        {t.magicSource}{' '}
        <select name="source" value={source} onChange={(e) => setSource(e.currentTarget.value as MagicSource)} {...problems.field('source')}>
          {SOURCES[system]!.map((s) => (
            <option key={s} value={s}>
              {t.magicSources[s]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('source')}
      <label>
        {t.magicForm}{' '}
        <select name="form" value={form} onChange={(e) => setForm(e.currentTarget.value as MagicForm | '')} {...problems.field('form')}>
          <option value="">{t.none}</option>
          {FORMS[system]!.map((f) => (
            <option key={f} value={f}>
              {t.magicForms[f]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('form')}
      {kind === 'POWER' && (
        <label>
          {t.magicPowerModule}{' '}
          <select name="powerModule" value={powerModule} onChange={(e) => setPowerModule(e.currentTarget.value as SpecialPowerModule)} {...problems.field('powerModule')}>
            {(['HARMONY', 'CONVICTION', 'HEROISM'] as const).map((m) => (
              <option key={m} value={m}>
                {t.magicPowerModules[m]}
              </option>
            ))}
          </select>
        </label>
      )}
      {problems.beside('powerModule')}
      <label>
        {t.magicPower} <input name="power" type="number" min={1} value={power} onInput={(e) => setPower(Number(e.currentTarget.value))} {...problems.field('power', 'power-hint')} />
        <small id="power-hint"> {t.magicPowerHint}</small>
      </label>
      {problems.beside('power')}
      <label>
        {t.magicNature}{' '}
        <select name="nature" value={nature} onChange={(e) => setNature(e.currentTarget.value as SpellNature)} {...problems.field('nature')}>
          {NATURES.map((n) => (
            <option key={n} value={n}>
              {t.magicNatures[n]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('nature')}
      <label>
        {t.magicEffect}{' '}
        <select name="effect" value={effect} onChange={(e) => setEffect(e.currentTarget.value as SpellEffectKind)} {...problems.field('effect')}>
          {EFFECTS.map((k) => (
            <option key={k} value={k}>
              {t.magicEffects[k]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('effect')}
      {TYPED.includes(effect) && (
        <>
          <label>
            {t.magicDamageType}{' '}
            <select name="damageType" value={damageType} onChange={(e) => setDamageType(e.currentTarget.value as SpellDamageType)}>
              {(['BLUNT', 'LETHAL', 'CRITICAL'] as const).map((d) => (
                <option key={d} value={d}>
                  {t.magicDamageTypes[d]}
                </option>
              ))}
            </select>
          </label>
          <label class="chip">
            <input type="checkbox" name="elemental" checked={elemental} onChange={(e) => setElemental(e.currentTarget.checked)} /> {t.magicElemental}
          </label>
        </>
      )}
      {effect === 'ENHANCEMENT' && (
        <fieldset>
          <legend>{t.magicTemporaryModule}</legend>
          <label>
            {t.moduleName} <input name="effectModule" value={module.name} onInput={(e) => setModule({ ...module, name: e.currentTarget.value })} {...problems.field('module')} />
          </label>
          {problems.beside('module')}
          <label>
            {t.scope} <input name="effectScope" type="number" value={module.scope} onInput={(e) => setModule({ ...module, scope: Number(e.currentTarget.value) })} />
          </label>
          <label>
            {t.rank} <input name="effectRank" type="number" value={module.rank} onInput={(e) => setModule({ ...module, rank: Number(e.currentTarget.value) })} />
          </label>
        </fieldset>
      )}
      <label>
        {t.magicDescription} <input name="description" value={description} onInput={(e) => setDescription(e.currentTarget.value)} {...problems.field('description')} />
      </label>
      {problems.beside('description')}
      <label>
        {t.magicKeywords} <input name="keywords" value={keywords} onInput={(e) => setKeywords(e.currentTarget.value)} {...problems.field('keywords')} />
      </label>
      {problems.beside('keywords')}
      {kind === 'RITUAL' ? (
        <label>
          {t.magicCastingTime} <input name="castingTime" value={castingTime} onInput={(e) => setCastingTime(e.currentTarget.value)} {...problems.field('castingTime')} />
        </label>
      ) : (
        kind === 'SPELL' && <Parameters legend={t.magicUsualParameters} value={parameters} onChange={setParameters} idPrefix="usual" problems={problems} />
      )}
      {problems.beside('castingTime')}
      <button type="submit" disabled={defined.fetching}>
        {t.magicDefine}
      </button>
      {result?.__typename === 'SpellPayload' && <p role="status">{t.magicDefined(result.spell.name)}</p>}
      {problems.rest(defined.error)}
    </form>
  );
}
