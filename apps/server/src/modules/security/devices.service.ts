import { MAX_LISTED_DEVICES, type TMemberDevice } from '@tala/contract/security/devices';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { revokeMemberSessions } from '../session/session.repository.ts';
import { countryOf } from '../system/visitor-location.ts';
import {
  deviceIdOfSession,
  findDevice,
  listMemberDevices,
  removeDevices,
  upsertDevice,
} from './devices.repository.ts';
import { describeUserAgent } from './user-agent.ts';
import type { TMemberRef } from './withdraw-password.service.ts';

export type TDeviceSighting = {
  merchantId: number;
  memberId: bigint;
  deviceId: string;
  ip: string;
  userAgent: string | null;
};

/** Whether the member trusts this browser (device cookie): only its hash is ever compared. */
export async function isTrustedDevice(db: TDb, sighting: Omit<TDeviceSighting, 'ip' | 'userAgent'>) {
  const row = await findDevice(db, sighting.merchantId, sighting.memberId, sha256(sighting.deviceId));
  return row?.trusted_at != null;
}

/**
 * Records the device a session opens on. Returns its row id (stored on the session, so removing the
 * device ends the session) and whether it was trusted before: the new-device notice goes out when not.
 */
export async function recordSessionDevice(
  db: TDb,
  sighting: TDeviceSighting,
  trust: boolean,
): Promise<{ deviceRowId: bigint; wasTrusted: boolean; name: string; country: string | null }> {
  const deviceHash = sha256(sighting.deviceId);
  const before = await findDevice(db, sighting.merchantId, sighting.memberId, deviceHash);
  const name = describeUserAgent(sighting.userAgent);
  const country = countryOf(sighting.ip, null);
  const deviceRowId = await upsertDevice(db, {
    merchantId: sighting.merchantId,
    memberId: sighting.memberId,
    deviceHash,
    name,
    userAgent: sighting.userAgent,
    ip: sighting.ip,
    country,
    trust,
  });
  return { deviceRowId, wasTrusted: before?.trusted_at != null, name, country };
}

export async function myDevices(
  db: TDb,
  ref: TMemberRef,
  sessionId: bigint,
): Promise<{ list: TMemberDevice[] }> {
  const current = await deviceIdOfSession(db, sessionId);
  const rows = await listMemberDevices(db, ref.merchantId, ref.memberId, MAX_LISTED_DEVICES);
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      trusted: row.trusted_at !== null,
      current: row.id === current,
      activeSessions: row.active_sessions,
      firstSeenAt: row.first_seen_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      lastIp: row.last_ip,
      country: row.last_country,
    })),
  };
}

/**
 * Removes one device: it is no longer trusted and its sessions end (the next sign-in there is a new
 * device again). The current device is removed by signing out, not here: removing it would end the
 * very session making the call.
 */
export async function removeMyDevice(db: TDb, ref: TMemberRef, sessionId: bigint, deviceRowId: bigint) {
  const current = await deviceIdOfSession(db, sessionId);
  if (current === deviceRowId) throw new AppError('FORBIDDEN');
  const result = await removeDevices(db, { ...ref, only: deviceRowId });
  if (result.removed === 0) throw new AppError('NOT_FOUND');
  return result;
}

/** "Sign out everywhere else": every other device loses its trust and its sessions. */
export async function removeOtherDevices(db: TDb, ref: TMemberRef, sessionId: bigint) {
  const current = await deviceIdOfSession(db, sessionId);
  const result = await removeDevices(db, { ...ref, ...(current === null ? {} : { except: current }) });
  // Then every other session, whatever its device (other tabs, sessions from before devices were kept).
  const rest = await revokeMemberSessions(db, ref.merchantId, ref.memberId, sessionId);
  return { removed: result.removed, sessionsEnded: result.sessionsEnded + rest };
}
