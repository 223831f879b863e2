import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { findChannelByCode, updateChannelNames } from './deposit-channels.repository.ts';
import { listBoDepositChannels } from './deposit-channels.service.ts';

/**
 * Renames a deposit channel in any of the interface languages (validated per language by the contract's
 * localized-text schema before it gets here). Money settings are not touched; the change is audited.
 */
export async function renameDepositChannel(db: TDb, actor: TActor, code: string, names: TLocalizedText) {
  await db.transaction().execute(async (trx) => {
    const before = await findChannelByCode(trx, actor.merchantId, code);
    if (!before) throw new AppError('NOT_FOUND');
    await updateChannelNames(trx, actor.merchantId, code, names);
    await writeAudit(trx, actor, {
      action: 'payments.channel.names',
      targetType: 'deposit_channel',
      targetId: code,
      before: before.names,
      after: names,
    });
  });
  return { channels: await listBoDepositChannels(db, actor.merchantId) };
}
