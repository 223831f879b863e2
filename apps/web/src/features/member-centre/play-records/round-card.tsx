import type { TRecallRound } from '@tala/contract/play-records/game-recall';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { CopyButton } from '../../../components/centre/copy-button.tsx';
import { Money, ProfitText } from '../../../components/centre/play-money.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { BetStatusChip } from './bet-status.tsx';
import { ProviderRoundFrame } from './provider-round-frame.tsx';
import { DetailList, RecallValue } from './recall-value.tsx';

/** The head of a round: game, vendor, time, status and its P&L. */
export function RoundHead({ round }: { round: TRecallRound }) {
  const { i18n } = useTranslation('member');
  return (
    <div className="flex min-w-0 flex-1 items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="truncate font-bold text-fg" data-testid="recall-game">
          {round.gameName}
        </p>
        <p className="truncate text-xs text-muted">{round.vendorName}</p>
        <p className="truncate text-xs text-faint">
          {formatDateTime(round.time, i18n.language)} · #{round.roundId}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <ProfitText amount={round.profit} className="text-sm" />
        <BetStatusChip status={round.status} />
      </div>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-surface-2 px-3 py-2">
      <p className="truncate text-[11px] font-medium text-muted">{label}</p>
      <p className="truncate text-sm font-semibold text-fg tabular-nums">{children}</p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-bold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Everything about one round: money, the provider's outcome and details, and the fairness proof. */
export function RoundBody({ round }: { round: TRecallRound }) {
  const { t, i18n } = useTranslation('member');
  const dash = <span className="text-faint">—</span>;
  return (
    <div className="space-y-5" data-testid="recall-body">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label={t('plays.stake')}>
          <Money amount={round.stake} />
        </Figure>
        <Figure label={t('plays.win')}>
          <Money amount={round.win} />
        </Figure>
        <Figure label={t('plays.profit')}>
          <ProfitText amount={round.profit} />
        </Figure>
        <Figure label={t('plays.recall.balanceBefore')}>
          {round.balanceBefore ? <Money amount={round.balanceBefore} /> : dash}
        </Figure>
        <Figure label={t('plays.recall.balanceAfter')}>
          {round.balanceAfter ? <Money amount={round.balanceAfter} /> : dash}
        </Figure>
        <Figure label={t('plays.recall.bets')}>{round.betCount}</Figure>
      </div>
      {round.pageUrl ? (
        // A lottery slip: the house's page shows it whole (its draws' results and proofs, pending bets too).
        <Section title={t('plays.recall.slip')}>
          <ProviderRoundFrame
            url={round.pageUrl}
            title={t('plays.recall.slipFrame', { round: round.roundId })}
            openLabel={t('plays.recall.openSlip')}
          />
        </Section>
      ) : (
        <OutcomeSection round={round} />
      )}
      <Section title={t('plays.recall.round')}>
        <DetailList
          entries={[
            { key: '@providerRound', label: t('plays.recall.providerRound'), value: round.providerRoundId },
            {
              key: '@settledAt',
              label: t('plays.recall.settledAt'),
              value: formatDateTime(round.settledAt, i18n.language),
            },
            ...round.details,
          ]}
        />
      </Section>
      {round.pageUrl ? null : <ProofSection round={round} />}
    </div>
  );
}

/** What the provider sent as the round's outcome, drawn generically (recall-value.tsx). */
function OutcomeSection({ round }: { round: TRecallRound }) {
  const { t } = useTranslation('member');
  return (
    <Section title={t('plays.recall.outcome')}>
      {round.outcome === null ? (
        <p className="text-sm text-muted">
          {round.status === 'VOID' ? t('plays.recall.voidOutcome') : t('plays.recall.noOutcome')}
        </p>
      ) : (
        <div data-testid="recall-outcome">
          <RecallValue value={round.outcome} />
        </div>
      )}
    </Section>
  );
}

function ProofRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <div className="min-w-0 flex-1">
        <p className="text-[11px] font-medium text-muted">{label}</p>
        <p className="truncate font-mono text-xs text-fg" title={value}>
          {value}
        </p>
      </div>
      <CopyButton value={value} label={label} />
    </div>
  );
}

/** The provably-fair commitment, and the provider's verify page when it has one. */
function ProofSection({ round }: { round: TRecallRound }) {
  const { t } = useTranslation('member');
  if (!round.proof) return null;
  const { proof } = round;
  return (
    <Section title={t('plays.recall.proof')}>
      <div className="space-y-3 rounded-xl border border-line bg-surface-2/60 p-3" data-testid="recall-proof">
        <ProofRow label={t('plays.recall.serverSeedHash')} value={proof.serverSeedHash} />
        <ProofRow label={t('plays.recall.clientSeed')} value={proof.clientSeed} />
        <ProofRow label={t('plays.recall.nonce')} value={String(proof.nonce)} />
        {proof.serverSeed ? (
          <ProofRow label={t('plays.recall.serverSeed')} value={proof.serverSeed} />
        ) : round.proofPageUrl ? null : (
          <p className="text-xs text-muted">{t('plays.recall.notRevealed')}</p>
        )}
        {round.proofPageUrl ? (
          // The detail above was stored when the round ended; the provider's proof shows the server seed
          // once it is revealed, whenever that is, and checks the round in this browser.
          <ProviderRoundFrame
            url={round.proofPageUrl}
            title={t('plays.recall.proofFrame', { round: round.roundId })}
            testId="recall-proof-frame"
          />
        ) : null}
        {round.verifyUrl ? (
          <a
            href={round.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="recall-verify"
            className="inline-flex h-9 items-center gap-2 rounded-lg bg-accent px-3.5 text-sm font-semibold text-accent-contrast hover:bg-accent-strong"
          >
            <Icon name="shield" className="size-4" />
            {t('plays.recall.verify')}
          </a>
        ) : null}
      </div>
    </Section>
  );
}
