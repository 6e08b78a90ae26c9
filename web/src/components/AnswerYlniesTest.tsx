/**
 * Answer a Ylnies test the GM asked for: 4d6 + characteristic + skill + modifier against the
 * threshold, with the exact chance of success (the server's 1,296-outcome odds) before rolling.
 */
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';
import { CastAnswer } from './ylnies/CastAnswer';
import { useYlniesCharacter } from './ylnies/sheet';

const Odds = graphql(`
  query YlniesTestOdds($input: YlniesOddsInput!) {
    ylniesOdds(input: $input) { success }
  }
`);

const Resolve = graphql(`
  mutation ResolveYlniesTest($input: ResolveYlniesTestInput!) {
    resolveYlniesTest(input: $input) {
      __typename
      ... on YlniesTestPayload { result { dice total threshold success outcome } }
      ...FailureFields
    }
  }
`);

interface Test {
  characteristic?: string | null;
  skill?: string | null;
  modifier: number;
  threshold: number;
  note?: string | null;
}
interface Sheet {
  characteristics: { key: string; name: string; value: number }[];
  skills: { name: string; value: number }[];
}

export function AnswerYlniesTest({ characterId, requestId, test, sheet, onAnswered }: { characterId: string; requestId: string; test: Test; sheet: Sheet; onAnswered: () => void }) {
  const { t } = useI18n();
  // A request without a characteristic uses the skill's (the API's default): the chance shown must too.
  const { sheet: full } = useYlniesCharacter(characterId);
  const same = (name: string) => name.toLowerCase() === test.skill?.toLowerCase();
  const skill = sheet.skills.find((s) => same(s.name));
  const key = test.characteristic ?? full?.skills.find((s) => same(s.name))?.characteristic;
  const characteristic = sheet.characteristics.find((c) => c.key === key);
  const [{ data }] = useQuery({
    query: Odds,
    variables: { input: { characteristic: characteristic?.value ?? 0, skill: skill?.value ?? 0, modifier: test.modifier, threshold: test.threshold } },
  });
  const [resolved, resolve] = useMutation(Resolve);
  const chance = data?.ylniesOdds?.success;
  return (
    <form
      class="answer"
      data-testid="answer-request"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await resolve({ input: { characterId, requestId } });
        if (result.data?.resolveYlniesTest?.__typename === 'YlniesTestPayload') onAnswered();
      }}
    >
      <p>
        4d6 + {characteristic?.name ?? '—'}
        {skill ? ` + ${skill.name}` : ''}
        {test.modifier ? ` ${test.modifier > 0 ? '+' : '−'} ${Math.abs(test.modifier)}` : ''} — {t.threshold} {test.threshold}
        {test.note && <em> — {test.note}</em>}
      </p>
      <p data-testid="preview">{chance !== undefined ? `${t.chance} ${(chance * 100).toFixed(1)} %` : '—'}</p>
      <button type="submit" disabled={resolved.fetching}>
        {t.testAnswer}
      </button>
      {test.skill && <CastAnswer characterId={characterId} requestId={requestId} skill={test.skill} onAnswered={onAnswered} />}
      <Problems failure={failureOf(resolved.data?.resolveYlniesTest, 'YlniesTestPayload')} error={resolved.error} />
    </form>
  );
}
