import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { addResponses } from '../route-docs';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

export type AuthUser = {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
};

export type TokenSigner = {
  sign: (user: AuthUser & { tokenVersion: number }) => Promise<string>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    tokens: TokenSigner;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const authMessages = {
  missing: 'You are not logged in. Please log in to get access.',
  invalid: 'Your session is invalid or has expired. Please log in again.',
  forbidden: 'You are not allowed to do this.',
} as const;

/** What an answer that depends on the caller's token says to caches on the way. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

function readToken(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const token = authorization.slice(7).trim();
    if (token) return token;
  }
  return null;
}

async function authPlugin(
  app: FastifyInstance,
  options: { secret: Uint8Array; ttlSeconds: number },
) {
  const { secret, ttlSeconds } = options;

  app.decorate('tokens', {
    sign: (user) =>
      new SignJWT({
        userId: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        tv: user.tokenVersion,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret),
  });

  app.decorateRequest('user', null);

  // An answer that read the token is this person's alone (a profile, a cart, an order, the
  // admin's figures), and so is its 401 or 403: no shared cache (a CDN, a proxy with a default
  // lifetime) may keep it or hand it to someone else. Public answers keep their own headers.
  const personal = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (personal.has(request)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    personal.add(request);
    if (request.user) return request.user;
    const token = readToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', authMessages.missing);
    let payload: JWTPayload & { userId?: unknown; tv?: unknown };
    try {
      ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
    } catch {
      throw new AppError('UNAUTHORIZED', authMessages.invalid);
    }
    if (typeof payload.userId !== 'string' || typeof payload.tv !== 'number') {
      throw new AppError('UNAUTHORIZED', authMessages.invalid);
    }
    // The role and the token version are read fresh: a demoted admin or a changed password
    // takes effect at once, not when the token expires.
    const [row] = await app.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, payload.userId))
      .limit(1);
    if (!row || row.tokenVersion !== payload.tv) {
      throw new AppError('UNAUTHORIZED', authMessages.invalid);
    }
    request.user = { id: row.id, name: row.name, email: row.email, role: row.role };
    return request.user;
  }

  const requireUser = async (request: FastifyRequest) => {
    await authenticate(request);
  };
  const requireAdmin = async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', requireAdmin);

  // A route guarded by its own onRequest says so in the OpenAPI document.
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat();
    if (hooks.includes(requireAdmin)) documentGuard(route, 'admin');
    else if (hooks.includes(requireUser)) documentGuard(route, 'user');
  });
}

/** Security schemes and the 401 (and, for admins, 403) a guarded route can answer. */
function documentGuard(route: RouteOptions, level: 'user' | 'admin') {
  const schema = (route.schema ??= {}) as { security?: unknown };
  schema.security = [{ token: [] }, { bearer: [] }];
  addResponses(route, level === 'admin' ? [401, 403] : [401]);
}

/**
 * Guards every route the calling plugin registers after this call (a module of signed-in
 * routes), and documents it on each.
 */
export function requireForAll(app: FastifyInstance, level: 'user' | 'admin') {
  app.addHook('onRequest', level === 'admin' ? app.requireAdmin : app.requireUser);
  app.addHook('onRoute', (route) => documentGuard(route, level));
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });

/** The signed-in user of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', authMessages.missing);
  return request.user;
}
