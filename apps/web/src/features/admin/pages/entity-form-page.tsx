import { entityMessages, entityNameSchema } from '@electro/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useEntity, useSaveEntity } from '../api/entities';
import type { Entity, EntityConfig } from '../api/entities';
import { FormField } from '@/components/ui/form-field';
import { FormAlert, FormSkeleton, LoadError } from '../components/form-states';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { ImageDropZone } from '../components/image-drop-zone';
import type { ImageValue } from '../components/image-drop-zone';
import { PageHeader } from '../components/page-header';

const entityFormSchema = z.object({
  name: entityNameSchema,
  // A newly picked file, or the URL of the image the entity already has.
  image: z.custom<ImageValue>(
    (value) => value instanceof File || (typeof value === 'string' && value.length > 0),
    { error: entityMessages.imageRequired },
  ),
});
type EntityFormValues = { name: string; image: ImageValue };

/** Add (no id) or Update (an id in the route) a category or a brand. */
export function EntityFormPage({ config }: { config: EntityConfig }) {
  const { id } = useParams();
  // A new key per id: going from an edit to Add starts an empty form.
  return <EntityFormLoader key={id ?? 'new'} config={config} id={id} />;
}

function EntityFormLoader({ config, id }: { config: EntityConfig; id: string | undefined }) {
  const query = useEntity(config, id);
  const title = id ? `Update ${config.label}` : `Add ${config.label}`;
  usePageTitle(title);

  let body;
  if (!id) body = <EntityForm config={config} />;
  else if (query.isPending) body = <FormSkeleton label={`Loading ${config.key}`} />;
  else if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <LoadError
        message={getErrorMessage(query.error, `Failed to fetch ${config.key}. Please try again.`)}
        backTo={config.listHref}
        backLabel={`${config.label} List`}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  } else body = <EntityForm config={config} entity={query.data} />;

  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}

function EntityForm({ config, entity }: { config: EntityConfig; entity?: Entity }) {
  const navigate = useNavigate();
  const save = useSaveEntity(config);
  const [formError, setFormError] = useState<string | null>(null);
  const isUpdate = Boolean(entity);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<EntityFormValues>({
    resolver: zodResolver(entityFormSchema),
    // docs/PRODUCT.md §5: messages show once a field has been touched.
    mode: 'onTouched',
    defaultValues: { name: entity?.name ?? '', image: entity?.image.secure_url ?? null },
  });
  const saving = isSubmitting || save.isPending;
  const [saved, setSaved] = useState(false);
  useUnsavedChangesGuard(isDirty && !saved);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        id: entity?._id,
        name: values.name.trim(),
        image: values.image instanceof File ? values.image : null,
      });
      toast.success(`${config.label} ${isUpdate ? 'updated' : 'added'} successfully`);
      setSaved(true);
      reset();
      // In place of the copy of this page's history entry (useUnsavedChangesGuard).
      void navigate(config.listHref, { replace: true });
    } catch (error) {
      toast.error(isUpdate ? `Failed to update ${config.key}.` : `Failed to add ${config.key}.`);
      setFormError(
        getErrorMessage(error, isUpdate ? 'Failed to update entity.' : 'Failed to add entity.'),
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex max-w-2xl flex-col gap-5 rounded-xl border border-border bg-bg p-4 md:p-6"
      aria-busy={saving}
    >
      <FormAlert message={formError} />
      <FormField label={`${config.label} Name`} error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            className="input"
            placeholder={`Enter ${config.key} name`}
            autoComplete="off"
            disabled={saving}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageDropZone
            label={`${config.label} Image`}
            value={field.value}
            onChange={(file) => field.onChange(file)}
            onBlur={field.onBlur}
            error={
              fieldState.isTouched || fieldState.isDirty ? fieldState.error?.message : undefined
            }
            disabled={saving}
          />
        )}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={!isValid || !isDirty || saving} isLoading={saving}>
          {isUpdate ? 'Update' : 'Add'}
        </Button>
        <Button variant="ghost" onClick={() => void navigate(config.listHref)} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
