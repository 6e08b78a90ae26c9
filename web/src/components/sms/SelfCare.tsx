/**
 * What a player may do to their own PC's body (the API allows it): add or recover fatigue,
 * and roll to cushion a fall or a throw. Folded away on the card until needed.
 */
import { useI18n } from '../../lib/i18n';
import { FallForm } from './FallForm';
import { HealthTools } from './HealthTools';
import type { SmsSheetFields } from './sheet-query';

/** `sheet`: the character's sheet as the card holds it; `onChanged` reads the card again. */
export function SelfCare({ characterId, name, sheet, onChanged }: { characterId: string; name: string; sheet: SmsSheetFields; onChanged: () => void }) {
  const { t } = useI18n();
  const changed = onChanged;
  return (
    <details class="card" data-testid="self-care">
      <summary>
        {t.health} · {t.fall}
      </summary>
      <HealthTools characterId={characterId} name={name} sheet={sheet} isGm={false} onChanged={changed} />
      <FallForm characterId={characterId} modules={sheet.modules} onChanged={changed} />
    </details>
  );
}
