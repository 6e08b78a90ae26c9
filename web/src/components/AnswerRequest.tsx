/**
 * Answer a GM request: pick the modules, wounds and fatigue that apply; the server shows the
 * score and the chance before it rolls (previewAction), then rolls (resolveAction).
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { newClientSeed } from '../lib/client-seed';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';
import { moduleNotation } from '../lib/notation';

const PreviewAnswer = graphql(`
  query PreviewAnswer($input: ResolveActionInput!) {
    previewAction(input: $input) {
      __typename
      ... on ActionOdds { score die probability automatic impossible }
      ...FailureFields
    }
  }
`);

const ResolveAction = graphql(`
  mutation ResolveAction($input: ResolveActionInput!) {
    resolveAction(input: $input) {
      __typename
      ... on ResolveActionPayload { result { score die roll success quality stakes } roll { id seq } }
      ...FailureFields
    }
  }
`);

interface Request {
  id: string;
  difficulty?: number | null;
  absolute: boolean;
  note?: string | null;
  excludedModuleIds: string[];
}
interface Sheet {
  modules: { id: string; name: string; scope: number; rank: number; polarity: string; objectLost?: boolean }[];
  wounds: { id: string; nature: string; severity: string }[];
  fatigue: { passing: number; lasting: number; persistent: number };
}

type FatigueKind = 'PASSING' | 'LASTING' | 'PERSISTENT';

export function AnswerRequest({ characterId, request, sheet, onAnswered }: { characterId: string; request: Request; sheet: Sheet; onAnswered: () => void }) {
  const { t } = useI18n();
  const [moduleIds, setModuleIds] = useState<string[]>([]);
  const [woundIds, setWoundIds] = useState<string[]>([]);
  const [fatigueKinds, setFatigueKinds] = useState<FatigueKind[]>([]);
  const input = { characterId, requestId: request.id, moduleIds, woundIds, fatigueKinds };
  const [{ data: preview }] = useQuery({ query: PreviewAnswer, variables: { input } });
  const [resolved, resolve] = useMutation(ResolveAction);
  const odds = preview?.previewAction?.__typename === 'ActionOdds' ? preview.previewAction : null;
  // A module whose object is lost does not count (seed 000, « Modules amovibles »): not offered.
  const modules = sheet.modules.filter((m) => !request.excludedModuleIds.includes(m.id) && !m.objectLost);
  const fatigue = (['PASSING', 'LASTING', 'PERSISTENT'] as const).filter((kind) => sheet.fatigue[kind.toLowerCase() as 'passing'] > 0);
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
  return (
    <form
      class="answer"
      data-testid="answer-request"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await resolve({ input: { ...input, clientSeed: newClientSeed() } });
        if (result.data?.resolveAction?.__typename === 'ResolveActionPayload') onAnswered();
      }}
    >
      <p>
        <strong>D{request.difficulty ?? '?'}</strong> {request.absolute ? t.absolute : ''} {request.note && <em>— {request.note}</em>}
      </p>
      <fieldset>
        <legend>{t.modules}</legend>
        {modules.map((m) => (
          <label key={m.id} class="chip">
            <input type="checkbox" checked={moduleIds.includes(m.id)} onChange={(e) => setModuleIds(toggle(moduleIds, m.id, e.currentTarget.checked))} /> {moduleNotation(m)}
          </label>
        ))}
        {sheet.wounds.map((w) => (
          <label key={w.id} class="chip bad">
            <input type="checkbox" checked={woundIds.includes(w.id)} onChange={(e) => setWoundIds(toggle(woundIds, w.id, e.currentTarget.checked))} /> {w.nature}
          </label>
        ))}
        {fatigue.map((kind) => (
          <label key={kind} class="chip bad">
            <input type="checkbox" checked={fatigueKinds.includes(kind)} onChange={(e) => setFatigueKinds(toggle(fatigueKinds, kind, e.currentTarget.checked))} /> {t.fatigue}{' '}
            {kind.toLowerCase()}
          </label>
        ))}
      </fieldset>
      <p data-testid="preview">
        {odds ? `${t.score} ${odds.score} — ${t.chance} ${Math.round(odds.probability * 100)} %` : '—'}
      </p>
      <Problems failure={failureOf(preview?.previewAction, 'ActionOdds')} />
      <button type="submit" disabled={resolved.fetching}>
        {t.answer}
      </button>
      <Problems failure={failureOf(resolved.data?.resolveAction, 'ResolveActionPayload')} error={resolved.error} />
    </form>
  );
}
