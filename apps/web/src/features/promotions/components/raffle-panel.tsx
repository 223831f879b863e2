import { formatMoney } from '@tala/contract/money';
import type { TPromotionDetail } from '@tala/contract/promotions/promotions';
import { raffleMessage, ticketFromDigest } from '@tala/contract/promotions/raffle';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function hmac(seed: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/**
 * A raffle's tickets, commitment and result (decision 053): before the draw the caller's tickets so far and the
 * SHA-256 of the seed; after it the seed, the counts, the caller's numbered tickets and the winners — each winning
 * ticket recomputed here, in the browser, from the seed (the scheme of `raffleMessage`).
 */
export function RafflePanel({ promotion }: { promotion: TPromotionDetail }) {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  const [verified, setVerified] = useState<null | 'ok' | 'bad' | 'unavailable'>(null);
  const raffle = promotion.raffle;
  if (!raffle) return null;
  const verify = async () => {
    if (!raffle.seed || raffle.totalTickets === null || !globalThis.crypto?.subtle) {
      setVerified('unavailable');
      return;
    }
    const seed = raffle.seed;
    const total = raffle.totalTickets;
    const hashOk = (await sha256Hex(seed)) === raffle.seedHash;
    const tickets = await Promise.all(
      raffle.winners.map(async (winner) =>
        ticketFromDigest(await hmac(seed, raffleMessage(promotion.id, winner.slot, winner.attempt)), total),
      ),
    );
    setVerified(
      hashOk && tickets.every((ticket, index) => ticket === raffle.winners[index]?.ticket) ? 'ok' : 'bad',
    );
  };
  const mine = raffle.mine;
  return (
    <section
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
      data-testid="raffle-panel"
    >
      <h2 className="text-lg font-bold text-fg">{t('promo.raffle.title')}</h2>
      {mine ? (
        <p className="flex items-center gap-2 text-sm text-fg" data-testid="raffle-tickets">
          <Icon name="ticket" className="size-4 text-accent" />
          {mine.first !== null && mine.tickets > 0
            ? t('promo.raffle.range', {
                count: mine.tickets,
                first: mine.first,
                last: mine.first + mine.tickets - 1,
              })
            : t('promo.raffle.count', { count: mine.tickets })}
        </p>
      ) : null}
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('promo.raffle.commitment')}</dt>
          <dd className="font-mono text-xs break-all text-fg">{raffle.seedHash}</dd>
        </div>
        {raffle.seed ? (
          <div>
            <dt className="text-xs text-muted">{t('promo.raffle.seed')}</dt>
            <dd className="font-mono text-xs break-all text-fg">{raffle.seed}</dd>
          </div>
        ) : null}
      </dl>
      {raffle.seed ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-muted">{t('promo.raffle.total')}</dt>
            <dd className="font-bold text-fg tabular-nums">{raffle.totalTickets}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('promo.raffle.entrants')}</dt>
            <dd className="font-bold text-fg tabular-nums">{raffle.entrants}</dd>
          </div>
          {raffle.drawnAt ? (
            <div>
              <dt className="text-xs text-muted">{t('promo.raffle.drawnAt')}</dt>
              <dd className="font-bold text-fg">{formatDateTime(raffle.drawnAt, i18n.language)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {raffle.seed ? null : <p className="text-xs text-muted">{t('promo.raffle.before')}</p>}
      {raffle.winners.length > 0 ? (
        <>
          <table className="w-full text-sm" data-testid="raffle-winners">
            <caption className="sr-only">{t('promo.raffle.winners')}</caption>
            <thead>
              <tr className="text-left text-xs text-muted">
                <th className="py-1 font-medium">{t('promo.raffle.prize')}</th>
                <th className="py-1 font-medium">{t('promo.raffle.winner')}</th>
                <th className="py-1 text-right font-medium">{t('promo.raffle.ticket')}</th>
              </tr>
            </thead>
            <tbody>
              {raffle.winners.map((winner) => (
                <tr key={winner.slot} className="border-t border-line">
                  <td className="py-1.5 font-bold text-accent tabular-nums">
                    {formatMoney(winner.amount, symbol)}
                  </td>
                  <td className="py-1.5 text-fg">{winner.name}</td>
                  <td className="py-1.5 text-right font-mono text-fg tabular-nums">#{winner.ticket}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" onClick={() => void verify()} data-testid="raffle-verify">
              {t('promo.raffle.verify')}
            </Button>
            {verified ? (
              <span
                className={`text-sm font-semibold ${verified === 'ok' ? 'text-success' : 'text-danger'}`}
                role="status"
                data-testid="raffle-verified"
              >
                {t(`promo.raffle.verified.${verified}`)}
              </span>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
