/**
 * Every address a message links to, built in one place: the storefront's real addresses
 * (`/profile/order/<id>`, decision 096). Links in mails sent before that read `/#/…`, and the
 * storefront still opens them at the same page.
 *
 * `origin` is PUBLIC_URL, else the store on this machine (`http://localhost:<PORT>`): never the
 * Host of the request that caused the mail, which a client chooses; a reset link built from it
 * would send the token to whoever named their own host (decision 094).
 */
export type StoreLinks = {
  home: string;
  order: (orderId: string) => string;
  adminOrder: (orderId: string) => string;
  resetPassword: (token: string) => string;
  forgotPassword: string;
};

export function storeOrigin(config: { PUBLIC_URL?: string; PORT: number }): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export function storeLinks(origin: string): StoreLinks {
  return {
    home: `${origin}/`,
    order: (orderId) => `${origin}/profile/order/${encodeURIComponent(orderId)}`,
    adminOrder: (orderId) => `${origin}/admin/orders/${encodeURIComponent(orderId)}`,
    resetPassword: (token) => `${origin}/reset-password?token=${encodeURIComponent(token)}`,
    forgotPassword: `${origin}/forgot-password`,
  };
}
