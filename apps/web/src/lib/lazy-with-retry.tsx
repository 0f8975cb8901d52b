import { lazy } from 'react';
import type { ComponentProps, ComponentType } from 'react';

/** The address of the chunk an import() could not fetch, when the browser names it. */
function failedChunkUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /dynamically imported module:?\s+(\S+)/i.exec(error.message);
  const url = match?.[1];
  if (!url) return null;
  try {
    // Only a script of this site, by its full address, without the retry's own mark.
    const address = new URL(url);
    if (address.origin !== location.origin) return null;
    address.searchParams.delete('retry');
    return address.href;
  } catch {
    return null;
  }
}

/** How to forget each import that failed since the last call. */
const failedImports = new Set<() => void>();

/**
 * Lets every page whose import failed import again on its next render. Called by the route
 * error boundary when it starts over (a navigation, Try again): not at the failure itself, for
 * React renders a failed component a second time at once, and a fresh import there would retry
 * for ever while the connection is down instead of showing the error page.
 */
export function forgetFailedImports(): void {
  const resets = [...failedImports];
  failedImports.clear();
  for (const reset of resets) reset();
}

/**
 * React.lazy() that forgets a failed import. React.lazy keeps the first rejection for good, so a
 * page chunk that failed once (offline, a deploy that replaced the files) showed the error on
 * every later visit until a reload. Here a failure is remembered, and forgetFailedImports() puts
 * a fresh lazy() in its place: the next render (a navigation, or Try again) imports again.
 *
 * Browsers also remember a module address whose fetch failed (Chrome answers a second import()
 * of it with the same error, without asking the network), so the retry asks for the chunk the
 * browser named with a `?retry=n` of its own; where the browser does not name it (Safari), the
 * import is simply made again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let retries = 0;
  let retryUrl: string | null = null;
  const attempt = (): Promise<{ default: T }> =>
    retryUrl
      ? (import(/* @vite-ignore */ `${retryUrl}?retry=${retries}`) as Promise<{ default: T }>)
      : load();
  const fresh = () =>
    lazy(() =>
      attempt().catch((error: unknown) => {
        retryUrl = failedChunkUrl(error) ?? retryUrl;
        retries += 1;
        failedImports.add(() => (current = fresh()));
        throw error;
      }),
    );
  let current = fresh();
  function LazyWithRetry(props: ComponentProps<T>) {
    const Current = current;
    return <Current {...props} />;
  }
  return LazyWithRetry;
}

/** An import() that could not fetch its chunk, in the words of Chrome, Firefox and Safari. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed/i;
  return CHUNK_FAILURE.test(error.message) || /Loading (?:CSS )?chunk/i.test(error.message);
}
