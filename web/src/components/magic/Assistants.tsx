/**
 * Casting together (SMS §2 collaborative actions; ALMERA "Lancer un sort à plusieurs"): the
 * characters who help the caster, each with the modules of theirs that enter play. Only the
 * characters the caller may involve are offered (a player's own, any PC for the GM: the API
 * refuses the others, since helping costs them). What each one adds and pays is the API's
 * (`previewCast.assistants`), shown beside their name before the cast.
 */
import { useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';

export const MagicAssistants = graphql(`
  query MagicAssistants($campaignId: ID!, $locale: Locale!) {
    me { id }
    campaign(id: $campaignId) {
      id
      viewerRole
      characters(first: 50) { edges { node { id name kind owner { id } sheet { __typename ... on SmsSheet { modules { id name: label(locale: $locale) } } } } } }
    }
  }
`);

export interface AssistantChoice {
  characterId: string;
  moduleIds: string[];
}

/** An assistant's part as the API gives it (before the cast, or in its result). */
export interface AssistantPart {
  characterId: string;
  points: number;
  cost: { exhaustion: number; lastingFatigue: number; passingFatigue: number };
}

export function Assistants({
  campaignId,
  casterId,
  value,
  onChange,
  parts,
}: {
  campaignId: string;
  casterId: string;
  value: AssistantChoice[];
  onChange: (v: AssistantChoice[]) => void;
  parts: AssistantPart[];
}) {
  const { t, locale } = useI18n();
  // Read with the cast form (CastSpell), which appears with the first spell: from that read here.
  const [{ data }] = useQuery({ query: MagicAssistants, variables: { campaignId, locale }, requestPolicy: 'cache-first' });
  const me = data?.me?.id;
  const isGm = data?.campaign?.viewerRole === 'GM';
  const helpers = (data?.campaign?.characters.edges ?? [])
    .map((e) => e.node)
    .filter((c) => c.id !== casterId && c.kind === 'PC' && (isGm || (me && c.owner?.id === me)));
  if (helpers.length === 0) return null;
  const chosen = (id: string) => value.find((a) => a.characterId === id);
  const set = (id: string, next: AssistantChoice | null) => onChange(next ? [...value.filter((a) => a.characterId !== id), next] : value.filter((a) => a.characterId !== id));
  return (
    <fieldset data-testid="cast-assistants">
      <legend>{t.magicAssistants}</legend>
      {helpers.map((c) => {
        const choice = chosen(c.id);
        const modules = c.sheet.__typename === 'SmsSheet' ? c.sheet.modules : [];
        const part = parts.find((p) => p.characterId === c.id);
        return (
          <fieldset key={c.id} class="assistant" aria-label={t.magicAssistantOf(c.name)}>
            <label class="chip">
              <input type="checkbox" name="assistant" checked={Boolean(choice)} onChange={(e) => set(c.id, e.currentTarget.checked ? { characterId: c.id, moduleIds: [] } : null)} /> {c.name}
            </label>
            {choice && (
              <>
                {modules.map((m) => (
                  <label key={m.id} class="chip">
                    <input
                      type="checkbox"
                      name="assistantModule"
                      checked={choice.moduleIds.includes(m.id)}
                      onChange={(e) => set(c.id, { characterId: c.id, moduleIds: e.currentTarget.checked ? [...choice.moduleIds, m.id] : choice.moduleIds.filter((x) => x !== m.id) })}
                    />{' '}
                    {m.name}
                  </label>
                ))}
                {part && (
                  <output data-testid="assistant-part">
                    {t.magicAssistantAdds(part.points, t.magicCostWords(part.cost))}
                  </output>
                )}
              </>
            )}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
