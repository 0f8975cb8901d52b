import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { users } from '../db/schema/index';
import { AppError } from '../lib/errors';

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

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
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

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.forbidden);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });

/** The signed-in user of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', authMessages.missing);
  return request.user;
}
