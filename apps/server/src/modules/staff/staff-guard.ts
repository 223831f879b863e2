import { STAFF_COOKIE, STAFF_CSRF_HEADER, type TStaffRole } from '@tala/contract/backoffice/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { TActor } from './audit.service.ts';
import { canPerform, isStaffAction, PERMISSIONS, type TStaffAction } from './permissions.ts';
import {
  findLiveStaffSession,
  findStaffById,
  type TStaffRow,
  touchStaffSession,
} from './staff.repository.ts';
import { needsEnrolment, STAFF_ABSOLUTE_HOURS, STAFF_IDLE_MINUTES } from './staff-auth.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back-office action a /bo/api route performs (permissions.ts). */
    action?: TStaffAction;
  }
  interface FastifyRequest {
    staff: (TActor & { role: TStaffRole; sessionId: bigint; row: TStaffRow }) | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** last_seen_at is written at most once a minute, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;
/** Only the console's own calls ever use the cookie: it is scoped to /bo/ and strict same-site. */
const COOKIE_PATH = '/bo/';

export function readStaffCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === STAFF_COOKIE) {
      const value = rest.join('=');
      return value.length > 0 && value.length <= 128 ? value : null;
    }
  }
  return null;
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const maxAge = token ? STAFF_ABSOLUTE_HOURS * 3600 : 0;
  reply.header(
    'set-cookie',
    `${STAFF_COOKIE}=${token ?? ''}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  );
}

/** host[:port] with the scheme's default port dropped, or null for anything unparsable. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie-authenticated calls: a custom header (a cross-site form or image cannot send
 * one without a CORS preflight, which this server never grants) and, when the browser sends Origin,
 * the same host as the request.
 */
function checkCsrf(request: FastifyRequest): void {
  if (!MUTATING.has(request.method)) return;
  if (request.headers[STAFF_CSRF_HEADER] !== '1') throw new AppError('BO_CSRF_REJECTED');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const expected = hostOf(`${request.protocol}://${request.host}`);
  if (expected === null || hostOf(origin) !== expected) throw new AppError('BO_CSRF_REJECTED');
}

/** Enrolment-only sessions (admin/finance without an authenticator yet) may do just these. */
const ENROLMENT_ACTIONS: ReadonlySet<TStaffAction> = new Set(['auth.me', 'auth.totp', 'auth.logout']);

/** onRequest for every /bo/api route: CSRF, session, second-factor enrolment, then the matrix. */
export function staffGuard(db: TDb) {
  return async function guard(request: FastifyRequest): Promise<void> {
    const action = request.routeOptions.config.action;
    assert(isStaffAction(action), `route ${request.routeOptions.url} has no back-office action`);
    checkCsrf(request);
    if (PERMISSIONS[action] === 'public') return;
    const token = readStaffCookie(request);
    if (!token) throw new AppError('NOT_LOGGED_IN');
    const session = await findLiveStaffSession(db, request.merchant.id, sha256(token), STAFF_IDLE_MINUTES);
    if (!session) throw new AppError('SESSION_EXPIRED');
    const staff = await findStaffById(db, request.merchant.id, session.staffId);
    if (staff?.status !== 'ACTIVE') throw new AppError('SESSION_EXPIRED');
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
      await touchStaffSession(db, session.sessionId);
    if (needsEnrolment(staff) && !ENROLMENT_ACTIONS.has(action))
      throw new AppError('BO_TOTP_ENROLMENT_REQUIRED');
    if (!canPerform(staff.role, action)) throw new AppError('FORBIDDEN');
    request.staff = {
      merchantId: request.merchant.id,
      staffId: staff.id,
      username: staff.username,
      ip: request.ip,
      role: staff.role,
      sessionId: session.sessionId,
      row: staff,
    };
  };
}

/** The acting staff member inside a handler; the guard guarantees it for non-public actions. */
export function actorOf(request: FastifyRequest) {
  assert(request.staff, 'staff route reached without a staff session');
  return request.staff;
}
