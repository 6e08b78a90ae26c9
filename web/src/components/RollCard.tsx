/**
 * A roll as the table sees it. `RollCard`: one card, the outcome large, the verdict, and every
 * detail the API returns for that kind of roll (lib/roll-view.ts). `RollLog`: a character's
 * log, one readable line per roll, each opening onto its card. `FairnessDetails`: the
 * commitment, the client seed and (once revealed) the server seed, in a disclosure that a tap
 * opens (no hover-only tooltip), with "check it yourself" (lib/fair-check.ts).
 */
import { useState } from 'preact/hooks';
import type { RollViewFragment } from '../gql/graphql';
import { checkRoll, type FairCheck } from '../lib/fair-check';
import { useI18n } from '../lib/i18n';
import { readRoll } from '../lib/roll-view';
import { FairnessBadge } from './FairnessBadge';

export function RollCard({ roll, headingLevel = 3, names = {} }: { roll: RollViewFragment; headingLevel?: 2 | 3; names?: Readonly<Record<string, string>> }) {
  const { t, locale } = useI18n();
  const reading = readRoll(roll, t, locale, names);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const verdict = reading.success === null ? '' : reading.success ? t.success : t.failure;
  return (
    <article class={`roll-card ${reading.success === null ? '' : reading.success ? 'good' : 'bad'}`} aria-label={`${roll.character.name}${t.colon}${reading.kind} #${roll.seq}`} data-testid="roll-card">
      <Heading>
        {reading.headline} <span class="muted">#{roll.seq}</span>
      </Heading>
      {roll.request?.note && <p class="muted">{roll.request.note}</p>}
      <p class="roll-big">
        <span data-testid="roll-big">{reading.big}</span> {verdict && verdict !== reading.big && <strong data-testid="roll-verdict">{verdict}</strong>}
      </p>
      <dl class="roll-details">
        {reading.details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <FairnessDetails roll={roll} />
    </article>
  );
}

export function RollLog({ rolls, names = {} }: { rolls: RollViewFragment[]; names?: Readonly<Record<string, string>> }) {
  const { t, locale } = useI18n();
  return (
    <ol class="rolls">
      {rolls.map((roll) => {
        const reading = readRoll(roll, t, locale, names);
        const verdict = reading.success === null ? '' : reading.success ? t.success : t.failure;
        return (
          <li key={roll.id} data-kind={roll.rollKind}>
            <details>
              <summary>
                #{roll.seq} {reading.headline}{t.colon}<strong>{reading.big}</strong>
                {verdict && verdict !== reading.big && ` — ${verdict}`} <FairnessBadge verified={roll.verified} commitment={roll.commitment} clientSeed={roll.clientSeed} />
              </summary>
              <RollCard roll={roll} names={names} />
            </details>
          </li>
        );
      })}
    </ol>
  );
}

export function FairnessDetails({ roll }: { roll: RollViewFragment }) {
  const { t } = useI18n();
  const [check, setCheck] = useState<FairCheck | 'running' | null>(null);
  if (!roll.commitment) return null;
  return (
    <details class="fairness" data-testid="fairness-details">
      <summary>
        {t.fairDetails} <FairnessBadge verified={roll.verified} commitment={roll.commitment} clientSeed={roll.clientSeed} />
      </summary>
      <dl>
        <dt>{t.commitment}</dt>
        <dd>
          <code class="wrap">{roll.commitment}</code>
        </dd>
        <dt>{t.clientSeed}</dt>
        <dd>
          <code class="wrap">{roll.clientSeed || '—'}</code>
        </dd>
        <dt>{t.serverSeed}</dt>
        <dd>{roll.serverSeed ? <code class="wrap" data-testid="server-seed">{roll.serverSeed}</code> : t.notRevealed}</dd>
      </dl>
      <button
        type="button"
        onClick={async () => {
          setCheck('running');
          setCheck(await checkRoll(roll));
        }}
      >
        {t.checkYourself}
      </button>
      <p role="status" data-testid="fair-check" data-status={check && check !== 'running' ? check.status : undefined}>
        {check === 'running'
          ? t.checking
          : check?.status === 'agrees'
            ? t.checkAgrees(check.faces.join(', '))
            : check?.status === 'disagrees'
              ? t.checkDisagrees(check.faces.join(', '), roll.faces.join(', '))
              : check?.status === 'bad-seed'
                ? t.checkBadSeed
                : check?.status === 'sealed'
                  ? t.checkSealed
                  : check?.status === 'unsupported'
                    ? t.checkUnsupported
                    : ''}
      </p>
      <p class="muted">{t.checkHow}</p>
    </details>
  );
}
