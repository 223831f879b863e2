import { canOpenAgentCentre, isDemoAccount } from '@tala/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { sha256 } from '../lib/tokens.ts';
import { findActiveSession, type TActiveSession } from '../modules/session/session.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: TActiveSession | null;
  }
  interface FastifyInstance {
    /** preHandler: a live session is required (401 NOT_LOGGED_IN / SESSION_EXPIRED otherwise). */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a live session of a real account (demo accounts get REAL_ACCOUNT_REQUIRED). */
    requireRealAccount: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a live session of an agent (isAgent 1, 2, 41, 42; anyone else gets AGENT_ONLY). */
    requireAgent: (request: FastifyRequest) => Promise<void>;
    /** For public calls that answer more to a member: the live session, or null (no token, or a dead one). */
    trySession: (request: FastifyRequest) => Promise<TActiveSession | null>;
  }
}

/** Writing last_seen_at on every call would make each request a write; once a minute is enough. */
const TOUCH_AFTER_SECONDS = 60;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.length > 0 && token.length <= 128 ? token : null;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { db: TDb; idleMinutes: number }) => {
  app.decorateRequest('session', null);

  async function requireSession(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw new AppError('NOT_LOGGED_IN');
    const session = await findActiveSession(options.db, request.merchant.id, sha256(token), {
      idleMinutes: options.idleMinutes,
      touchAfterSeconds: TOUCH_AFTER_SECONDS,
    });
    if (!session) throw new AppError('SESSION_EXPIRED');
    request.session = session;
  }

  app.decorate('requireSession', requireSession);
  app.decorate('trySession', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return null;
    try {
      await requireSession(request);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
    return request.session;
  });
  app.decorate('requireRealAccount', async (request: FastifyRequest) => {
    await requireSession(request);
    if (request.session && isDemoAccount(request.session.agentType))
      throw new AppError('REAL_ACCOUNT_REQUIRED');
  });
  // Seed 001 §6, §8: only agent types open the agent centre; non-agents cannot log in to the agent side.
  app.decorate('requireAgent', async (request: FastifyRequest) => {
    await requireSession(request);
    if (request.session && !canOpenAgentCentre(request.session.agentType)) throw new AppError('AGENT_ONLY');
  });
});
