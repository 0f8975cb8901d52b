/** JSON calls to a running store's /api/v1, as the benches that drive a browser make them. */
export function storeApi(baseUrl: string) {
  const api = async <T>(apiPath: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
    return (await response.json()) as T;
  };
  /** A demo account's token. */
  const login = async (email: string, password: string) =>
    (
      await api<{ token: string }>('/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      })
    ).token;
  return { api, login };
}
