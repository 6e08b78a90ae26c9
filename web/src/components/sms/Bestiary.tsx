/**
 * The GM's cast of NPCs (SMS §8, §9): a new NPC (then defined by role from its panel), a
 * creature from its race, bestiary class and archetypes, and the campaign's own archetypes.
 * Modules are written in the seed's notation, read by the API (`parseModules`).
 */
import { useId, useState } from 'preact/hooks';
import { useClient, useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { ArchetypeKind, BestiaryClass, ModuleInput } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { type Failure, failureOf, Problems, useFieldProblems } from '../Problems';
import { CampaignArchetypes } from './NpcTools';

const ReadModules = graphql(`
  query ReadModules($text: String!) {
    parseModules(text: $text) {
      modules { line name scope polarity rank }
      errors { line message }
    }
  }
`);
const NewNpc = graphql(`
  mutation NewNpc($input: CreateCharacterInput!) {
    createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
const CreateCreature = graphql(`
  mutation CreateCreature($input: CreateCreatureInput!) {
    createCreature(input: $input) { __typename ... on CharacterPayload { character { id name } } ...FailureFields }
  }
`);
const DefineArchetype = graphql(`
  mutation DefineArchetype($input: DefineArchetypeInput!) {
    defineArchetype(input: $input) { __typename ... on ArchetypePayload { archetype { key } } ...FailureFields }
  }
`);
const BestiaryClasses = graphql(`
  query BestiaryClasses($locale: Locale!) {
    bestiaryClasses { key name(locale: $locale) }
  }
`);

const KINDS: ArchetypeKind[] = ['COMPLETE', 'TRADE', 'SOCIETAL', 'ADVENTUROUS_TRAIT'];
/** The rule codes that concern the modules written in notation. */
const MODULE_CODES = ['MODULE_*', 'DUPLICATE_MODULE', 'BAD_RANK', 'BAD_SCOPE', 'RANK_*', 'SCOPE_*', 'POLARITY_INVALID', 'SOURCE_NOT_ALLOWED_AT_CREATION', 'BAD_SIZE_FACTOR', 'ARCHETYPE_OVER_BUDGET'];

/** The modules' textarea and, beside it, the lines the API could not read (before anything is sent) or the server's refusal of them. */
function NotationField({ label, name, value, onInput, parseFailure, field, beside }: { label: string; name: string; value: string; onInput: (v: string) => void; parseFailure: Failure | null; field: (also?: string) => object; beside: preact.JSX.Element }) {
  const id = useId();
  return (
    <>
      <label>
        {label}
        <textarea name={name} rows={3} value={value} onInput={(e) => onInput(e.currentTarget.value)} {...(parseFailure ? { 'aria-invalid': true, 'aria-describedby': id } : field())} />
      </label>
      {parseFailure ? <Problems failure={parseFailure} id={id} /> : beside}
    </>
  );
}

/** Read modules in notation: the modules, or the lines the API could not read as a failure. */
function useNotation() {
  const client = useClient();
  return async (text: string): Promise<{ modules: ModuleInput[]; failure: Failure | null }> => {
    if (!text.trim()) return { modules: [], failure: null };
    const parsed = (await client.query(ReadModules, { text }, { requestPolicy: 'network-only' }).toPromise()).data?.parseModules;
    if (!parsed) return { modules: [], failure: { message: 'parseModules' } };
    const failure = parsed.errors.length ? { message: parsed.errors.map((e) => `#${e.line} ${e.message}`).join('; ') } : null;
    return { modules: parsed.modules.map(({ name, scope, polarity, rank }) => ({ name, scope, polarity, rank })), failure };
  };
}

/** `onCreated` gets the new NPC's id, so the GM's screen can open its panel. */
export function Bestiary({ campaignId, onCreated }: { campaignId: string; onCreated: (characterId: string) => void }) {
  const { t } = useI18n();
  return (
    <section class="card" aria-labelledby="bestiary-title">
      <h2 id="bestiary-title">{t.npcTools}</h2>
      <div class="columns">
        <NewNpcForm campaignId={campaignId} onCreated={onCreated} />
        <CreatureForm campaignId={campaignId} onCreated={onCreated} />
        <ArchetypeForm campaignId={campaignId} />
      </div>
    </section>
  );
}

function NewNpcForm({ campaignId, onCreated }: { campaignId: string; onCreated: (characterId: string) => void }) {
  const { t } = useI18n();
  const read = useNotation();
  const [name, setName] = useState('');
  const [notation, setNotation] = useState('');
  const [parseFailure, setParseFailure] = useState<Failure | null>(null);
  const [created, create] = useMutation(NewNpc);
  const problems = useFieldProblems(failureOf(created.data?.createCharacter, 'CharacterPayload'), { name: ['name', 'NPC_WITHOUT_NAME'], modules: ['sms', ...MODULE_CODES] });
  return (
    <form
      aria-label={t.newNpc}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const { modules, failure } = await read(notation);
        setParseFailure(failure);
        if (failure) return;
        const out = await create({ input: { campaignId, name, kind: 'NPC', sms: { modules } } });
        if (out.data?.createCharacter?.__typename === 'CharacterPayload') {
          setName('');
          setNotation('');
          onCreated(out.data.createCharacter.character.id);
        }
      }}
    >
      <h3>{t.newNpc}</h3>
      <label>
        {t.characterName} <input name="npcName" value={name} onInput={(e) => setName(e.currentTarget.value)} {...problems.field('name')} />
      </label>
      {problems.beside('name')}
      <NotationField label={t.modulesNotation} name="npcModules" value={notation} onInput={setNotation} parseFailure={parseFailure} field={() => problems.field('modules')} beside={problems.beside('modules')} />
      <button type="submit" disabled={created.fetching}>
        {t.create}
      </button>
      {problems.rest(created.error)}
    </form>
  );
}

function CreatureForm({ campaignId, onCreated }: { campaignId: string; onCreated: (characterId: string) => void }) {
  const { t, locale } = useI18n();
  const read = useNotation();
  const [{ data: classes }] = useQuery({ query: BestiaryClasses, variables: { locale } });
  const [{ data: archetypes }] = useQuery({ query: CampaignArchetypes, variables: { campaignId, locale } });
  const [name, setName] = useState('');
  const [race, setRace] = useState('');
  const [raceNotation, setRaceNotation] = useState('');
  const [bestiaryClass, setBestiaryClass] = useState<BestiaryClass>('HUMANOID');
  const [keys, setKeys] = useState<string[]>([]);
  const [parseFailure, setParseFailure] = useState<Failure | null>(null);
  const [created, create] = useMutation(CreateCreature);
  const problems = useFieldProblems(failureOf(created.data?.createCreature, 'CharacterPayload'), {
    name: ['name', 'NPC_WITHOUT_NAME'],
    bestiaryClass: ['bestiaryClass'],
    modules: ['race.modules', ...MODULE_CODES],
    race: ['race', 'RACE_REQUIRED', 'UNKNOWN_RACE'],
    archetypes: ['archetypeKeys', 'UNKNOWN_ARCHETYPE', 'ARCHETYPE_ALREADY_APPLIED'],
  });
  return (
    <form
      aria-label={t.createCreature}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const { modules, failure } = await read(raceNotation);
        setParseFailure(failure);
        if (failure) return;
        const out = await create({ input: { campaignId, name, bestiaryClass, archetypeKeys: keys, race: { ...(race.trim() ? { name: race } : {}), modules } } });
        if (out.data?.createCreature?.__typename === 'CharacterPayload') {
          setName('');
          onCreated(out.data.createCreature.character.id);
        }
      }}
    >
      <h3>{t.createCreature}</h3>
      <label>
        {t.characterName} <input name="creatureName" value={name} onInput={(e) => setName(e.currentTarget.value)} {...problems.field('name')} />
      </label>
      {problems.beside('name')}
      <label>
        {t.bestiaryClass}{' '}
        <select name="bestiaryClass" value={bestiaryClass} onChange={(e) => setBestiaryClass(e.currentTarget.value as BestiaryClass)} {...problems.field('bestiaryClass')}>
          {(classes?.bestiaryClasses ?? []).map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('bestiaryClass')}
      <label>
        {t.raceNameOptional} <input name="creatureRace" value={race} onInput={(e) => setRace(e.currentTarget.value)} {...problems.field('race')} />
      </label>
      {problems.beside('race')}
      <NotationField label={t.modulesNotation} name="creatureModules" value={raceNotation} onInput={setRaceNotation} parseFailure={parseFailure} field={() => problems.field('modules')} beside={problems.beside('modules')} />
      <fieldset {...problems.field('archetypes')}>
        <legend>{t.archetype}</legend>
        {(archetypes?.archetypes ?? []).filter((a) => a.creature).map((a) => (
          <label key={a.key} class="chip">
            <input type="checkbox" checked={keys.includes(a.key)} onChange={(e) => setKeys(e.currentTarget.checked ? [...keys, a.key] : keys.filter((k) => k !== a.key))} />
            {a.name}
          </label>
        ))}
      </fieldset>
      {problems.beside('archetypes')}
      <button type="submit" disabled={created.fetching}>
        {t.createCreature}
      </button>
      {problems.rest(created.error)}
    </form>
  );
}

function ArchetypeForm({ campaignId }: { campaignId: string }) {
  const { t } = useI18n();
  const read = useNotation();
  const [key, setKey] = useState('');
  const [kind, setKind] = useState<ArchetypeKind>('TRADE');
  const [en, setEn] = useState('');
  const [fr, setFr] = useState('');
  const [notation, setNotation] = useState('');
  const [creature, setCreature] = useState(false);
  const [parseFailure, setParseFailure] = useState<Failure | null>(null);
  const [defined, define] = useMutation(DefineArchetype);
  const payload = defined.data?.defineArchetype?.__typename === 'ArchetypePayload' ? defined.data.defineArchetype : null;
  const problems = useFieldProblems(failureOf(defined.data?.defineArchetype, 'ArchetypePayload'), {
    key: ['key', 'ARCHETYPE_KEY_*', 'ARCHETYPE_EXISTS'],
    kind: ['kind'],
    en: ['name.en'],
    fr: ['name.fr'],
    modules: ['modules', ...MODULE_CODES],
    creature: ['creature'],
  });
  return (
    <form
      aria-label={t.defineArchetype}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const { modules, failure } = await read(notation);
        setParseFailure(failure);
        if (failure) return;
        await define({ input: { campaignId, key, kind, name: { en, fr }, modules, creature } });
      }}
    >
      <h3>{t.defineArchetype}</h3>
      <label>
        {t.archetypeKey} <input name="archetypeKey" value={key} onInput={(e) => setKey(e.currentTarget.value)} {...problems.field('key')} />
      </label>
      {problems.beside('key')}
      <label>
        {t.kind}{' '}
        <select name="archetypeKind" value={kind} onChange={(e) => setKind(e.currentTarget.value as ArchetypeKind)} {...problems.field('kind')}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t.archetypeKindName[k]}
            </option>
          ))}
        </select>
      </label>
      {problems.beside('kind')}
      <label>
        {t.nameEn} <input name="archetypeEn" value={en} onInput={(e) => setEn(e.currentTarget.value)} {...problems.field('en')} />
      </label>
      {problems.beside('en')}
      <label>
        {t.nameFr} <input name="archetypeFr" value={fr} onInput={(e) => setFr(e.currentTarget.value)} {...problems.field('fr')} />
      </label>
      {problems.beside('fr')}
      <NotationField label={t.modulesNotation} name="archetypeModules" value={notation} onInput={setNotation} parseFailure={parseFailure} field={() => problems.field('modules')} beside={problems.beside('modules')} />
      <label>
        <input type="checkbox" checked={creature} onChange={(e) => setCreature(e.currentTarget.checked)} /> {t.creatureArchetype}
      </label>
      <button type="submit" disabled={defined.fetching}>
        {t.define}
      </button>
      {payload && <p role="status">✓ {payload.archetype.key}</p>}
      {problems.rest(defined.error)}
    </form>
  );
}
