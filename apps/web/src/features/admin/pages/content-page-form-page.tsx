import {
  CONTENT_PAGE_LIMITS,
  contentPageCreateSchema,
  type AdminContentPage,
} from '@electro/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PageHtml } from '@/components/ui/page-html';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useContentPage, useContentPagePreview, useSaveContentPage } from '../api/content-pages';
import { FormAlert, FormSkeleton, LoadError } from '../components/form-states';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { PageHeader } from '../components/page-header';

// The API's own rules (packages/shared), every field required in the form.
const formSchema = z.object({
  slug: contentPageCreateSchema.shape.slug,
  title: contentPageCreateSchema.shape.title,
  body: contentPageCreateSchema.shape.body.unwrap(),
  published: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

/** A slug suggested from the title while the admin has not typed one: "Delivery Details" → delivery-details. */
function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_PAGE_LIMITS.slug)
    .replace(/-+$/, '');
}

/** Add (no id) or edit (an id in the route) one of the shop's content pages. */
export default function ContentPageFormPage() {
  const { id } = useParams();
  // A new key per id: going from an edit to Add starts an empty form.
  return <ContentPageFormLoader key={id ?? 'new'} id={id} />;
}

function ContentPageFormLoader({ id }: { id: string | undefined }) {
  const query = useContentPage(id);
  const title = id ? 'Edit Page' : 'Add Page';
  usePageTitle(title);

  let body;
  if (!id) body = <ContentPageForm />;
  else if (query.isPending) body = <FormSkeleton label="Loading page" fields={4} />;
  else if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <LoadError
        message={getErrorMessage(query.error, 'Failed to fetch page. Please try again.')}
        backTo={paths.adminPages.getHref()}
        backLabel="Pages"
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  } else body = <ContentPageForm page={query.data} />;

  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}

function ContentPageForm({ page }: { page?: AdminContentPage }) {
  const navigate = useNavigate();
  const save = useSaveContentPage();
  const [formError, setFormError] = useState<string | null>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const tabsId = useId();
  const isUpdate = Boolean(page);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      slug: page?.slug ?? '',
      title: page?.title ?? '',
      body: page?.body ?? '',
      published: page?.published ?? false,
    },
  });
  const body = useWatch({ control, name: 'body' });
  const published = useWatch({ control, name: 'published' });
  const preview = useContentPagePreview(body, tab === 'preview');
  const saving = isSubmitting || save.isPending;
  const [saved, setSaved] = useState(false);
  useUnsavedChangesGuard(isDirty && !saved);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(page ? { id: page.id, ...values } : values);
      toast.success(`Page ${isUpdate ? 'updated' : 'added'} successfully`);
      setSaved(true);
      reset(values);
      void navigate(paths.adminPages.getHref(), { replace: true });
    } catch (error) {
      const slugError =
        error instanceof ApiError && error.status === 409 ? error.message : undefined;
      toast.error(isUpdate ? 'Failed to update page.' : 'Failed to add page.');
      // A taken address is the slug field's problem: said there, where it is fixed.
      if (slugError) setError('slug', { message: slugError });
      else {
        setFormError(
          getErrorMessage(error, isUpdate ? 'Failed to update page.' : 'Failed to add page.'),
        );
      }
    }
  });

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      // A new page's address follows its title until the admin types one of their own.
      if (!isUpdate && !getFieldState('slug').isDirty) {
        setValue('slug', slugFromTitle(event.target.value), { shouldValidate: false });
      }
    },
  });

  // The tabs pattern: arrow keys move between Write and Preview, and focus follows.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 'write'
        : event.key === 'End'
          ? 'preview'
          : tab === 'write'
            ? 'preview'
            : 'write';
    setTab(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  const tabClass = (active: boolean) =>
    cn(
      'rounded-t-md border-b-2 px-3 py-2 text-sm font-medium',
      active ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-fg',
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex max-w-3xl min-w-0 flex-col gap-5 rounded-xl border border-border bg-bg p-4 md:p-6"
      aria-busy={saving}
    >
      <FormAlert message={formError} />
      <FormField label="Title" error={errors.title?.message}>
        {(fieldControl) => (
          <input
            {...fieldControl}
            {...titleField}
            className="input"
            placeholder="e.g. Delivery details"
            autoComplete="off"
            disabled={saving}
          />
        )}
      </FormField>
      <FormField
        label="Address (slug)"
        error={errors.slug?.message}
        description="Lower-case letters, digits and hyphens: the page opens at /pages/your-slug."
      >
        {(fieldControl) => (
          <input
            {...fieldControl}
            {...register('slug')}
            className="input font-mono"
            placeholder="delivery-details"
            autoComplete="off"
            spellCheck={false}
            disabled={saving}
          />
        )}
      </FormField>

      <div className="flex min-w-0 flex-col gap-1">
        <div role="tablist" aria-label="Body" className="flex gap-1 border-b border-border">
          <button
            type="button"
            role="tab"
            id={`${tabsId}-write`}
            aria-selected={tab === 'write'}
            aria-controls={`${tabsId}-write-panel`}
            tabIndex={tab === 'write' ? 0 : -1}
            onKeyDown={onTabKey}
            className={tabClass(tab === 'write')}
            onClick={() => setTab('write')}
          >
            Write
          </button>
          <button
            type="button"
            role="tab"
            id={`${tabsId}-preview`}
            aria-selected={tab === 'preview'}
            aria-controls={`${tabsId}-preview-panel`}
            tabIndex={tab === 'preview' ? 0 : -1}
            onKeyDown={onTabKey}
            className={tabClass(tab === 'preview')}
            onClick={() => setTab('preview')}
          >
            Preview
          </button>
        </div>
        <div
          role="tabpanel"
          id={`${tabsId}-write-panel`}
          aria-labelledby={`${tabsId}-write`}
          hidden={tab !== 'write'}
        >
          <FormField
            label="Body (Markdown)"
            error={errors.body?.message}
            description={`## for a heading, **bold**, - for a list, [text](address) for a link. At most ${CONTENT_PAGE_LIMITS.body.toLocaleString('en')} characters.`}
          >
            {(fieldControl) => (
              <textarea
                {...fieldControl}
                {...register('body')}
                rows={16}
                className="input min-h-64 font-mono text-sm"
                disabled={saving}
              />
            )}
          </FormField>
        </div>
        <div
          role="tabpanel"
          id={`${tabsId}-preview-panel`}
          aria-labelledby={`${tabsId}-preview`}
          hidden={tab !== 'preview'}
          className="min-h-64 rounded-lg border border-border bg-surface p-4"
        >
          {tab !== 'preview' ? null : preview.isPending ? (
            <Spinner size={24} label="Rendering the preview" />
          ) : preview.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2">
              <p className="text-danger">
                {getErrorMessage(preview.error, 'The preview could not be rendered.')}
              </p>
              <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
                Try again
              </Button>
            </div>
          ) : preview.data.trim() === '' ? (
            <p className="text-muted">Nothing to preview yet.</p>
          ) : (
            <PageHtml html={preview.data} />
          )}
        </div>
      </div>

      <label className="inline-flex items-center gap-2 self-start">
        <input
          type="checkbox"
          role="switch"
          {...register('published')}
          className="h-4 w-4 accent-primary"
          disabled={saving}
        />
        <span className="font-medium">Published</span>
        <span className="text-sm text-muted">
          {published ? '(visitors see this page)' : '(only admins see this page)'}
        </span>
      </label>

      <div className="flex gap-2">
        <Button type="submit" disabled={!isDirty || saving} isLoading={saving}>
          {isUpdate ? 'Update' : 'Add'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => void navigate(paths.adminPages.getHref())}
          disabled={saving}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
