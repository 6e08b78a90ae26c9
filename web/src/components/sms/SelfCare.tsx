/**
 * What a player may do to their own PC's body (the API allows it): add or recover fatigue,
 * and roll to cushion a fall or a throw. Folded away on the card until needed.
 */
import { useQuery } from '@urql/preact';
import { useI18n } from '../../lib/i18n';
import { FallForm } from './FallForm';
import { HealthTools } from './HealthTools';
import { SmsSheetQuery } from './sheet-query';

export function SelfCare({ characterId, onChanged }: { characterId: string; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const [{ data }, refetch] = useQuery({ query: SmsSheetQuery, variables: { id: characterId, locale } });
  const character = data?.character;
  const sheet = character?.sheet.__typename === 'SmsSheet' ? character.sheet : null;
  if (!character || !sheet) return null;
  const changed = () => {
    refetch({ requestPolicy: 'network-only' });
    onChanged();
  };
  return (
    <details class="card" data-testid="self-care">
      <summary>
        {t.health} · {t.fall}
      </summary>
      <HealthTools characterId={characterId} name={character.name} sheet={sheet} isGm={false} onChanged={changed} />
      <FallForm characterId={characterId} modules={sheet.modules} onChanged={changed} />
    </details>
  );
}
