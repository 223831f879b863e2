import { parseLanguage } from '@tala/contract/i18n/languages';
import { translate } from '../../lib/i18n.ts';
import type { TMessaging } from '../../lib/messaging/messaging.ts';
import type { TMemberRow } from '../member/member.repository.ts';
import type { TClientContext } from './client-context.ts';

/**
 * "A new device signed in to your account" (issue 10 §8): when, where (device, IP, country) and what
 * to do if it was not the member. By e-mail when the member has one, else by SMS. Best effort: the
 * sign-in already happened, so a provider failure must not turn it into an error.
 */
export async function sendNewDeviceNotice(
  messaging: TMessaging,
  ctx: TClientContext,
  member: TMemberRow,
  device: { name: string; country: string | null },
): Promise<void> {
  const lang = parseLanguage(member.language) ?? ctx.lang;
  const { name: brand, settings } = ctx.merchant;
  const when = new Intl.DateTimeFormat(lang, {
    timeZone: settings.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date());
  const params = {
    brand,
    username: member.username,
    time: `${when} (${settings.timeZone})`,
    device: device.name || translate(lang, 'server:unknown_device'),
    ip: ctx.ip,
    country: device.country ?? '—',
  };
  try {
    if (member.email) {
      await messaging.mail.send({
        merchantId: ctx.merchant.id,
        to: member.email,
        subject: translate(lang, 'server:new_device_subject', params),
        text: translate(lang, 'server:new_device_body', params),
      });
    } else if (member.mobile_num && member.dialing_code) {
      await messaging.sms.send({
        merchantId: ctx.merchant.id,
        to: `+${member.dialing_code}${member.mobile_num}`,
        text: translate(lang, 'server:new_device_sms', params),
      });
    }
  } catch {
    // Delivery is retried by nobody: the notice is a courtesy, the device list shows the sign-in anyway.
  }
}
