import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { failureOf } from '../../../../domain/api/failure.ts';
import type { SiteContentProblem } from '../../../../domain/tenant/site-content.ts';
import { formatSiteContentMessage } from '../../../../domain/tenant/site-content-messages.ts';
import { usePermission } from '../../../app/session-view.ts';
import { currentLang } from '../../../i18n/locale.ts';
import { notify } from '../../../ui/toast-store.ts';
import { type DataPage, useDataPage } from '../../data-page/use-data-page.ts';

/** A name as the administrator reads it: in the page's language, else the other one. */
export const inLanguage = (cn: string, en: string): string =>
  currentLang() === 'en' ? en.trim() || cn.trim() : cn.trim() || en.trim();

export interface SiteForm<TQuery, T> {
  /** Whether the session may edit the site content (`tenant.settings`): the page offers nothing else. */
  allowed: boolean;
  state: DataPage<TQuery, T>;
  /** What the administrator is editing: the loaded value, then their changes. */
  draft: T | null;
  setDraft: (draft: T) => void;
  busy: boolean;
  /** The server's refusal of the last save, in the visitor's language. */
  failure: string | null;
  /** The rule's message under the field it names, worded with the field's visible label. */
  errorFor: (field: string, label: string) => string | undefined;
  submit: () => Promise<void>;
  /** The form the first invalid field is focused in. */
  formRef: React.RefObject<HTMLFormElement | null>;
}

/**
 * One site content form: loads the saved value through the data-page machine (loading, error with
 * retry), edits a draft, checks it with the domain's rule before sending (the server checks the
 * same rule), saves it and shows what the server kept.
 */
export function useSiteForm<TQuery, T>(options: {
  /** What is loaded first (a content page's name; the area's own name where there is one value). */
  firstQuery: TQuery;
  load: (query: TQuery, signal: AbortSignal) => Promise<T>;
  save: (draft: T) => Promise<{ data: T; message: string }>;
  problemOf: (draft: T) => SiteContentProblem | null;
}): SiteForm<TQuery, T> {
  const { t } = useLingui();
  const allowed = usePermission('tenant.settings');
  const state = useDataPage<TQuery, T>({
    fetcher: ({ query }, signal) => options.load(query, signal),
    rowsOf: () => 1,
    pageSize: 1,
  });
  const [draft, setDraft] = useState<T | null>(null);
  const [problem, setProblem] = useState<SiteContentProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  const { load, deny } = state;
  const first = useRef(options.firstQuery);
  useEffect(() => (allowed ? load(first.current) : deny()), [allowed, load, deny]);

  useEffect(() => {
    setDraft(state.result);
    setProblem(null);
    setFailure(null);
  }, [state.result]);

  // The keyboard goes to the field the rule named.
  useEffect(() => {
    if (problem !== null) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem]);

  const submit = async () => {
    if (draft === null || busy) return;
    const found = options.problemOf(draft);
    setProblem(found);
    setFailure(null);
    if (found !== null) return;
    setBusy(true);
    try {
      const answer = await options.save(draft);
      setDraft(answer.data);
      notify('success', answer.message);
    } catch (error) {
      const message = failureOf(error).message || t`The server could not be reached. Please try again.`;
      setFailure(message);
      notify('error', message);
    } finally {
      setBusy(false);
    }
  };

  return {
    allowed,
    state,
    draft,
    setDraft: (next) => {
      setDraft(next);
      setProblem(null);
    },
    busy,
    failure,
    errorFor: (field, label) =>
      problem?.field === field
        ? formatSiteContentMessage(problem.id, currentLang(), { field: label })
        : undefined,
    submit,
    formRef,
  };
}
