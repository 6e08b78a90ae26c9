/** The Ylnies tables in the UI's language, read once per screen (`ylniesCatalogue`, no sign-in needed). */
import { useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import type { YlniesCatalogueQuery } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';

export const YlniesCatalogueQueryDoc = graphql(`
  query YlniesCatalogue($locale: Locale!) {
    ylniesCatalogue {
      characteristics { key name(locale: $locale) }
      races { key name(locale: $locale) extraSkillPoints traits(locale: $locale) modifiers { characteristic value } }
      weapons { key name(locale: $locale) damage ranged }
      armours { key name(locale: $locale) value }
      woundTable { category name(locale: $locale) }
      creation { points baseMin baseMax skillPoints skillMaxAtCreation spellCostFactor manaPointsPerMana }
    }
  }
`);

export type Catalogue = YlniesCatalogueQuery['ylniesCatalogue'];
export type Key = 'AGI' | 'APP' | 'CHA' | 'CON' | 'STR' | 'INT' | 'MAN' | 'PER' | 'REF' | 'WIL';
export type Kind = 'SKILL' | 'SPELL' | 'POWER';

export function useYlniesCatalogue(): Catalogue | undefined {
  return useYlniesCatalogueRead().catalogue;
}

/** The catalogue with the read's state, for a screen that waits on it (and retries it after a failure). */
export function useYlniesCatalogueRead() {
  const { locale } = useI18n();
  const [{ data, error }, refetch] = useQuery({ query: YlniesCatalogueQueryDoc, variables: { locale } });
  return { catalogue: data?.ylniesCatalogue, error, retry: () => refetch({ requestPolicy: 'network-only' }) };
}

/** The wound category's name in the UI's language, from the catalogue's wound table. */
export function woundName(catalogue: Catalogue | undefined, category: string): string {
  return catalogue?.woundTable.find((w) => w.category === category)?.name ?? category;
}
