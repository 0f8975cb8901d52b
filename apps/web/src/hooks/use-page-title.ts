import { useEffect } from 'react';

/** Sets the tab title to '<title> | Electro' ('Electro' alone when title is empty). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Electro` : 'Electro';
  }, [title]);
}
