import { canOpenAgentCentre } from '@tala/contract/constants';
import { parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import type { TMemberInfo } from '@tala/contract/member/info';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { findMemberById, type TMemberRow, updateLanguage } from './member.repository.ts';

/** "917****567": enough for the member to recognise the number, not enough to read it off a screen. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 6) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}

/** "d***@example.com". */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`.slice(0, 130);
}

async function requireMember(db: TDb, merchantId: number, memberId: bigint): Promise<TMemberRow> {
  const member = await findMemberById(db, merchantId, memberId);
  // The session was checked a moment ago; a missing row means the session belongs to no one.
  if (!member) throw new AppError('SESSION_EXPIRED');
  return member;
}

export async function memberInfo(db: TDb, merchant: TMerchant, memberId: bigint): Promise<TMemberInfo> {
  const member = await requireMember(db, merchant.id, memberId);
  return {
    id: String(member.id),
    account: member.username,
    nickname: member.nickname || member.username,
    type: member.agent_type,
    isAgent: member.agent_type,
    toUpline: member.upline_id !== null,
    affiliateCode: canOpenAgentCentre(member.agent_type) ? member.affiliate_code : null,
    clubLabel: null,
    memberLabel: [],
    language: parseLanguage(member.language) ?? 'en',
    mobileMasked: maskMobile(member.mobile_num),
    emailMasked: maskEmail(member.email),
    currency: merchant.currency,
    registeredAt: new Date(member.created_at as unknown as Date).toISOString(),
  };
}

export async function memberAvatar(db: TDb, merchantId: number, memberId: bigint) {
  const member = await requireMember(db, merchantId, memberId);
  return { avatar: member.avatar, avatarType: member.avatar_type };
}

export async function changeLanguage(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  value: string,
): Promise<TLanguage> {
  const language = parseLanguage(value);
  if (!language) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'language', messageKey: 'validation.invalid_value' }],
    });
  }
  await updateLanguage(db, merchantId, memberId, language);
  return language;
}
