import { useEffect, useMemo } from 'react';

/** A blob: URL for a picked file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | Blob | null | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
