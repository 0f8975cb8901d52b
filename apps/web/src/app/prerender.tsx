import { prerender } from 'react-dom/static';
import {
  CLIENT_ONLY_DIGEST,
  ClientOnlyContent,
  PRERENDERED_PATH,
  setPrerendering,
} from '@/lib/hydration';
import { App } from './app';

/**
 * The storefront's shell as HTML, for index.html (build/write-shell.ts runs this at build
 * time): the top bar, header, newsletter box and footer, with the page's fallback where the
 * page goes. main.tsx hydrates it.
 */
export async function renderShell(): Promise<string> {
  setPrerendering(true);
  const unexpected: unknown[] = [];
  try {
    const { prelude } = await prerender(<App location={PRERENDERED_PATH} />, {
      onError(error) {
        if (error instanceof ClientOnlyContent) return CLIENT_ONLY_DIGEST;
        unexpected.push(error);
        return undefined;
      },
    });
    if (unexpected.length > 0) {
      throw new AggregateError(unexpected, 'The storefront shell failed to pre-render');
    }
    return await new Response(prelude).text();
  } finally {
    setPrerendering(false);
  }
}
