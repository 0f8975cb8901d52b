import { RATING_MAX, reviewSchema } from '@electro/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Star from 'lucide-react/icons/star';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { getAuthToken, useAuthToken } from '@/lib/auth-token';
import { cn } from '@/lib/cn';
import { loginHrefFor } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { useAddReview } from './product-queries';

/*
 * Its own chunk: the form's validation (zod and the shared schemas) is the largest code on the
 * product page, and only a shopper who opens the Reviews tab needs it.
 */

/** docs/PRODUCT.md §8, review failure: the server's exact text, and the guest message. */
export const ALREADY_REVIEWED_MESSAGE = 'Your are already reviewed';
export const REVIEW_LOGIN_MESSAGE = 'You Must be logged in';

type ReviewFormInput = z.input<typeof reviewSchema>;
type ReviewFormOutput = z.output<typeof reviewSchema>;

function reviewErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message === ALREADY_REVIEWED_MESSAGE) {
    return ALREADY_REVIEWED_MESSAGE;
  }
  if (!getAuthToken() || (error instanceof ApiError && error.status === 401)) {
    return REVIEW_LOGIN_MESSAGE;
  }
  return getErrorMessage(error, 'Failed to add review.');
}

/**
 * Add Review (docs/PRODUCT.md §4 Review form, §5 Review, §8). Guests see it too; submitting tells
 * them to log in.
 */
export default function ReviewForm({ productId }: { productId: string }) {
  const token = useAuthToken();
  const { pathname } = useLocation();
  const addReview = useAddReview(productId);
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    trigger,
    clearErrors,
    formState: { errors, isValid, isDirty },
  } = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewSchema),
    mode: 'onTouched',
    defaultValues: { comment: '', rate: undefined },
  });
  const rawRate = useWatch({ control, name: 'rate' });
  const rate = Number(rawRate) || 0;
  const [hovered, setHovered] = useState(0);

  const onSubmit = (values: ReviewFormOutput) => {
    if (!getAuthToken()) {
      toast.error(REVIEW_LOGIN_MESSAGE);
      return;
    }
    // A promise, not mutate's callbacks: the page closes this form once the product, fetched
    // again, holds the new review, and callbacks of an unmounted mutation never run.
    addReview.mutateAsync(values).then(
      () => {
        toast.success('Reviews added successfully');
        reset();
      },
      (error: unknown) => toast.error(reviewErrorMessage(error)),
    );
  };

  /*
   * Submit stays disabled while the form is invalid, so a rating left out has to be reported
   * another way: when the user leaves the comment without having picked one.
   */
  const commentField = register('comment');
  // A star picked answers 'Rating is required' at once. Left to the radio's blur, the message
  // went on the mouse-down of Submit review, the button moved up under the pointer and the
  // click was lost.
  const rateField = register('rate', { onChange: () => clearErrors('rate') });
  const onCommentBlur: typeof commentField.onBlur = async (event) => {
    await commentField.onBlur(event);
    if (!getValues('rate')) await trigger('rate');
  };
  const showRateError = Boolean(errors.rate);
  const rateErrorId = `${ids}-rate-error`;
  const commentErrorId = `${ids}-comment-error`;
  const shown = hovered || rate;

  return (
    <form
      noValidate
      aria-labelledby={`${ids}-heading`}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={`${ids}-heading`} className="text-lg font-semibold">
        Add a review
      </h2>
      {token ? null : (
        <p className="text-sm text-muted">
          You need an account to post a review.{' '}
          <Link
            to={loginHrefFor(paths.login.getHref(), pathname)}
            className="font-medium text-primary underline"
          >
            Log in
          </Link>
        </p>
      )}
      <fieldset
        aria-describedby={showRateError ? rateErrorId : undefined}
        className="flex flex-col gap-1"
      >
        <legend className="mb-1 font-medium">Your rating</legend>
        <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
          {Array.from({ length: RATING_MAX }, (_, index) => {
            const value = index + 1;
            const inputId = `${ids}-rate-${value}`;
            return (
              <span key={value} className="relative" onMouseEnter={() => setHovered(value)}>
                <input
                  id={inputId}
                  type="radio"
                  value={String(value)}
                  className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
                  aria-invalid={showRateError || undefined}
                  {...rateField}
                />
                <label
                  htmlFor={inputId}
                  className="grid h-10 w-10 place-items-center rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
                >
                  <Star
                    aria-hidden="true"
                    size={28}
                    strokeWidth={1.5}
                    className={cn(value <= shown ? 'text-star' : 'text-muted')}
                    fill={value <= shown ? 'currentColor' : 'none'}
                  />
                  <span className="sr-only">
                    {value} {value === 1 ? 'star' : 'stars'}
                  </span>
                </label>
              </span>
            );
          })}
        </div>
        {/* Its line is kept when empty, so the message coming or going moves nothing below. */}
        <p id={rateErrorId} className="field-error min-h-[1lh]">
          {showRateError ? errors.rate?.message : null}
        </p>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-comment`} className="font-medium">
          Your review
        </label>
        <textarea
          id={`${ids}-comment`}
          rows={4}
          className="input resize-y"
          placeholder="What did you like or dislike?"
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? commentErrorId : undefined}
          {...commentField}
          onBlur={onCommentBlur}
        />
        {errors.comment ? (
          <p id={commentErrorId} className="field-error">
            {errors.comment.message}
          </p>
        ) : null}
      </div>
      <div>
        <Button
          type="submit"
          disabled={!isValid || !isDirty}
          isLoading={addReview.isPending}
          className="min-w-40"
        >
          Submit review
        </Button>
      </div>
    </form>
  );
}
