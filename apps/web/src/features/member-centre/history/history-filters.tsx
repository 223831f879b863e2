import { useTranslation } from 'react-i18next';
import {
  DayRangeFields,
  dayOf,
  SelectField,
  type TDayRange,
} from '../../../components/centre/filter-fields.tsx';

export const HISTORY_TYPES = [
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_REFUND',
  'WALLET_TRANSFER',
  'WALLET_TRANSFER_REFUND',
  'RECALL_ALL',
  'UPLINE_TRANSFER',
  'AGENT_TRANSFER',
  'ADJUSTMENT',
  'GAME_BET',
  'GAME_WIN',
  'GAME_ROLLBACK',
  'GAME_BONUS',
  'PROMO_BONUS',
  'PROMO_BONUS_RELEASE',
  'PROMO_BONUS_FORFEIT',
  'PROMO_REWARD',
  'AGENT_DIVIDEND',
  'AGENT_WAGE',
  'AGENT_SALARY',
  'AGENT_REALTIME',
  'POINTS_CASH',
  'POINTS_CONVERT',
  'VIP_BIRTHDAY',
  'MISSION_REWARD',
] as const;
const DAY_MS = 86_400_000;
export type THistoryForm = { type: string } & TDayRange;

/** The last 7 days, today included. */
export function initialRange(): TDayRange {
  const now = new Date();
  return { fromDate: dayOf(new Date(now.getTime() - 6 * DAY_MS)), toDate: dayOf(now) };
}

/** Local calendar days → ISO instants: from the start of the first day to the end of the last. */
export function toIsoRange(fromDate: string, toDate: string): { from: string; to: string } {
  const from = new Date(`${fromDate}T00:00:00`);
  const to = new Date(`${toDate}T23:59:59.999`);
  return { from: from.toISOString(), to: to.toISOString() };
}

export function HistoryFilters({
  value,
  onChange,
}: {
  value: THistoryForm;
  onChange: (next: THistoryForm) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <div className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3 lg:flex-1">
      <SelectField
        label={t('history.type')}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        testId="history-type-filter"
        className="col-span-2 sm:col-span-1"
      >
        <option value="">{t('history.allTypes')}</option>
        {HISTORY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`history.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <DayRangeFields
        value={value}
        onChange={(range) => onChange({ ...value, ...range })}
        labels={{ from: t('history.from'), to: t('history.to') }}
        testIdPrefix="history"
      />
    </div>
  );
}
