/**
 * The GM's panel for one SMS character: its sheet as people read it, health and afflictions,
 * falls and throws, its NPC definition and archetypes, module adjustments. Keyed by character
 * by its parent, so no form keeps another character's values.
 */
import { useQuery } from '@urql/preact';
import { useI18n } from '../../lib/i18n';
import { useLiveRefetch } from '../../lib/live';
import { AfflictionTools } from './AfflictionTools';
import { FallForm } from './FallForm';
import { HealthTools } from './HealthTools';
import { AdjustModuleForm, ApplyArchetypeForm, DefineNpcForm } from './NpcTools';
import { SmsSheetQuery } from './sheet-query';
import { SmsSheetView } from './SmsSheetView';

export function GmCharacterTools({ campaignId, characterId, refreshKey }: { campaignId: string; characterId: string; refreshKey: string }) {
  const { t, locale } = useI18n();
  const [{ data }, refetch] = useQuery({ query: SmsSheetQuery, variables: { id: characterId, locale } });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  useLiveRefetch(refreshKey, 'smsSheet', refetch, characterId);
  const character = data?.character;
  const sheet = character?.sheet.__typename === 'SmsSheet' ? character.sheet : null;
  if (!character || !sheet) return null;
  const isNpc = character.kind === 'NPC';
  return (
    <section class="gm-tools" data-testid="gm-character-tools" aria-labelledby="gm-tools-title">
      <h2 id="gm-tools-title">
        {t.smsSheet}{t.colon}{character.name}
      </h2>
      <SmsSheetView characterId={characterId} sheet={sheet} onChanged={reload} />
      <HealthTools characterId={characterId} name={character.name} sheet={sheet} isGm onChanged={reload} />
      <AfflictionTools characterId={characterId} sheet={sheet} onChanged={reload} />
      <FallForm characterId={characterId} modules={sheet.modules} onChanged={reload} />
      {isNpc && <DefineNpcForm characterId={characterId} sheet={sheet} onChanged={reload} />}
      {(isNpc || character.status === 'DRAFT') && <ApplyArchetypeForm campaignId={campaignId} characterId={characterId} isNpc={isNpc} onChanged={reload} />}
      {character.status === 'ACTIVE' && <AdjustModuleForm modules={sheet.modules} onChanged={reload} key={sheet.modules.length} />}
    </section>
  );
}
