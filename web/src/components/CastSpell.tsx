/**
 * Magic: pick a spell of the campaign's catalogue, its casting parameters (range, area,
 * duration: they lower the score), a target, ALMERA aids and incantation, and the modules that
 * help; the difficulty and the score are built step by step by the server (previewCast,
 * nothing rolled), then cast, and the outcome is shown in words with its breakdown and cost.
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import type { AlmeraResistance, CastSpellInput } from '../gql/graphql';
import { newClientSeed } from '../lib/client-seed';
import { useI18n } from '../lib/i18n';
import { useLiveRefetch } from '../lib/live';
import { type AssistantChoice, Assistants, MagicAssistants } from './magic/Assistants';
import { MagicOutcome, Steps } from './magic/MagicOutcome';
import { runningEncounter, useInEncounter } from './magic/encounter';
import { NO_PARAMETERS, Parameters } from './magic/Parameters';
import { failureOf, ruleRefusal, useFieldProblems } from './Problems';
import { Tool } from './Tool';

const CampaignSpells = graphql(`
  query CampaignSpells($campaignId: ID!) {
    campaign(id: $campaignId) {
      id
      magicSystem
      viewerRole
      spells(kind: SPELL, first: 50) { edges { node { id name power kind parameters { range area duration } } } }
      characters(first: 50) { edges { node { id name } } }
      encounters(status: ACTIVE, first: 1) { edges { node { id name participants { characterId spellCast } declarations { id by { characterId } castsSpell spellResolved countersSpell on } } } }
    }
  }
`);

const PreviewCast = graphql(`
  query PreviewCast($input: CastSpellInput!, $locale: Locale!) {
    previewCast(input: $input) {
      __typename
      ... on SpellPreview {
        probability
        automatic
        impossible
        exhaustion
        assistants { characterId points cost { exhaustion lastingFatigue passingFatigue } }
        score { score steps { label(locale: $locale) points rule(locale: $locale) } }
        difficulty { die points steps { label(locale: $locale) points rule(locale: $locale) } }
      }
      ...FailureFields
    }
  }
`);

const CastSpellMutation = graphql(`
  mutation CastSpell($input: CastSpellInput!, $locale: Locale!) {
    castSpell(input: $input) {
      __typename
      ... on CastSpellPayload {
        result {
          spellName outcome success stakes notes exhaustionAfter lastingFatigueAfter componentsConsumed
          score { score steps { label(locale: $locale) points rule(locale: $locale) } }
          difficulty { die steps { label(locale: $locale) points rule(locale: $locale) } }
          check { roll }
          cost { exhaustion lastingFatigue passingFatigue }
          assistants { characterId points cost { exhaustion lastingFatigue passingFatigue } }
          effects { narrative wounds { severity levels } lasting { kind moduleName rank } }
        }
        roll { seq }
      }
      ...FailureFields
    }
  }
`);

const OTHER = 'other';
const RESISTANCES: AlmeraResistance[] = ['SENSITIVE', 'RESISTS', 'HIGHLY_RESISTANT', 'NEARLY_IMMUNE'];

export function CastSpell({ campaignId, characterId, modules, refreshKey = '' }: { campaignId: string; characterId: string; modules: { id: string; name: string }[]; refreshKey?: string }) {
  const { t, locale } = useI18n();
  const [spellId, setSpellId] = useState('');
  const [moduleIds, setModuleIds] = useState<string[]>([]);
  const [parameters, setParameters] = useState(NO_PARAMETERS);
  const [targetId, setTargetId] = useState('');
  // A target outside the campaign's characters, by name; its numbers (base die, resistance) are the GM's.
  const [targetLabel, setTargetLabel] = useState('');
  const [targetDie, setTargetDie] = useState(0);
  const [resistance, setResistance] = useState<AlmeraResistance | ''>('');
  const [components, setComponents] = useState(0);
  const [foci, setFoci] = useState(0);
  const [voice, setVoice] = useState(true);
  const [freeHand, setFreeHand] = useState(true);
  const [circumstance, setCircumstance] = useState(0);
  // Casting together: who helps, with the modules of theirs that enter play.
  const [assistants, setAssistants] = useState<AssistantChoice[]>([]);
  // Kept fresh by the live reads below: a second caster's form (a card that appears) takes it from the cache.
  const [{ data: spells }, refetchSpells] = useQuery({ query: CampaignSpells, variables: { campaignId }, requestPolicy: 'cache-first' });
  // Who may help, read now although the form shows only once the catalogue has a spell: the
  // first spell defined then costs the screen one read, not two (issue 39 item 2).
  useQuery({ query: MagicAssistants, variables: { campaignId, locale }, requestPolicy: 'cache-first' });
  // The GM's new spells reach the table live: defining one sends `spell.defined`, a campaign event.
  useLiveRefetch(refreshKey, 'castSpells', refetchSpells);
  const almera = spells?.campaign?.magicSystem === 'ALMERA';
  const encounter = runningEncounter(spells?.campaign?.encounters.edges[0]?.node, characterId);
  const [inEncounter, setInEncounter] = useInEncounter(encounter);
  // Circumstances move the die: the GM's numbers (SMS §2.8), so only the GM's screen offers them.
  const isGm = spells?.campaign?.viewerRole === 'GM';
  const input: CastSpellInput = {
    characterId,
    spellId,
    moduleIds,
    parameters,
    ...(targetId === OTHER
      ? { targets: [{ label: targetLabel, ...(targetDie && !almera ? { baseDie: targetDie } : {}), ...(resistance && almera ? { resistance } : {}) }] }
      : targetId
        ? { targets: [{ characterId: targetId }] }
        : {}),
    ...(circumstance ? { circumstances: [{ label: t.magicCircumstance, points: circumstance }] } : {}),
    ...(almera ? { aids: { components, foci }, incantation: { voice, freeHand } } : {}),
    // In a running encounter the cast books the one-spell limit (SMS §5), unless the player says it is outside it.
    // The spell this character declared in the turn is this cast: named, so its booking is used and the NPCs countering it count.
    ...(encounter && inEncounter ? { encounterId: encounter.id, ...(encounter.declarationId ? { declarationId: encounter.declarationId } : {}) } : {}),
    ...(assistants.length ? { assistants } : {}),
  };
  const [{ data: preview }, refetchPreview] = useQuery({ query: PreviewCast, variables: { input, locale }, pause: !spellId });
  // Every magical action (this cast, a counter-spell, a rest …) changes the caster's fatigue or
  // exhaustion, hence the score: the odds shown are asked again after each such event, never kept.
  useLiveRefetch(refreshKey, 'castPreview', (context) => spellId && refetchPreview(context), characterId);
  const [cast, run] = useMutation(CastSpellMutation);
  // The cast's refusal stands while the form still asks what was refused; once the player
  // changes it (another assistant, another spell), the preview speaks for the new request.
  const [tried, setTried] = useState('');
  // One refusal, not two: the cast's when it was tried, else what the preview already says of
  // the rules. Not the preview's input issues: a field not typed in yet (the other target's
  // name) is not an error until the player casts.
  const failure = (tried === JSON.stringify(input) ? failureOf(cast.data?.castSpell, 'CastSpellPayload') : null) ?? ruleRefusal(failureOf(preview?.previewCast, 'SpellPreview'));
  const problems = useFieldProblems(failure, { targetLabel: ['targets'] });
  const list = spells?.campaign?.spells.edges.map((e) => e.node) ?? [];
  if (!spells?.campaign?.magicSystem || list.length === 0) return null;
  const characters = spells.campaign.characters.edges.map((e) => e.node);
  const nameOf = (id: string) => characters.find((c) => c.id === id)?.name ?? '?';
  const p = preview?.previewCast?.__typename === 'SpellPreview' ? preview.previewCast : null;
  const payload = cast.data?.castSpell?.__typename === 'CastSpellPayload' ? cast.data.castSpell : null;
  const done = payload?.result ?? null;
  const number = (name: string, label: string, value: number, set: (n: number) => void) => (
    <label>
      {label} <input name={name} type="number" value={value} onInput={(e) => set(Number(e.currentTarget.value))} />
    </label>
  );
  return (
    <Tool title={t.castSpell}>
      <form
        aria-label={t.castSpell}
        onSubmit={async (event) => {
          event.preventDefault();
          setTried(JSON.stringify(input));
          await run({ input: { ...input, clientSeed: newClientSeed() }, locale });
          refetchPreview({ requestPolicy: 'network-only' });
        }}
      >
        <label>
          {t.spell}{' '}
          <select
            name="spell"
            value={spellId}
            onChange={(e) => {
              const id = e.currentTarget.value;
              setSpellId(id);
              // The spell's usual parameters are where a cast starts; the player moves them from there.
              const usual = list.find((s) => s.id === id)?.parameters;
              setParameters(usual ? { range: usual.range, area: usual.area, duration: usual.duration } : NO_PARAMETERS);
            }}
          >
            <option value="">—</option>
            {list.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.power})
              </option>
            ))}
          </select>
        </label>
        <Parameters legend={t.magicParameters} value={parameters} onChange={setParameters} idPrefix="cast" />
        <label>
          {t.magicTarget}{' '}
          <select name="target" value={targetId} onChange={(e) => setTargetId(e.currentTarget.value)}>
            <option value="">{t.none}</option>
            {characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value={OTHER}>{t.magicOtherTarget}</option>
          </select>
        </label>
        {targetId === OTHER && (
          <>
            <label>
              {t.magicTargetName} <input name="targetLabel" value={targetLabel} onInput={(e) => setTargetLabel(e.currentTarget.value)} {...problems.field('targetLabel')} />
            </label>
            {problems.beside('targetLabel')}
            {isGm && !almera && number('targetDie', t.magicTargetDie, targetDie, setTargetDie)}
            {isGm && almera && (
              <label>
                {t.magicResistance}{' '}
                <select name="resistance" value={resistance} onChange={(e) => setResistance(e.currentTarget.value as AlmeraResistance | '')}>
                  <option value="">{t.none}</option>
                  {RESISTANCES.map((r) => (
                    <option key={r} value={r}>
                      {t.magicResistances[r]}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </>
        )}
        {isGm && number('circumstance', t.magicCircumstance, circumstance, setCircumstance)}
        {almera && (
          <fieldset>
            <legend>{t.magicAids}</legend>
            {number('components', t.magicComponents, components, setComponents)}
            {number('foci', t.magicFoci, foci, setFoci)}
            <label class="chip">
              <input type="checkbox" name="voice" checked={voice} onChange={(e) => setVoice(e.currentTarget.checked)} /> {t.magicVoice}
            </label>
            <label class="chip">
              <input type="checkbox" name="freeHand" checked={freeHand} onChange={(e) => setFreeHand(e.currentTarget.checked)} /> {t.magicFreeHand}
            </label>
          </fieldset>
        )}
        {encounter && (
          <label class="chip">
            <input type="checkbox" name="inEncounter" checked={inEncounter} onChange={(e) => setInEncounter(e.currentTarget.checked)} /> {t.encounterName}{t.colon}{encounter.name}
          </label>
        )}
        <Assistants campaignId={campaignId} casterId={characterId} value={assistants} onChange={setAssistants} parts={p?.assistants ?? []} />
        <fieldset>
          <legend>{t.modules}</legend>
          {modules.map((m) => (
            <label key={m.id} class="chip">
              <input type="checkbox" checked={moduleIds.includes(m.id)} onChange={(e) => setModuleIds(e.currentTarget.checked ? [...moduleIds, m.id] : moduleIds.filter((x) => x !== m.id))} />{' '}
              {m.name}
            </label>
          ))}
        </fieldset>
        {p && (
          <div class="columns" data-testid="cast-preview">
            <Steps caption={`${t.score} ${p.score.score}`} steps={p.score.steps} />
            <Steps caption={`${t.difficulty} D${p.difficulty.die}`} steps={p.difficulty.steps} />
            <p>
              {t.chance} {Math.round(p.probability * 100)} %
            </p>
          </div>
        )}
        <button type="submit" disabled={!spellId || cast.fetching}>
          {t.cast}
        </button>
        {done && (
          <MagicOutcome
            data={{
              title: done.spellName,
              ...done,
              seq: payload?.roll.seq,
              lines: [
                ...(done.effects?.narrative ? [done.effects.narrative] : []),
                ...(done.effects?.wounds.map((w) => `${t.wounds}${t.colon}${t.severityName[w.severity] ?? w.severity.toLowerCase()} (${w.levels})`) ?? []),
                ...(done.effects?.lasting.map((l) => `${t.magicLastingKinds[l.kind] ?? l.kind}${l.moduleName ? ` ${l.moduleName}` : ''}${l.rank != null ? ` ${l.rank}` : ''}`) ?? []),
                ...(done.assistants.length ? [t.magicAssistantsLine(done.assistants.map((a) => t.magicAssistantPart(nameOf(a.characterId), a.points, t.magicCostWords(a.cost))))] : []),
                ...done.notes,
              ],
            }}
          />
        )}
        {problems.rest(cast.error)}
      </form>
    </Tool>
  );
}
