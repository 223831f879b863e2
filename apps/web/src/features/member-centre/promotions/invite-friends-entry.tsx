import { formatMoney } from '@tala/contract/money';
import type { TReferralFriend, TReferralStatus } from '@tala/contract/promotions/referrals';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/centre/panel.tsx';
import { ShareLinkPanel, signupLink } from '../../../components/centre/share-link-panel.tsx';
import { StatusChip, type TChipTone } from '../../../components/centre/status-chip.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { closeModal } from '../../../lib/modal-store.ts';
import { useReferrals } from '../../../lib/promotion-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

const TONES: Record<TReferralStatus, TChipTone> = {
  PENDING: 'warning',
  REWARDED: 'success',
  REFUSED: 'danger',
  LAPSED: 'neutral',
};

/**
 * Invite friends (seed 001 §2 member centre `referral`, issue 13, decision 052): the member's code, link and QR,
 * the programme's terms, what their friends have brought, and each friend's standing with what happens next.
 */
export function InviteFriendsEntry() {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const [page, setPage] = useState(1);
  const query = useReferrals(page);
  if (query.isPending) return <Skeleton className="h-80" />;
  if (!query.data) return null;
  const { code, programme, totals, friends } = query.data;
  const rule = programme?.rule;
  return (
    <div className="space-y-4" data-testid="invite-friends">
      <ShareLinkPanel
        title={t('referral.shareTitle')}
        icon="users"
        intro={
          rule ? (
            <p data-testid="referral-terms">
              {t('referral.terms', {
                amount: formatMoney(rule.amount, symbol),
                deposit: formatMoney(rule.minFirstDeposit, symbol),
                turnover: formatMoney(rule.minTurnover, symbol),
                days: rule.qualifyDays,
                friends: rule.maxFriends,
              })}
            </p>
          ) : (
            <p>{t('referral.noProgramme')}</p>
          )
        }
        code={code}
        link={signupLink(window.location.origin, 'referralCode', code)}
        texts={{ qr: t('referral.qr'), code: t('referral.code'), link: t('referral.link') }}
        testId="referral"
      >
        {programme ? (
          <Link
            to={`/promoDetail?id=${encodeURIComponent(programme.promotionId)}`}
            onClick={closeModal}
            className="inline-block text-sm font-semibold text-accent hover:underline"
          >
            {t('referral.rules', { title: programme.title })}
          </Link>
        ) : null}
      </ShareLinkPanel>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="referral-totals">
        <Figure label={t('referral.invited')} value={String(totals.invited)} />
        <Figure label={t('referral.pending')} value={String(totals.pending)} />
        <Figure label={t('referral.rewarded')} value={String(totals.rewarded)} />
        <div className="rounded-xl border border-line bg-surface-2 p-3">
          <dt className="text-xs text-muted">{t('referral.earned')}</dt>
          <dd className="text-lg font-black text-accent">
            <MoneyText amount={totals.earned} symbol={symbol} />
          </dd>
        </div>
      </dl>
      <Panel title={t('referral.friends')} icon="users">
        {friends.list.length === 0 ? (
          <EmptyState icon="users" title={t('referral.noFriends')} body={t('referral.noFriendsBody')} />
        ) : (
          <ul className="space-y-3">
            {friends.list.map((friend) => (
              <FriendRow key={`${friend.name}-${friend.registeredAt}`} friend={friend} symbol={symbol} />
            ))}
          </ul>
        )}
        <Pager page={page} totalPages={friends.totalPages} onChange={setPage} />
      </Panel>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-black text-fg tabular-nums">{value}</dd>
    </div>
  );
}

/** A friend, with what their status means for the member: the next step, or why no reward came. */
function FriendRow({ friend, symbol }: { friend: TReferralFriend; symbol: string }) {
  const { t, i18n } = useTranslation('member');
  const until = formatDate(friend.qualifyUntil, i18n.language);
  const hint =
    friend.status === 'PENDING'
      ? t(friend.hasDeposited ? 'referral.hints.betting' : 'referral.hints.deposit', { until })
      : friend.reason
        ? t(`referral.reasons.${friend.reason}`)
        : t('referral.hints.paid');
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 p-4"
      data-testid="referral-friend"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-fg">
          {friend.name}
          <span className="ms-2 text-xs font-normal text-muted">
            {t('referral.joined', { at: formatDate(friend.registeredAt, i18n.language) })}
          </span>
        </p>
        <p className="text-xs text-muted">{hint}</p>
      </div>
      <div className="flex items-center gap-3">
        {friend.reward ? (
          <MoneyText amount={friend.reward} symbol={symbol} className="font-black text-accent" />
        ) : null}
        <StatusChip tone={TONES[friend.status]}>{t(`referral.statuses.${friend.status}`)}</StatusChip>
      </div>
    </li>
  );
}
