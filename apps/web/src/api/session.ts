import type { CurrentUser, CurrentUserResponse, User } from '@electro/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { clearAuthToken, setAuthToken, useAuthToken, useTokenClaims } from '@/lib/auth-token';
import type { TokenClaims } from '@/lib/auth-token';
import { queryKeys } from '@/lib/query-keys';
import type { RedirectState } from '@/lib/safe-redirect';

export const NO_TOKEN_MESSAGE = 'No token found';

/**
 * The signed-in user: GET /users's answer, or the user a login, an account update or an avatar
 * upload answered with until GET /users answers again (those carry no `lastShippingAddress`).
 */
export type SessionUser = User & Partial<Pick<CurrentUser, 'lastShippingAddress'>>;

export const userQueryOptions = {
  queryKey: queryKeys.user,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SessionUser> => {
    const { user } = await api.get<CurrentUserResponse>('/users', { signal });
    return user;
  },
};

export type Session = {
  token: string | null;
  /** Decoded from the token: known at once, before GET /users answers. */
  claims: TokenClaims | null;
  /** The profile from GET /users; undefined while loading, null for guests. */
  user: SessionUser | null | undefined;
  isSignedIn: boolean;
  isAdmin: boolean;
  isLoading: boolean;
  /** Name for the header: the profile's, the token's, or 'Guest'. */
  displayName: string;
  /** Stores the token and refreshes user, cart and wishlist. The caller navigates. */
  login: (token: string, user?: User) => void;
  /**
   * Clears the session, toasts 'Logout successfully' and goes to /login, which signs the next
   * visitor in back to the page the logout was made from (docs/PRODUCT.md §6).
   */
  logout: () => void;
};

export function useSession(): Session {
  const token = useAuthToken();
  const claims = useTokenClaims();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const userQuery = useQuery({
    ...userQueryOptions,
    queryFn: (context) => {
      if (!token) throw new ApiError({ status: 401, message: NO_TOKEN_MESSAGE });
      return userQueryOptions.queryFn(context);
    },
    enabled: Boolean(token),
  });

  const login = useCallback(
    (newToken: string, user?: User) => {
      if (user) queryClient.setQueryData(queryKeys.user, user);
      // The token subscription in query-client.ts refetches user, cart and wishlist.
      setAuthToken(newToken);
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    clearAuthToken();
    toast.success('Logout successfully');
    const from: RedirectState = { from: `${pathname}${search}` };
    void navigate(paths.login.getHref(), { state: from });
  }, [navigate, pathname, search]);

  // One answer to "signed in?" for every part of the page: a token whose claims are unreadable
  // or expired shows no profile either (the cart said "Log in" under the customer's name).
  const isSignedIn = Boolean(token && claims);
  const user = isSignedIn ? userQuery.data : null;
  return {
    token,
    claims,
    user,
    isSignedIn,
    isAdmin: claims?.role === 'admin',
    isLoading: Boolean(token) && userQuery.isPending,
    displayName: user?.name || claims?.name || 'Guest',
    login,
    logout,
  };
}
