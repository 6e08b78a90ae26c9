/**
 * A Ylnies character: race (or mixed parentage), characteristics by points or at random, skills
 * with the one innate spell or power, equipment. The budgets show as the player types; the
 * server checks the whole build and each refusal shows beside the field it concerns, with the
 * rule it cites, while the form keeps what was typed.
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { Pending } from '../components/Pending';
import { failureOf, useFieldProblems } from '../components/Problems';
import { builderFieldOf, characteristicPoints } from '../components/ylnies/budget';
import { type Catalogue, type Key, useYlniesCatalogueRead } from '../components/ylnies/catalogue';
import { EquipmentEditor, type EquipmentDraft, equipmentInput, NO_EQUIPMENT } from '../components/ylnies/EquipmentEditor';
import { type InnateDraft, type SkillDraft, SkillsEditor, skillInputs } from '../components/ylnies/SkillsEditor';
import { newClientSeed } from '../lib/client-seed';
import { useI18n } from '../lib/i18n';
import { navigate } from '../lib/router';

const CreateYlnies = graphql(`
  mutation CreateYlniesCharacter($input: CreateCharacterInput!) {
    createCharacter(input: $input) {
      __typename
      ... on CharacterPayload { character { id } }
      ...FailureFields
    }
  }
`);

const BuilderCampaign = graphql(`
  query YlniesBuilderCampaign($id: ID!) {
    campaign(id: $id) { id viewerRole }
  }
`);

type Method = 'POINTS' | 'RANDOM';

export function YlniesBuilder({ campaignId }: { campaignId: string }) {
  const { catalogue, error, retry } = useYlniesCatalogueRead();
  if (!catalogue) return <Pending error={error} retry={retry} />;
  return <Builder campaignId={campaignId} catalogue={catalogue} />;
}

function Builder({ campaignId, catalogue }: { campaignId: string; catalogue: Catalogue }) {
  const { t } = useI18n();
  const { creation } = catalogue;
  // The GM builds non-player characters: bound by no creation budget, active at once.
  const [{ data: campaignData }] = useQuery({ query: BuilderCampaign, variables: { id: campaignId } });
  const npc = campaignData?.campaign?.viewerRole === 'GM';
  const [name, setName] = useState('');
  const [mixed, setMixed] = useState(false);
  const [race, setRace] = useState(catalogue.races[0]?.key ?? '');
  const [parents, setParents] = useState<[string, string]>([catalogue.races[0]?.key ?? '', catalogue.races[1]?.key ?? '']);
  const [humanUpbringing, setHumanUpbringing] = useState(false);
  const [method, setMethod] = useState<Method>('POINTS');
  // An even split of the points to start from; the player moves them around.
  const even = Math.min(creation.baseMax, Math.floor(creation.points / catalogue.characteristics.length));
  const [bases, setBases] = useState<Partial<Record<Key, number>>>({});
  const [skills, setSkills] = useState<SkillDraft[]>([]);
  const [innate, setInnate] = useState<InnateDraft>({ name: '', characteristic: 'WIL', kind: 'SPELL', value: null });
  const [equipment, setEquipment] = useState<EquipmentDraft>(NO_EQUIPMENT);
  const [created, create] = useMutation(CreateYlnies);

  const base = (key: Key) => bases[key] ?? even;
  const modifiersOf = (key: string) => catalogue.races.find((r) => r.key === key)?.modifiers ?? [];
  const modifierOf = (raceKey: string, c: string) => modifiersOf(raceKey).find((m) => m.characteristic === c)?.value ?? 0;
  /** The racial modifier, or null when a mixed draw will decide between two different ones. */
  const modifier = (c: Key): number | null => {
    if (!mixed) return modifierOf(race, c);
    const [a, b] = parents.map((p) => modifierOf(p, c));
    return a === b ? (a ?? 0) : null;
  };
  const finalOf = (c: Key): number | null => {
    const m = modifier(c);
    return method === 'RANDOM' || m === null ? null : Math.max(1, base(c) + m);
  };
  const spent = characteristicPoints(catalogue.characteristics.map((c) => base(c.key as Key)));
  const over = spent - creation.points;
  const humanExtra = catalogue.races.find((r) => r.key === 'HUMAN')?.extraSkillPoints ?? 0;
  const extra = mixed ? (humanUpbringing ? humanExtra : 0) : (catalogue.races.find((r) => r.key === race)?.extraSkillPoints ?? 0);
  const failure = failureOf(created.data?.createCharacter, 'CharacterPayload');
  const problems = useFieldProblems(failure, builderFieldOf);

  return (
    // noValidate: the server's refusal, beside its field with the rule it cites, says more than
    // the browser's bubble (and binds no NPC to the players' bounds).
    <form
      class="card ylnies-builder"
      aria-label={t.newCharacter}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const allBases = Object.fromEntries(catalogue.characteristics.map((c) => [c.key, base(c.key as Key)])) as Record<Key, number>;
        const result = await create({
          input: {
            campaignId,
            name,
            ...(npc ? { kind: 'NPC' as const } : {}),
            ylnies: {
              ...(mixed ? { mixed: { parents, humanUpbringing } } : { race }),
              method,
              ...(method === 'POINTS' ? { bases: allBases } : {}),
              // A mixed or random character is rolled by the server: our seed goes in (docs/fairness.md).
              ...(method === 'RANDOM' || mixed ? { clientSeed: newClientSeed() } : {}),
              skills: skillInputs(skills, method === 'RANDOM' ? { ...innate, value: null } : innate),
              equipment: equipmentInput(equipment),
            },
          },
        });
        const payload = result.data?.createCharacter;
        if (payload?.__typename === 'CharacterPayload') navigate(npc ? { screen: 'campaign', campaignId } : { screen: 'character', characterId: payload.character.id });
      }}
    >
      {npc && <p class="muted">{t.ylNpcNote}</p>}
      <label>
        {t.characterName} <input name="characterName" value={name} onInput={(e) => setName(e.currentTarget.value)} required {...problems.field('name')} />
      </label>
      {problems.beside('name')}

      <fieldset {...problems.field('race')}>
        <legend>{t.ylRaceOrMixed}</legend>
        {catalogue.races.map((r) => (
          <label key={r.key} class="chip">
            <input type="radio" name="race" checked={!mixed && race === r.key} onChange={() => {
                setMixed(false);
                setRace(r.key);
              }} /> {r.name}
          </label>
        ))}
        <label class="chip">
          <input type="radio" name="race" checked={mixed} onChange={() => setMixed(true)} /> {t.ylMixed}
        </label>
        {mixed ? (
          <div>
            {[0, 1].map((i) => (
              <label key={i} class="chip">
                {t.ylParent(i + 1)}{' '}
                <select value={parents[i]} onChange={(e) => setParents(i === 0 ? [e.currentTarget.value, parents[1]] : [parents[0], e.currentTarget.value])}>
                  {catalogue.races.map((r) => (
                    <option key={r.key} value={r.key}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <label>
              <input type="checkbox" name="humanUpbringing" checked={humanUpbringing} onChange={(e) => setHumanUpbringing(e.currentTarget.checked)} /> {t.ylHumanUpbringing}
            </label>
            <p class="muted">{t.ylMixedDrawn}</p>
          </div>
        ) : (
          <p class="muted">{catalogue.races.find((r) => r.key === race)?.traits.join(' · ')}</p>
        )}
        {problems.beside('race')}
      </fieldset>

      <fieldset {...problems.field('characteristics')}>
        <legend>{t.ylMethod}</legend>
        <label class="chip">
          <input type="radio" name="method" checked={method === 'POINTS'} onChange={() => setMethod('POINTS')} /> {t.ylPoints}
        </label>
        <label class="chip">
          <input type="radio" name="method" checked={method === 'RANDOM'} onChange={() => setMethod('RANDOM')} /> {t.ylRandom}
        </label>
        {method === 'POINTS' && (
          <p class={over > 0 ? 'budget over' : 'budget'} data-testid="characteristic-budget" aria-live="polite">
            {t.ylPointsSpent(spent, creation.points)} — {over > 0 ? <strong>{t.ylPointsOver(over)}</strong> : t.ylPointsLeft(-over)}
          </p>
        )}
        <table class="characteristics">
          <thead>
            <tr>
              <th scope="col">{t.ylCharacteristic}</th>
              {method === 'POINTS' && <th scope="col">{t.ylBase}</th>}
              <th scope="col">{t.ylModifier}</th>
              <th scope="col">{t.ylFinal}</th>
            </tr>
          </thead>
          <tbody>
            {catalogue.characteristics.map((c) => {
              const key = c.key as Key;
              const m = modifier(key);
              const final = finalOf(key);
              return (
                <tr key={c.key}>
                  <th scope="row">{c.name}</th>
                  {method === 'POINTS' && (
                    <td>
                      <input
                        type="number"
                        aria-label={c.name}
                        min={creation.baseMin}
                        max={npc ? undefined : creation.baseMax}
                        value={base(key)}
                        onInput={(e) => setBases({ ...bases, [key]: Number(e.currentTarget.value) })}
                      />
                    </td>
                  )}
                  <td>{m === null ? '±?' : m > 0 ? `+${m}` : m === 0 ? '—' : `−${-m}`}</td>
                  <td>{final ?? <span class="muted">{method === 'RANDOM' ? t.ylRolledLater : '?'}</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {problems.beside('characteristics')}
      </fieldset>

      <SkillsEditor
        catalogue={catalogue}
        skills={skills}
        innate={innate}
        onSkills={setSkills}
        onInnate={setInnate}
        willpower={finalOf('WIL')}
        available={creation.skillPoints + extra}
        random={method === 'RANDOM'}
        problems={{ skills: problems.part('skills'), innate: problems.part('innate') }}
      />
      <EquipmentEditor catalogue={catalogue} value={equipment} onChange={setEquipment} problem={problems.part('equipment')} />

      <button type="submit" disabled={created.fetching}>
        {t.ylCreate}
      </button>
      {problems.rest(created.error)}
    </form>
  );
}
