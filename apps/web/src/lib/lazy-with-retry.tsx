import { lazy } from 'react';
import type { ComponentProps, ComponentType } from 'react';

/**
 * React.lazy() that forgets a failed import. React.lazy keeps the first rejection for good, so a
 * page chunk that failed once (offline, a deploy that replaced the files) showed the error on
 * every later visit until a reload. Here a failure puts a fresh lazy() in its place: the next
 * render (a navigation, or Try again on the error page) imports again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
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
  return /dynamically imported module|Importing a module script failed|Loading (?:CSS )?chunk/i.test(
    error.message,
  );
}
