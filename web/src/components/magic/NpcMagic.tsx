/**
 * The GM's magic tool for an NPC (issue 39 item 7): announce the spell it casts — from the
 * campaign's catalogue or described (name, power, form/source) — at the PCs it targets, in the
 * running encounter. NPCs roll nothing (docs/rules.md §6 decisions 44, 58): every screen sees the
 * announcement live and the PCs may counter it from their magic screen, the NPC preselected.
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { MagicSource } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import { InEncounter } from './Reactions';

const NpcMagicQuery = graphql(`
  query NpcMagic($campaignId: ID!) {
    campaign(id: $campaignId) {
      id
      magicSystem
      spells(first: 50) { edges { node { id name kind power source } } }
      characters(first: 50) { edges { node { id name kind status } } }
      encounters(status: ACTIVE, first: 1) { edges { node { id name } } }
    }
  }
`);

const Announce = graphql(`
  mutation AnnounceNpcSpell($input: AnnounceNpcSpellInput!) {
    announceNpcSpell(input: $input) {
      __typename
      ... on AnnounceNpcSpellPayload { announcement { eventId spellName } }
      ...FailureFields
    }
  }
`);

const SOURCES: Record<string, MagicSource[]> = { LOREVAL: ['ARCANE', 'NATURAL', 'DIVINE'], ALMERA: ['ARCANE', 'SPIRITS', 'FAITH'] };

export function NpcMagic({ campaignId, npcId }: { campaignId: string; npcId: string }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: NpcMagicQuery, variables: { campaignId } });
  const [spellId, setSpellId] = useState('');
  const [name, setName] = useState('');
  const [power, setPower] = useState(1);
  const [source, setSource] = useState<MagicSource | ''>('');
  const [targets, setTargets] = useState<string[]>([]);
  const [inEncounter, setInEncounter] = useState(true);
  const [announced, announce] = useMutation(Announce);
  const campaign = data?.campaign;
  const problems = useFieldProblems(failureOf(announced.data?.announceNpcSpell, 'AnnounceNpcSpellPayload'), {
    spell: ['spellId', 'spell', 'COUNTERED_SPELL_UNKNOWN'],
    name: ['spell.name'],
    power: ['spell.power'],
    targets: ['targetIds'],
  });
  if (!campaign?.magicSystem) return null;
  const spells = campaign.spells.edges.map((e) => e.node).filter((s) => s.kind !== 'POWER');
  const pcs = campaign.characters.edges.map((e) => e.node).filter((c) => c.kind === 'PC' && c.status === 'ACTIVE');
  const encounter = campaign.encounters.edges[0]?.node ?? null;
  const sources = SOURCES[campaign.magicSystem] ?? [];
  const done = announced.data?.announceNpcSpell?.__typename === 'AnnounceNpcSpellPayload' ? announced.data.announceNpcSpell.announcement : null;
  return (
    <form
      aria-label={t.magicAnnounce}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        await announce({
          input: {
            casterId: npcId,
            ...(spellId ? { spellId } : { spell: { name, power, source: (source || sources[0]) as MagicSource } }),
            targetIds: targets,
            ...(encounter && inEncounter ? { encounterId: encounter.id } : {}),
          },
        });
      }}
    >
      <p class="muted">{t.magicAnnounceHint}</p>
      <label>
        {t.magicKinds.SPELL}{' '}
        <select name="announcedSpell" value={spellId} onChange={(e) => setSpellId(e.currentTarget.value)} {...problems.field('spell')}>
          <option value="">{t.magicDescribed}</option>
          {spells.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.power})
            </option>
          ))}
        </select>
      </label>
      {problems.beside('spell')}
      {!spellId && (
        <>
          <label>
            {t.magicSpellName} <input name="announcedName" type="text" maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} {...problems.field('name')} />
          </label>
          {problems.beside('name')}
          <label>
            {t.magicPower}{' '}
            <select name="announcedPower" value={power} onChange={(e) => setPower(Number(e.currentTarget.value))} {...problems.field('power')}>
              {[1, 2, 3, 4, 5].map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.magicSourceLabel}{' '}
            <select name="announcedSource" value={source || sources[0]} onChange={(e) => setSource(e.currentTarget.value as MagicSource)}>
              {sources.map((s) => (
                <option key={s} value={s}>
                  {t.magicSources[s] ?? s}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {pcs.length > 0 && (
        <fieldset {...problems.field('targets')}>
          <legend>{t.magicTargets}</legend>
          {pcs.map((c) => (
            <label key={c.id} class="chip">
              <input
                type="checkbox"
                name="announcedTarget"
                checked={targets.includes(c.id)}
                onChange={(e) => setTargets(e.currentTarget.checked ? [...targets, c.id] : targets.filter((x) => x !== c.id))}
              />{' '}
              {c.name}
            </label>
          ))}
        </fieldset>
      )}
      {problems.beside('targets')}
      <InEncounter encounter={encounter} value={inEncounter} onChange={setInEncounter} />
      <button type="submit" disabled={announced.fetching || (!spellId && !name.trim())}>
        {t.magicAnnounce}
      </button>
      {done && (
        <p role="status" data-testid="npc-announced">
          {t.magicAnnouncedDone(done.spellName)}
        </p>
      )}
      {problems.rest(announced.error)}
    </form>
  );
}
