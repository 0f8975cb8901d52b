import Mail from 'lucide-react/icons/mail';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useHydrated } from '@/lib/hydration';
import { toast } from '@/lib/toast';
import { useSubscribeNewsletter } from '../api/subscribe';

/*
 * Rendered on every page, so it avoids react-hook-form and zod in the first download: the
 * shared newsletterSchema is imported on first use (focus or submit).
 */
const loadSchema = () =>
  import('@/lib/newsletter-schema').then((module) => module.newsletterSchema);

/** Newsletter sign-up (POST /newsletter), shown above the footer. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  // The box is part of the pre-rendered shell: until React has taken it over, a click or Enter
  // would submit the form natively and reload the page with the address in its URL.
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schema = await loadSchema();
    const parsed = schema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a valid Email');
      return;
    }
    setError(null);
    subscribe.mutate(parsed.data, {
      onSuccess: (response) => {
        toast.success(response.message || 'Thanks for subscribing!');
        setEmail('');
      },
      onError: (caught) =>
        toast.error(getErrorMessage(caught, 'Subscription failed. Please try again.')),
    });
  };

  return (
    <section aria-labelledby="newsletter-title" className="bg-primary text-primary-fg">
      <div className="container-page flex flex-col items-start gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          <Mail aria-hidden="true" size={40} className="shrink-0" />
          <div>
            <h2 id="newsletter-title" className="text-2xl font-bold">
              Sign up to our newsletter
            </h2>
            <p>Get the latest deals and new arrivals first.</p>
          </div>
        </div>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="w-full max-w-md">
          <div className="flex gap-2">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="Your email address"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onFocus={() => void loadSchema()}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-error' : undefined}
              className="input h-11"
            />
            <Button
              type="submit"
              variant="secondary"
              isLoading={subscribe.isPending}
              disabled={!hydrated}
              className="shrink-0 bg-bg text-fg hover:bg-surface"
            >
              Subscribe
            </Button>
          </div>
          {error ? (
            <p
              id="newsletter-error"
              role="alert"
              className="mt-2 rounded bg-bg px-2 py-1 text-sm text-danger"
            >
              {error}
            </p>
          ) : null}
        </form>
      </div>
    </section>
  );
}
