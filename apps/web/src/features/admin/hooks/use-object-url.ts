import { useEffect, useState } from 'react';

type Entry = { file: File | Blob; url: string };

/**
 * A blob: URL for a picked file, revoked when the file changes or the component goes. The URL is
 * made in the effect that revokes it, so each one made is revoked once and none is used after
 * (StrictMode in development runs the effect, its cleanup and the effect again).
 */
export function useObjectUrl(file: File | Blob | null | undefined): string | undefined {
  const [entry, setEntry] = useState<Entry | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return file && entry?.file === file ? entry.url : undefined;
}
