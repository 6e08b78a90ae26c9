/**
 * The GM's cast of NPCs (SMS §8, §9): a new NPC (then defined by role from its panel), a
 * creature from its race, bestiary class and archetypes, and the campaign's own archetypes.
 * Modules are written in the seed's notation, read by the API (`parseModules`).
 */
import { useState } from 'preact/hooks';
import { useClient, useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { ArchetypeKind, BestiaryClass, ModuleInput } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { type Failure, failureOf, Problems } from '../Problems';
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
  return (
    <form
      aria-label={t.newNpc}
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
        {t.characterName} <input name="npcName" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        {t.modulesNotation}
        <textarea name="npcModules" rows={3} value={notation} onInput={(e) => setNotation(e.currentTarget.value)} />
      </label>
      <button type="submit" disabled={created.fetching}>
        {t.create}
      </button>
      <Problems failure={parseFailure ?? failureOf(created.data?.createCharacter, 'CharacterPayload')} error={created.error} />
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
  return (
    <form
      aria-label={t.createCreature}
      onSubmit={async (event) => {
        event.preventDefault();
        const { modules, failure } = await read(raceNotation);
        setParseFailure(failure);
        if (failure) return;
        const out = await create({ input: { campaignId, name, bestiaryClass, archetypeKeys: keys, race: { name: race, modules } } });
        if (out.data?.createCreature?.__typename === 'CharacterPayload') {
          setName('');
          onCreated(out.data.createCreature.character.id);
        }
      }}
    >
      <h3>{t.createCreature}</h3>
      <label>
        {t.characterName} <input name="creatureName" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        {t.bestiaryClass}{' '}
        <select name="bestiaryClass" value={bestiaryClass} onChange={(e) => setBestiaryClass(e.currentTarget.value as BestiaryClass)}>
          {(classes?.bestiaryClasses ?? []).map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.raceName} <input name="creatureRace" value={race} onInput={(e) => setRace(e.currentTarget.value)} />
      </label>
      <label>
        {t.modulesNotation}
        <textarea name="creatureModules" rows={3} value={raceNotation} onInput={(e) => setRaceNotation(e.currentTarget.value)} />
      </label>
      <fieldset>
        <legend>{t.archetype}</legend>
        {(archetypes?.archetypes ?? []).filter((a) => a.creature).map((a) => (
          <label key={a.key} class="chip">
            <input type="checkbox" checked={keys.includes(a.key)} onChange={(e) => setKeys(e.currentTarget.checked ? [...keys, a.key] : keys.filter((k) => k !== a.key))} />
            {a.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={created.fetching}>
        {t.createCreature}
      </button>
      <Problems failure={parseFailure ?? failureOf(created.data?.createCreature, 'CharacterPayload')} error={created.error} />
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
  return (
    <form
      aria-label={t.defineArchetype}
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
        {t.archetypeKey} <input name="archetypeKey" value={key} onInput={(e) => setKey(e.currentTarget.value)} />
      </label>
      <label>
        {t.kind}{' '}
        <select name="archetypeKind" value={kind} onChange={(e) => setKind(e.currentTarget.value as ArchetypeKind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t.archetypeKindName[k]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.nameEn} <input name="archetypeEn" value={en} onInput={(e) => setEn(e.currentTarget.value)} />
      </label>
      <label>
        {t.nameFr} <input name="archetypeFr" value={fr} onInput={(e) => setFr(e.currentTarget.value)} />
      </label>
      <label>
        {t.modulesNotation}
        <textarea name="archetypeModules" rows={3} value={notation} onInput={(e) => setNotation(e.currentTarget.value)} />
      </label>
      <label>
        <input type="checkbox" checked={creature} onChange={(e) => setCreature(e.currentTarget.checked)} /> {t.creatureArchetype}
      </label>
      <button type="submit" disabled={defined.fetching}>
        {t.define}
      </button>
      {payload && <p role="status">✓ {payload.archetype.key}</p>}
      <Problems failure={parseFailure ?? failureOf(defined.data?.defineArchetype, 'ArchetypePayload')} error={defined.error} />
    </form>
  );
}
