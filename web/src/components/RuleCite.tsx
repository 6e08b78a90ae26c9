/**
 * A cited rule that opens the rule itself (issue 39 item 10): the citation is a button; a tap
 * opens a dialog with the project's summary of that section and, for a seed's section, the
 * seed's French passage (lib/rules-at-hand.ts), then the project's decisions on it (docs/rules.md),
 * folded. A citation of no game section (the API's own
 * limits, the docs) stays plain text.
 */
import { useRef, useState } from 'preact/hooks';
import { useI18n } from '../lib/i18n';
import { citesARule, loadRulesText, type RuleEntry, ruleFor } from '../lib/rules-at-hand';

export function RuleCite({ rule }: { rule: string }) {
  const { t, locale } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [entry, setEntry] = useState<RuleEntry | null>(null);
  const [opened, setOpened] = useState(false);
  if (!citesARule(rule)) return <cite>{rule}</cite>;
  const open = async () => {
    setEntry(ruleFor(rule, await loadRulesText()));
    setOpened(true);
    dialog.current?.showModal();
  };
  // The French page shows the seed's passage first; the English one the summary first.
  const parts = entry ? (locale === 'FR' ? [entry.fr, entry.en] : [entry.en, entry.fr]).filter((p): p is string => Boolean(p)) : [];
  return (
    <>
      <cite>
        <button type="button" class="rule-cite" onClick={open} aria-haspopup="dialog" title={t.ruleOpen}>
          {rule}
        </button>
      </cite>
      {/* Empty and unnamed until opened: the refusal's text and the form's labels hold the citation only. */}
      <dialog ref={dialog} class="rule-dialog" aria-label={opened ? (entry?.title ?? rule) : undefined} onClose={() => setOpened(false)}>
        {opened && (
          <>
            <h2>{entry?.title ?? rule}</h2>
            <p class="muted">{rule}</p>
            {entry ? (
              parts.map((text) => (
                <div class="rule-text" lang={text === entry.fr ? 'fr' : 'en'} key={text.slice(0, 40)}>
                  {text}
                </div>
              ))
            ) : (
              <p>{t.ruleMissing}</p>
            )}
            {entry?.project && (
              <section class="rule-project" lang="en">
                <h3 lang={locale === 'FR' ? 'fr' : 'en'}>{t.ruleProject}</h3>
                {entry.project.map((decision) => (
                  <details key={decision.title + decision.text.slice(0, 20)}>
                    <summary>{decision.title}</summary>
                    <div class="rule-text">{decision.text}</div>
                  </details>
                ))}
              </section>
            )}
            <form method="dialog">
              <button type="submit">{t.ruleClose}</button>
            </form>
          </>
        )}
      </dialog>
    </>
  );
}
