/**
 * An SMS sheet people read (issue 23 item 4): the race, fatigue by kind, wounds by severity,
 * afflictions, and the modules in a table grouped by polarity then source, with scope and
 * rank — every name and enum in the reader's language (racial modules from the API's label).
 * A removable module shows its object and, for the GM and the owner (the only readers of this
 * view), a lost / found toggle; a lost object's module is struck out (it counts nowhere).
 */
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import { type SheetModule, type SmsSheetFields, SmsSheetQuery } from './sheet-query';

const SetModuleObjectLost = graphql(`
  mutation SetModuleObjectLost($input: SetModuleObjectLostInput!) {
    setModuleObjectLost(input: $input) { __typename ... on CharacterPayload { character { id version } } ...FailureFields }
  }
`);

const POLARITIES = ['POSITIVE', 'RESISTIVE', 'NEGATIVE'] as const;
const FATIGUE = ['passing', 'lasting', 'persistent'] as const;

/**
 * `sheet`: the fields as the screen already holds them (the player's card, the GM's tools read
 * them in their own query and follow the live events): then this view reads nothing itself and
 * `onChanged` reads the holder's query again. Without it, the view reads the sheet once.
 */
export function SmsSheetView({ characterId, sheet: given, onChanged }: { characterId: string; sheet?: SmsSheetFields | null; onChanged?: () => void }) {
  const { t, locale } = useI18n();
  const [{ data }, refetch] = useQuery({ query: SmsSheetQuery, variables: { id: characterId, locale }, pause: Boolean(given) });
  const read = data?.character?.sheet.__typename === 'SmsSheet' ? data.character.sheet : null;
  const sheet = given ?? read;
  if (!sheet) return null;
  return (
    <div class="sms-sheet" data-testid="sms-sheet">
      <dl class="sheet-facts">
        <div>
          <dt>{t.race}</dt>
          <dd data-testid="race">{sheet.race?.name ?? sheet.creature?.race ?? t.noRace}</dd>
        </div>
        <div>
          <dt>{t.sizeFactor}</dt>
          <dd>{sheet.sizeFactor}</dd>
        </div>
        <div>
          <dt>{t.experience}</dt>
          <dd>{sheet.experience.available}</dd>
        </div>
        {sheet.healthStatus !== 'ACTIVE' && (
          <div>
            <dt>{t.health}</dt>
            <dd class="bad">
              {t.healthName[sheet.healthStatus]}
              {sheet.dead && ` — ${t.dead}`}
            </dd>
          </div>
        )}
      </dl>
      <h3>{t.fatigue}</h3>
      <ul class="inline-list" data-testid="fatigue" aria-label={t.fatigueLevels}>
        {FATIGUE.map((kind) => (
          <li key={kind}>
            {t.fatigueName[kind.toUpperCase()]}{t.colon}<strong>{sheet.fatigue[kind]}</strong>
          </li>
        ))}
      </ul>
      <h3>{t.wounds}</h3>
      {sheet.wounds.length ? (
        <ul data-testid="wounds">
          {sheet.wounds.map((w) => (
            <li key={w.id}>
              {w.nature} — <span class={`tag sev-${w.severity.toLowerCase()}`}>{t.severityName[w.severity]}</span>
              {w.rank > 0 && ` (−${w.rank})`}
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted">{t.noWound}</p>
      )}
      {sheet.afflictions.length > 0 && (
        <>
          <h3>{t.afflictions}</h3>
          <ul>
            {sheet.afflictions.map((a) => (
              <li key={a.id}>
                {a.name} ({t.afflictionKindName[a.kind]}, {t.afflictionStatusName[a.status]}) — {t.boxes} {a.filled}/{a.boxes}
                {a.severity && `, ${t.severityName[a.severity]}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <ModuleTable modules={sheet.modules} characterId={characterId} onChanged={onChanged ?? (() => refetch({ requestPolicy: 'network-only' }))} />
    </div>
  );
}

/** The modules grouped by polarity (a table body each), sorted by source then sheet order. */
export function ModuleTable({ modules, characterId, onChanged }: { modules: SheetModule[]; characterId?: string; onChanged?: () => void }) {
  const { t } = useI18n();
  const sources = [...new Set(modules.map((m) => m.source))];
  return (
    <table class="modules" data-testid="module-table">
      <caption>{t.modules}</caption>
      <thead>
        <tr>
          <th scope="col">{t.moduleName}</th>
          <th scope="col">{t.scope}</th>
          <th scope="col">{t.rank}</th>
          <th scope="col">{t.source}</th>
        </tr>
      </thead>
      {POLARITIES.map((polarity) => {
        const group = modules.filter((m) => m.polarity === polarity).sort((a, b) => sources.indexOf(a.source) - sources.indexOf(b.source));
        if (!group.length) return null;
        return (
          <tbody key={polarity}>
            <tr class="group">
              <th scope="colgroup" colSpan={4}>
                {t.polarityName[polarity]}
              </th>
            </tr>
            {group.map((m) => (
              <tr key={m.id} class={m.objectLost ? 'object-lost' : undefined} data-testid={m.removable ? 'removable-module' : undefined}>
                <th scope="row">
                  {m.objectLost ? <s>{m.label}</s> : m.label}
                  {m.removable && (
                    <>
                      {' '}
                      <span class="muted">({t.objectOf(m.objectName || t.anObject)})</span>
                      {m.objectLost && <span class="tag bad">{t.objectIsLost}</span>}
                      {characterId && <ObjectToggle characterId={characterId} module={m} onChanged={onChanged} />}
                    </>
                  )}
                </th>
                <td>{polarity === 'NEGATIVE' ? `−${m.scope}` : polarity === 'RESISTIVE' ? `*${m.scope}` : m.scope}</td>
                <td>{m.rank}</td>
                <td>{t.sourceName[m.source] ?? m.source}</td>
              </tr>
            ))}
          </tbody>
        );
      })}
    </table>
  );
}

/** Lost or found: the object of a removable module (seed 000, « Modules amovibles »). */
function ObjectToggle({ characterId, module, onChanged }: { characterId: string; module: SheetModule; onChanged?: () => void }) {
  const { t } = useI18n();
  const [state, mark] = useMutation(SetModuleObjectLost);
  const problems = useFieldProblems(failureOf(state.data?.setModuleObjectLost, 'CharacterPayload'), { object: ['lost', 'MODULE_NOT_REMOVABLE'] });
  const object = module.objectName || t.anObject;
  return (
    <>
      {' '}
      <button
        type="button"
        disabled={state.fetching}
        aria-label={module.objectLost ? t.markObjectFoundLabel(module.label, object) : t.markObjectLostLabel(module.label, object)}
        onClick={async () => {
          const out = (await mark({ input: { characterId, moduleId: module.id, lost: !module.objectLost } })).data?.setModuleObjectLost;
          if (out?.__typename === 'CharacterPayload') onChanged?.();
        }}
      >
        {module.objectLost ? t.markObjectFound : t.markObjectLost}
      </button>
      {problems.beside('object')}
      {problems.rest(state.error)}
    </>
  );
}
