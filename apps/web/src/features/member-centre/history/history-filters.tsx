import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';

export const HISTORY_TYPES = [
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_REFUND',
  'WALLET_TRANSFER',
  'WALLET_TRANSFER_REFUND',
  'RECALL_ALL',
  'UPLINE_TRANSFER',
  'ADJUSTMENT',
  'GAME_BET',
  'GAME_WIN',
  'GAME_ROLLBACK',
  'GAME_BONUS',
] as const;
const DAY_MS = 86_400_000;
export type THistoryForm = { type: string; fromDate: string; toDate: string };

function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last 7 days, today included. */
export function initialRange(): { fromDate: string; toDate: string } {
  const now = new Date();
  return { fromDate: localDate(new Date(now.getTime() - 6 * DAY_MS)), toDate: localDate(now) };
}

/** Local calendar days → ISO instants: from the start of the first day to the end of the last. */
export function toIsoRange(fromDate: string, toDate: string): { from: string; to: string } {
  const from = new Date(`${fromDate}T00:00:00`);
  const to = new Date(`${toDate}T23:59:59.999`);
  return { from: from.toISOString(), to: to.toISOString() };
}

const FIELD =
  'h-11 w-full rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg outline-none focus:border-accent';

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
      <label className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <span className="text-xs font-medium text-muted">{t('history.type')}</span>
        <span className="relative">
          <select
            className={`${FIELD} appearance-none pr-9`}
            value={value.type}
            onChange={(e) => onChange({ ...value, type: e.target.value })}
            data-testid="history-type-filter"
          >
            <option value="">{t('history.allTypes')}</option>
            {HISTORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`history.types.${type}`)}
              </option>
            ))}
          </select>
          <Icon
            name="chevron-down"
            className="pointer-events-none absolute top-3.5 right-3 size-4 text-muted"
          />
        </span>
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted">{t('history.from')}</span>
        <input
          type="date"
          className={FIELD}
          value={value.fromDate}
          max={value.toDate}
          onChange={(e) => e.target.value && onChange({ ...value, fromDate: e.target.value })}
          data-testid="history-from"
        />
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted">{t('history.to')}</span>
        <input
          type="date"
          className={FIELD}
          value={value.toDate}
          min={value.fromDate}
          onChange={(e) => e.target.value && onChange({ ...value, toDate: e.target.value })}
          data-testid="history-to"
        />
      </label>
    </div>
  );
}
