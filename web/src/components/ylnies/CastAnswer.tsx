/**
 * A GM's test on a spell or power can be answered by casting it against the threshold
 * (ylniesCast THRESHOLD with the request): mana is spent and the spell's effects follow, where
 * a plain roll (resolveYlniesTest) only tests the skill.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { newClientSeed } from '../../lib/client-seed';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import { given, OptionalNumber, POWER_CODES } from './fields';
import { YlniesCast } from './mutations';
import { CastView } from './Results';
import { useYlniesCharacter } from './sheet';

export function CastAnswer({ characterId, requestId, skill, onAnswered }: { characterId: string; requestId: string; skill: string; onAnswered: () => void }) {
  const { t } = useI18n();
  const { sheet } = useYlniesCharacter(characterId);
  const [power, setPower] = useState('');
  const [done, run] = useMutation(YlniesCast);
  const spell = sheet?.skills.find((s) => s.name.toLowerCase() === skill.toLowerCase() && s.kind !== 'SKILL');
  const payload = done.data?.ylniesCast;
  const problems = useFieldProblems(failureOf(payload, 'YlniesCastPayload'), { power: ['power', ...POWER_CODES] });
  if (!spell) return null;
  return (
    <div class="cast-answer">
      <OptionalNumber label={`${t.ylPower} (≤ ${spell.value})`} name={`power-${requestId}`} value={power} onChange={setPower} min={1} aria={problems.field('power')} />
      {problems.beside('power')}
      <button
        type="button"
        disabled={done.fetching}
        onClick={async () => {
          const out = await run({ input: { casterId: characterId, spell: spell.name, kind: 'THRESHOLD', requestId, power: given(power), clientSeed: newClientSeed() } });
          if (out.data?.ylniesCast?.__typename === 'YlniesCastPayload') onAnswered();
        }}
      >
        {t.ylCastAgainst(spell.name)}
      </button>
      {payload?.__typename === 'YlniesCastPayload' && <CastView payload={payload} />}
      {problems.rest(done.error)}
    </div>
  );
}
