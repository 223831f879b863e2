import { canOpenAgentCentre } from '@tala/contract/constants';
import { DEFAULT_LANGUAGE, parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import type { TMemberInfo } from '@tala/contract/member/info';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { vipLabels } from '../vip/vip.service.ts';
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

/** `language`: the request's, which the club label's rank name is given in (decision 057). */
export async function memberInfo(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<TMemberInfo> {
  const member = await requireMember(db, merchant.id, memberId);
  const defaultLanguage = parseLanguage(merchant.defaultLanguage) ?? DEFAULT_LANGUAGE;
  const labels = await vipLabels(db, { merchantId: merchant.id, language, defaultLanguage }, memberId);
  return {
    id: String(member.id),
    account: member.username,
    nickname: member.nickname || member.username,
    type: member.agent_type,
    isAgent: member.agent_type,
    toUpline: member.upline_id !== null,
    affiliateCode: canOpenAgentCentre(member.agent_type) ? member.affiliate_code : null,
    clubLabel: labels.clubLabel,
    memberLabel: labels.memberLabel,
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
