import type { ProductWithReviews } from '@electro/shared';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isConnectionFailure, isOnline, useOnline } from '@/lib/use-online';
import { FormField } from '@/components/ui/form-field';
import { brandConfig, categoryConfig } from '../api/entities';
import { useAdminProduct, useSaveProduct } from '../api/products';
import { EntitySelect } from '../components/entity-select';
import { FormAlert, FormSkeleton, LoadError } from '../components/form-states';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { GalleryEditor } from '../components/gallery-editor';
import { ImageDropZone } from '../components/image-drop-zone';
import { PageHeader } from '../components/page-header';
import {
  defaultsOf,
  galleryPlan,
  numberValue,
  productConnectionNotes,
  productFormResolver,
  sameOrder,
} from '../lib/product-form-model';
import type { ProductFormOutput, ProductFormValues } from '../lib/product-form-model';

/** Create mode without an id, update mode with one (docs/PRODUCT.md §2 Admin product form). */
export default function ProductFormPage() {
  const { id } = useParams();
  return <ProductFormLoader key={id ?? 'new'} id={id} />;
}

function ProductFormLoader({ id }: { id: string | undefined }) {
  const query = useAdminProduct(id);
  const title = id ? 'Update Product' : 'Add Product';
  usePageTitle(title);

  let body;
  if (!id) body = <ProductForm />;
  // The form takes its values once: from the product as read for this visit, never from a
  // copy cached by an earlier one (which the owner would then edit and save back).
  else if (query.isPending || (!query.isFetchedAfterMount && query.isFetching)) {
    body = <FormSkeleton label="Loading product" fields={6} />;
  } else if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <LoadError
        message="Product data is unavailable."
        backTo={paths.adminProducts.getHref()}
        backLabel="Product List"
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  } else body = <ProductForm product={query.data} />;

  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}

function ProductForm({ product }: { product?: ProductWithReviews }) {
  const navigate = useNavigate();
  const save = useSaveProduct();
  const isUpdate = Boolean(product);
  const verb = isUpdate ? 'update' : 'add';
  const [defaults, setDefaults] = useState(() => defaultsOf(product));
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [connectionNote, setConnectionNote] = useState<string | null>(null);
  const online = useOnline();
  // The upload in flight, ended when the browser goes offline (a dead line holds it open).
  const upload = useRef<AbortController | null>(null);
  useEffect(() => {
    const onOffline = () => upload.current?.abort();
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, []);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: productFormResolver,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const images = useWatch({ control, name: 'images' });
  const galleryChanged = !sameOrder(images, defaults.images);
  const saving = isSubmitting || save.isPending;
  const [saved, setSaved] = useState(false);
  useUnsavedChangesGuard(isDirty && !saved);

  const Verb = isUpdate ? 'Update' : 'Add';
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setConnectionNote(null);
    if (!isOnline()) {
      setConnectionNote(productConnectionNotes.notSent(Verb));
      return;
    }
    let sentAll = false;
    const failure = (status: number | undefined) =>
      status === 400
        ? `Failed to ${verb} product. Please check your inputs.`
        : `Failed to ${verb} product. Please try again.`;
    try {
      const form = new FormData();
      form.set('title', values.title);
      form.set('description', values.description);
      form.set('price', String(values.price));
      form.set('stock', String(values.stock));
      if (values.discount !== undefined) form.set('discount', String(values.discount));
      form.set('category', values.category);
      form.set('brand', values.brand);
      if (values.imageCover instanceof File) form.set('imageCover', values.imageCover);
      const gallery = !isUpdate || galleryChanged ? galleryPlan(values.images) : null;
      for (const file of gallery?.files ?? []) form.append('images', file);
      setProgress(0);
      upload.current = new AbortController();
      const saved = await save.mutateAsync({
        id: product?._id,
        form,
        onProgress: (fraction) => {
          // Every byte sent: the server may make the product even if its answer is lost.
          if (fraction >= 1) sentAll = true;
          setProgress(fraction);
        },
        gallery: isUpdate ? gallery?.plan : undefined,
        signal: upload.current.signal,
      });
      toast.success(isUpdate ? 'Product updated successfully' : 'Product added successfully');
      setSaved(true);
      // An update's saved product becomes the form's values (a new product's form empties):
      // should the way to the list be undone (Back, or another address before the list has
      // rendered), the form still on screen shows what the server now holds, never the gallery
      // it was opened with.
      const next = defaultsOf(isUpdate ? saved.product : undefined);
      setDefaults(next);
      reset(next);
      // In place of the copy of this page's history entry (useUnsavedChangesGuard).
      void navigate(paths.adminProducts.getHref(), { replace: true });
    } catch (error) {
      if (isConnectionFailure(error)) {
        // Said once, beside the button: no toast on top of it.
        setConnectionNote(
          sentAll ? productConnectionNotes.lost(Verb) : productConnectionNotes.notSent(Verb),
        );
        return;
      }
      const status = error instanceof ApiError ? error.status : undefined;
      toast.error(failure(status));
      setFormError(
        error instanceof ApiError
          ? getErrorMessage(error, failure(status))
          : error instanceof Error
            ? error.message
            : failure(status),
      );
    } finally {
      upload.current = null;
      setProgress(null);
    }
  });
  const note = connectionNote ?? (online ? null : productConnectionNotes.idle(verb));

  const numberInput = 'input tabular-nums';
  const numberField = (name: 'price' | 'stock' | 'discount') => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        field.onChange({ type: 'change', target: { name, value: numberValue(event.target) } }),
    };
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={saving}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <FormAlert message={formError} className="lg:col-span-2" />
      <fieldset
        className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-bg p-4 md:p-6"
        disabled={saving}
      >
        <legend className="px-1 font-semibold">Details</legend>
        <FormField label="Title" error={errors.title?.message}>
          {(ctl) => <input {...ctl} {...register('title')} className="input" autoComplete="off" />}
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          {(ctl) => (
            <textarea {...ctl} {...register('description')} className="input min-h-32" rows={5} />
          )}
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <FormField label="Price ($)" error={errors.price?.message}>
            {(ctl) => (
              <input
                {...ctl}
                {...numberField('price')}
                className={numberInput}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
              />
            )}
          </FormField>
          <FormField label="Stock" error={errors.stock?.message}>
            {(ctl) => (
              <input
                {...ctl}
                {...numberField('stock')}
                className={numberInput}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
            )}
          </FormField>
          <FormField label="Discount (%)" error={errors.discount?.message}>
            {(ctl) => (
              <input
                {...ctl}
                {...numberField('discount')}
                className={numberInput}
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step="0.01"
              />
            )}
          </FormField>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="category"
            render={({ field, fieldState }) => (
              <EntitySelect
                config={categoryConfig}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={saving}
              />
            )}
          />
          <Controller
            control={control}
            name="brand"
            render={({ field, fieldState }) => (
              <EntitySelect
                config={brandConfig}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={saving}
              />
            )}
          />
        </div>
      </fieldset>

      <fieldset
        className="flex min-w-0 flex-col gap-5 rounded-xl border border-border bg-bg p-4 md:p-6"
        disabled={saving}
      >
        <legend className="px-1 font-semibold">Images</legend>
        <Controller
          control={control}
          name="imageCover"
          render={({ field, fieldState }) => (
            <ImageDropZone
              label="Cover image"
              value={field.value}
              onChange={(file) => field.onChange(file)}
              onBlur={field.onBlur}
              error={fieldState.isTouched ? fieldState.error?.message : undefined}
              disabled={saving}
            />
          )}
        />
        <div>
          <h2 className="mb-2 font-medium">Gallery</h2>
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => (
              <GalleryEditor
                items={field.value}
                onChange={(items) => field.onChange(items)}
                disabled={saving}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 lg:col-span-2">
        <Button
          type="submit"
          disabled={!isValid || !isDirty || saving}
          isLoading={saving}
          aria-describedby={note ? 'product-connection' : undefined}
        >
          {isUpdate ? 'Update Product' : 'Add Product'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => void navigate(paths.adminProducts.getHref())}
          disabled={saving}
        >
          Cancel
        </Button>
        {progress !== null ? (
          <div className="flex min-w-48 flex-1 items-center gap-3">
            <label htmlFor="product-upload-progress" className="text-sm text-muted">
              Uploading {Math.round(progress * 100)}%
            </label>
            <progress
              id="product-upload-progress"
              max={1}
              value={progress}
              className="h-2 flex-1 accent-primary"
            />
          </div>
        ) : null}
        {/* Always in the page, so screen readers announce the words when they appear. */}
        <p
          id="product-connection"
          role="status"
          aria-live="polite"
          className="basis-full text-sm font-medium empty:hidden"
        >
          {note}
        </p>
      </div>
    </form>
  );
}
