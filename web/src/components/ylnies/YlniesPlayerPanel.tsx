/**
 * A player's Ylnies character at the table: the sheet, casting (beneficial or healing, on
 * oneself or another), days of training, and the Ylnies rolls in words. Mounted in the
 * character card, beside the tests the GM asks for.
 */
import { useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';
import { useYlniesCatalogue } from './catalogue';
import { TrainForm } from './GmCare';
import { CastForm } from './GmExchanges';
import { useYlniesCharacter } from './sheet';
import { YlniesRolls } from './YlniesRolls';
import { YlniesSheetView } from './YlniesSheetView';

const Companions = graphql(`
  query YlniesCompanions($id: ID!) {
    campaign(id: $id) { id characters(first: 50) { edges { node { id name ruleset status } } } }
  }
`);

export function YlniesPlayerPanel({ characterId, campaignId, refreshKey }: { characterId: string; campaignId: string; refreshKey: string }) {
  const { t } = useI18n();
  const catalogue = useYlniesCatalogue();
  const { character, sheet, reload } = useYlniesCharacter(characterId, refreshKey);
  const [{ data }] = useQuery({ query: Companions, variables: { id: campaignId } });
  if (!character || !sheet) return <p>{t.loading}</p>;
  const others = (data?.campaign?.characters.edges ?? []).map((e) => e.node).filter((c) => c.id !== characterId && c.status === 'ACTIVE');
  const self = { id: character.id, name: character.name };
  const hasMagic = sheet.skills.some((s) => s.kind !== 'SKILL');
  return (
    <div class="ylnies-player" data-testid="ylnies-player">
      <YlniesSheetView sheet={sheet} catalogue={catalogue} name={character.name} />
      {hasMagic && <CastForm self={self} sheet={sheet} others={others} catalogue={catalogue} onDone={reload} isGm={false} />}
      {/* Progression sends no live event: the form is always there and the server says whether a training runs. */}
      {character.status === 'ACTIVE' && <TrainForm self={self} sheet={sheet} onDone={reload} />}
      <YlniesRolls rolls={character.rolls.edges.map((e) => e.node)} names={Object.fromEntries((data?.campaign?.characters.edges ?? []).map((e) => [e.node.id, e.node.name]))} />
    </div>
  );
}
