import { useLayoutEffect } from 'react';

/**
 * Sets the tab title to '<title> | Electro' ('Electro' alone when title is empty). A layout
 * effect, so the title changes in the same commit as the page's content: a page never shows
 * with the previous page's title, and a screen reader or a test that sees the heading sees the
 * title too.
 */
export function usePageTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} | Electro` : 'Electro';
  }, [title]);
}
