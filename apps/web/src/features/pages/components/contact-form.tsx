import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, contactSchema } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField, FormField, NameField } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { isConnectionFailure, isOnline, useOnline } from '@/lib/use-online';
import { CONTACT_FAILED_MESSAGE, contactConnectionNotes, sendContactMessage } from '../api/contact';

/*
 * Its own chunk, loaded by the Contact page only: react-hook-form and the shared schema stay out
 * of every other page's download.
 */

type ContactFormInput = z.input<typeof contactSchema>;
type ContactFormOutput = z.output<typeof contactSchema>;

const EMPTY: ContactFormInput = { name: '', email: '', message: '' };
const MAX = CONTACT_LIMITS.message.toLocaleString('en');

/** What happened to the last Send, said under the button. */
type Outcome =
  | { kind: 'sent'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'connection'; text: string };

/**
 * The Contact page's form (POST /contact): a message that reaches the shop's owner by mail.
 * While it is sent the button says so and takes no second press; once sent, the form empties and
 * the thanks is read out by screen readers (a polite live region that is always there, so the
 * change is announced); a refusal keeps what was written and says why.
 */
export default function ContactForm() {
  const ids = useId();
  const online = useOnline();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation({ mutationFn: sendContactMessage });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const tooLong = message.length > CONTACT_LIMITS.message;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    if (!isOnline()) {
      setOutcome({ kind: 'connection', text: contactConnectionNotes.notSent });
      return;
    }
    try {
      const answer = await mutation.mutateAsync(values);
      reset(EMPTY);
      setOutcome({ kind: 'sent', text: answer.message });
    } catch (error) {
      setOutcome(
        isConnectionFailure(error)
          ? { kind: 'connection', text: contactConnectionNotes.lost }
          : { kind: 'error', text: getErrorMessage(error, CONTACT_FAILED_MESSAGE) },
      );
    }
  });

  const sending = mutation.isPending;
  const offlineNote =
    !online && outcome?.kind !== 'connection' ? contactConnectionNotes.idle : null;
  const failure = outcome && outcome.kind !== 'sent' ? outcome.text : offlineNote;

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="mt-10 max-w-2xl rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        Send us a message
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        We answer by email, at the address you give here.
      </p>
      <form
        noValidate
        aria-labelledby={`${ids}-title`}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField
            label="Your name"
            maxLength={CONTACT_LIMITS.name}
            error={errors.name?.message}
            {...register('name')}
          />
          <EmailField label="Your email" error={errors.email?.message} {...register('email')} />
        </div>
        <FormField
          label="Message"
          error={errors.message?.message}
          description={`${message.length.toLocaleString('en')} of ${MAX} characters (at least ${CONTACT_LIMITS.messageMin}).`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              className={cn('input min-h-36 resize-y py-2', tooLong && 'border-danger')}
              {...register('message')}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" isLoading={sending} className="w-full sm:w-auto sm:min-w-40">
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </div>
        {/* Always in the page, so a screen reader announces the thanks when it appears. */}
        <p
          role="status"
          className={
            outcome?.kind === 'sent'
              ? 'rounded-lg border border-success px-3 py-2 text-success'
              : 'sr-only'
          }
        >
          {outcome?.kind === 'sent' ? outcome.text : null}
        </p>
        {failure ? (
          <p role="alert" className="rounded-lg border border-danger px-3 py-2 text-danger">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
