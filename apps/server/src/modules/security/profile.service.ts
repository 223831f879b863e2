import type { TProfile, TProfileUpdate } from '@tala/contract/security/profile';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskEmail, maskMobile } from '../member/member.service.ts';
import type { TMemberRef } from './withdraw-password.service.ts';

async function loadProfileRows(db: TDb, ref: TMemberRef) {
  const member = await db
    .selectFrom('members')
    .leftJoin('members as upline', 'upline.id', 'members.upline_id')
    .select([
      'members.username',
      'members.nickname',
      'members.payee_name',
      'members.id_number',
      'members.dialing_code',
      'members.mobile_num',
      'members.email',
      'members.qq_num',
      'members.line_id',
      'members.whatsapp',
      'members.facebook',
      'members.wechat',
      'upline.username as referrer',
    ])
    .where('members.merchant_id', '=', ref.merchantId)
    .where('members.id', '=', ref.memberId)
    .executeTakeFirstOrThrow();
  const extra = await db
    .selectFrom('member_profiles')
    .select([
      sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday'),
      'address',
      'nationality',
      'occupation',
      'source_of_income',
      'telegram',
      'zalo',
      'skype',
    ])
    .where('merchant_id', '=', ref.merchantId)
    .where('member_id', '=', ref.memberId)
    .executeTakeFirst();
  return { member, extra };
}

/** The ID number is shown masked like the mobile: the screen confirms it is set, it does not reveal it. */
export async function myProfile(db: TDb, ref: TMemberRef): Promise<TProfile> {
  const { member, extra } = await loadProfileRows(db, ref);
  const mobile = maskMobile(member.mobile_num);
  return {
    account: member.username,
    nickname: member.nickname,
    realName: member.payee_name,
    idNumber: member.id_number ? `****${member.id_number.slice(-4)}` : null,
    mobile: mobile && member.dialing_code ? `+${member.dialing_code} ${mobile}` : mobile,
    email: maskEmail(member.email),
    referrer: member.referrer ?? null,
    birthday: extra?.birthday ?? null,
    address: extra?.address ?? null,
    nationality: extra?.nationality ?? null,
    occupation: extra?.occupation ?? null,
    sourceOfIncome: extra?.source_of_income ?? null,
    contacts: {
      qq: member.qq_num,
      whatsapp: member.whatsapp,
      facebook: member.facebook,
      telegram: extra?.telegram ?? null,
      line: member.line_id,
      zalo: extra?.zalo ?? null,
      wechat: member.wechat,
      skype: extra?.skype ?? null,
    },
  };
}

const empty = (value: string | null | undefined) => (value === '' ? null : value);

/**
 * Saves the editable fields (decision 006). Real name and ID number are set-once: accepted while
 * empty (the conditional update wins once under a race), SEC_FIELD_LOCKED afterwards.
 */
export async function updateMyProfile(db: TDb, ref: TMemberRef, input: TProfileUpdate): Promise<TProfile> {
  if (input.birthday && Number.isNaN(Date.parse(`${input.birthday}T00:00:00Z`))) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'birthday', messageKey: 'validation.date' }],
    });
  }
  await db.transaction().execute(async (trx) => {
    await setOnce(trx, ref, 'payee_name', input.realName);
    await setOnce(trx, ref, 'id_number', input.idNumber);
    const c = input.contacts ?? {};
    const memberChanges = {
      nickname: input.nickname,
      qq_num: empty(c.qq),
      line_id: empty(c.line),
      whatsapp: empty(c.whatsapp),
      facebook: empty(c.facebook),
      wechat: empty(c.wechat),
    };
    const memberSet = Object.fromEntries(Object.entries(memberChanges).filter(([, v]) => v !== undefined));
    if (Object.keys(memberSet).length > 0) {
      await trx
        .updateTable('members')
        .set(memberSet)
        .where('merchant_id', '=', ref.merchantId)
        .where('id', '=', ref.memberId)
        .execute();
    }
    await saveExtra(trx, ref, input);
  });
  return myProfile(db, ref);
}

async function setOnce(
  trx: TDb,
  ref: TMemberRef,
  column: 'payee_name' | 'id_number',
  value: string | undefined,
): Promise<void> {
  if (value === undefined) return;
  const row = await trx
    .updateTable('members')
    .set({ [column]: value })
    .where('merchant_id', '=', ref.merchantId)
    .where('id', '=', ref.memberId)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '=', '')]))
    .returning(column)
    .executeTakeFirst();
  if (!row) {
    const current = await trx
      .selectFrom('members')
      .select(column)
      .where('id', '=', ref.memberId)
      .executeTakeFirstOrThrow();
    // Sending the same value again (a form re-submitted whole) is not a change.
    if (current[column] !== value) throw new AppError('SEC_FIELD_LOCKED');
  }
}

async function saveExtra(trx: TDb, ref: TMemberRef, input: TProfileUpdate): Promise<void> {
  const c = input.contacts ?? {};
  const changes = Object.fromEntries(
    Object.entries({
      birthday: input.birthday,
      address: empty(input.address),
      nationality: empty(input.nationality),
      occupation: empty(input.occupation),
      source_of_income: empty(input.sourceOfIncome),
      telegram: empty(c.telegram),
      zalo: empty(c.zalo),
      skype: empty(c.skype),
    }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(changes).length === 0) return;
  await trx
    .insertInto('member_profiles')
    .values({ merchant_id: ref.merchantId, member_id: ref.memberId, ...changes })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'member_id']).doUpdateSet({ ...changes, updated_at: sql`now()` }),
    )
    .execute();
}
