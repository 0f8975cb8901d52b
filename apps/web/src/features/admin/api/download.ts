import { API_BASE, ApiError, buildQueryString, type QueryValue } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads what an admin-only GET answers as a file. A bare link would not carry the token
 * (it travels in a header, not a cookie), so the body is fetched with it and handed to the
 * browser as a Blob through an object URL.
 */
export async function downloadFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<string> {
  const token = getAuthToken();
  const headers: Record<string, string> = { accept: 'text/csv' };
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${buildQueryString(query)}`, { headers });
  } catch {
    throw new ApiError({
      status: 0,
      message: 'Network error. Check your connection and try again.',
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError({
      status: response.status,
      message: body?.message ?? 'Export failed. Please try again.',
      fromServer: Boolean(body?.message),
    });
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
