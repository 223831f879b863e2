import type { TTeamPlayFigures } from '@tala/contract/agent/team';
import { useTranslation } from 'react-i18next';
import { Money, ProfitText } from '../../../components/centre/play-money.tsx';
import { FigureCard, ProfitFigureCard } from './figure-card.tsx';

/**
 * Play figures (bets, valid bets, wins, profit and loss) as team betting and user profit and loss show
 * them: four cards, four table cells, or a card's small grid. Profit and loss carries its sign.
 */
export function PlayTotals({ figures, testId }: { figures: TTeamPlayFigures; testId: string }) {
  const { t, i18n } = useTranslation('agent');
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid={testId}>
      <FigureCard icon="play" tone="brand" label={t('play.bets')} testId={`${testId}-count`}>
        {new Intl.NumberFormat(i18n.language).format(figures.bets)}
      </FigureCard>
      <FigureCard icon="ticket" label={t('play.validBets')} testId={`${testId}-bets`}>
        <Money amount={figures.validBets} />
      </FigureCard>
      <FigureCard icon="coins" tone="info" label={t('play.wins')} testId={`${testId}-wins`}>
        <Money amount={figures.wins} />
      </FigureCard>
      <ProfitFigureCard
        amount={figures.profitLoss}
        label={t('play.profitLoss')}
        testId={`${testId}-profit`}
      />
    </div>
  );
}

/** The four figures as table cells (right-aligned numbers). */
export function PlayCells({ figures, strong = false }: { figures: TTeamPlayFigures; strong?: boolean }) {
  const { i18n } = useTranslation();
  const cell = `px-3 py-3 text-right whitespace-nowrap tabular-nums ${strong ? 'font-bold text-fg' : 'text-fg'}`;
  return (
    <>
      <td className={cell}>{new Intl.NumberFormat(i18n.language).format(figures.bets)}</td>
      <td className={cell}>
        <Money amount={figures.validBets} />
      </td>
      <td className={cell}>
        <Money amount={figures.wins} />
      </td>
      <td className={cell}>
        <ProfitText amount={figures.profitLoss} />
      </td>
    </>
  );
}

/** The four figures as a card's two-by-two grid. */
export function PlayFacts({ figures }: { figures: TTeamPlayFigures }) {
  const { t, i18n } = useTranslation('agent');
  const facts = [
    {
      key: 'count',
      label: t('play.bets'),
      value: new Intl.NumberFormat(i18n.language).format(figures.bets),
    },
    { key: 'bets', label: t('play.validBets'), value: <Money amount={figures.validBets} /> },
    { key: 'wins', label: t('play.wins'), value: <Money amount={figures.wins} /> },
    { key: 'profit', label: t('play.profitLoss'), value: <ProfitText amount={figures.profitLoss} /> },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.key} className="min-w-0">
          <dt className="text-xs text-muted">{fact.label}</dt>
          <dd className="truncate font-semibold text-fg tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The four figures' column headers (after the row's own header cells). */
export function PlayHeaders({ className }: { className: string }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <th scope="col" className={`${className} text-right`}>
        {t('play.bets')}
      </th>
      <th scope="col" className={`${className} text-right`}>
        {t('play.validBets')}
      </th>
      <th scope="col" className={`${className} text-right`}>
        {t('play.wins')}
      </th>
      <th scope="col" className={`${className} text-right`}>
        {t('play.profitLoss')}
      </th>
    </>
  );
}
