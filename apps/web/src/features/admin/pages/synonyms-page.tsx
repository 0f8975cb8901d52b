import { SYNONYM_LIMITS, synonymsSchema } from '@electro/shared';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useSaveSynonyms, useSynonyms } from '../api/synonyms';
import { FormAlert, FormSkeleton, LoadError } from '../components/form-states';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { PageHeader } from '../components/page-header';
import { rem, useCardsBelow } from '../hooks/use-cards-below';
import { paths } from '@/config/paths';

const TITLE = 'Search synonyms';
const DESCRIPTION =
  'Words shoppers use for the same thing: a search for any word of a group also finds the others.';

type Row = { key: number; text: string };

/** "Earbuds, buds , in-ear" → ["Earbuds", "buds", "in-ear"]: commas part the words. */
export function wordsOf(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/** The list as the API wants it, and each row's message from the shared schema. */
function check(rows: Row[]) {
  const groups = rows.map((row) => wordsOf(row.text));
  const result = synonymsSchema.safeParse(groups);
  const rowErrors = new Map<number, string>();
  let listError: string | null = null;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const index = issue.path[0];
      if (typeof index === 'number') {
        const key = rows[index]?.key;
        if (key !== undefined && !rowErrors.has(key)) rowErrors.set(key, issue.message);
      } else listError ??= issue.message;
    }
  }
  return { groups, data: result.success ? result.data : null, rowErrors, listError };
}

/** /admin/synonyms: the owner's synonym groups, saved all at once (decision 092). */
export default function SynonymsPage() {
  usePageTitle(TITLE);
  const query = useSynonyms();

  let body;
  if (query.isPending) body = <FormSkeleton label="Loading synonyms" fields={3} />;
  else if (query.isError) {
    body = (
      <LoadError
        message={getErrorMessage(query.error, 'Failed to fetch synonyms. Please try again.')}
        backTo={paths.admin.getHref()}
        backLabel="Dashboard"
        onRetry={() => void query.refetch()}
      />
    );
  } else body = <SynonymsForm saved={query.data} />;

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {body}
    </>
  );
}

function SynonymsForm({ saved }: { saved: string[][] }) {
  const save = useSaveSynonyms();
  const nextKey = useRef(saved.length);
  const [rows, setRows] = useState<Row[]>(() =>
    saved.map((group, key) => ({ key, text: group.join(', ') })),
  );
  // Messages show once Save was tried, then follow each keystroke.
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { ref, cards } = useCardsBelow<HTMLFormElement>(rem(36));
  const baseId = useId();

  const checked = check(rows);
  const dirty = JSON.stringify(checked.groups) !== JSON.stringify(saved);
  useUnsavedChangesGuard(dirty && !save.isPending);

  const update = (key: number, text: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, text } : row)));
  const remove = (index: number) => {
    setRows((current) => current.filter((_, at) => at !== index));
    // Focus stays in the list: on the row that took this one's place, or on Add.
    requestAnimationFrame(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>(`[data-synonyms="${baseId}"]`);
      (
        inputs[Math.min(index, inputs.length - 1)] ?? document.getElementById(`${baseId}-add`)
      )?.focus();
    });
  };
  const add = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, text: '' }]);
    requestAnimationFrame(() => document.getElementById(`${baseId}-row-${key}`)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    if (!checked.data) {
      toast.error('Fix the highlighted groups first.');
      return;
    }
    try {
      const stored = await save.mutateAsync(checked.data);
      // The rows become what the API stored (lower case, as searches compare them).
      setRows(
        stored.map((group, index) => ({ key: nextKey.current + index, text: group.join(', ') })),
      );
      nextKey.current += stored.length;
      setTried(false);
      toast.success('Search synonyms saved');
    } catch (error) {
      setFormError(getErrorMessage(error, 'Failed to save synonyms.'));
      toast.error('Failed to save synonyms.');
    }
  };

  const saving = save.isPending;
  const atLimit = rows.length >= SYNONYM_LIMITS.groups;

  return (
    <form
      ref={ref}
      noValidate
      aria-busy={saving}
      onSubmit={(event) => void onSubmit(event)}
      className="flex max-w-3xl min-w-0 flex-col gap-4 rounded-xl border border-border bg-bg p-4 md:p-6"
    >
      <FormAlert message={formError} />
      <p id={`${baseId}-hint`} className="text-sm text-muted">
        One group a row, its words separated by commas (e.g. earbuds, buds, in-ear):{' '}
        {SYNONYM_LIMITS.minWords} to {SYNONYM_LIMITS.maxWords} words of at most{' '}
        {SYNONYM_LIMITS.wordLength} characters.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted">
          No synonym groups yet: searches match the words as typed, with typos corrected.
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Synonym groups">
          {rows.map((row, index) => {
            const inputId = `${baseId}-row-${row.key}`;
            const error = tried ? checked.rowErrors.get(row.key) : undefined;
            const errorId = `${inputId}-error`;
            return (
              <li
                key={row.key}
                className={cn(
                  'flex gap-2',
                  cards ? 'flex-col rounded-lg border border-border p-3' : 'items-start',
                )}
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <label htmlFor={inputId} className={cards ? 'text-sm font-medium' : 'sr-only'}>
                    Group {index + 1}
                  </label>
                  <input
                    id={inputId}
                    data-synonyms={baseId}
                    className="input h-11"
                    value={row.text}
                    autoComplete="off"
                    spellCheck={false}
                    disabled={saving}
                    placeholder="earbuds, buds, in-ear"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${baseId}-hint ${errorId}` : `${baseId}-hint`}
                    onChange={(event) => update(row.key, event.target.value)}
                  />
                  {error ? (
                    <p id={errorId} role="alert" className="field-error">
                      {error}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className={cn('h-11', cards ? 'self-start' : null)}
                  disabled={saving}
                  aria-label={`Remove group ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" size={16} />
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {tried && checked.listError ? (
        <p role="alert" className="field-error">
          {checked.listError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <Button type="submit" disabled={!dirty || saving} isLoading={saving}>
          Save
        </Button>
        <Button id={`${baseId}-add`} variant="outline" disabled={saving || atLimit} onClick={add}>
          <Plus aria-hidden="true" size={16} />
          Add group
        </Button>
      </div>
    </form>
  );
}
