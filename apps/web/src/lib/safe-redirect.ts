/**
 * Where the login page may send a visitor back to: a path of this app, never another site. The
 * origin comes from the address bar (`?redirect=`) or the router's state, so anyone can write it
 * into a link; an absolute URL ('https://evil.example'), a protocol-relative one ('//evil') or a
 * backslash trick ('/\evil', which browsers read as '//') would make the store's login page a
 * springboard for phishing. Those, and anything not starting with one '/', give null.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Browsers drop tabs and newlines from URLs and read '\' as '/': judge what they would use.
  const path = value.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const base = 'http://store.invalid';
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const result = `${url.pathname}${url.search}`;
  // Back to the login or register page would be a loop.
  if (/^\/(?:login|register)(?:[/?]|$)/.test(result)) return null;
  return result;
}

/** What a guard hands the login page: where the visitor was going. */
export type RedirectState = { from?: string } | null;

/** The origin of the page that asked for a login: the router state's, else `?redirect=`. */
export function loginReturnPath(state: unknown, search: string): string | null {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return safeRedirectPath(from) ?? safeRedirectPath(new URLSearchParams(search).get('redirect'));
}

/**
 * Where a visitor goes once signed in: back to the page that asked, when their role may see it
 * (an admin's to /admin pages, a customer's to the others), else an admin to /admin and anyone
 * else home (docs/PRODUCT.md §4).
 */
export function destinationAfterLogin(
  role: string | undefined,
  returnPath: string | null,
  home: { admin: string; customer: string },
): string {
  const isAdminPath = returnPath !== null && /^\/admin(?:[/?]|$)/.test(returnPath);
  if (role === 'admin') return isAdminPath && returnPath ? returnPath : home.admin;
  return returnPath && !isAdminPath ? returnPath : home.customer;
}

/** A login link that comes back to `path` afterwards. */
export function loginHrefFor(loginPath: string, path: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(path)}`;
}
