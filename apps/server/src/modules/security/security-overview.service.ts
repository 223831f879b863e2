import type { TDb } from '../../db/database.ts';
import { maskEmail, maskMobile } from '../member/member.service.ts';
import { listLiveBankAccounts } from './bank-accounts.repository.ts';
import type { TMemberRef } from './withdraw-password.service.ts';

export async function securityOverview(db: TDb, ref: TMemberRef) {
  const member = await db
    .selectFrom('members')
    .select(['dialing_code', 'mobile_num', 'email', 'payee_name', 'payment_password_hash'])
    .where('merchant_id', '=', ref.merchantId)
    .where('id', '=', ref.memberId)
    .executeTakeFirstOrThrow();
  const mobile = maskMobile(member.mobile_num);
  return {
    mobile: mobile && member.dialing_code ? `+${member.dialing_code} ${mobile}` : mobile,
    email: maskEmail(member.email),
    hasRealName: Boolean(member.payee_name?.trim()),
    hasWithdrawPassword: member.payment_password_hash !== null,
    bankAccountCount: (await listLiveBankAccounts(db, ref.merchantId, ref.memberId)).length,
  };
}
