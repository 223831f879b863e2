import type { TGameTile } from '@tala/contract/games/catalogue';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { GameGrid } from './game-grid.tsx';

const SUGGESTION_COLUMNS = 'grid grid-cols-2 gap-3 sm:grid-cols-3';
const MAX_SHOWN = 6;

/** Seed 001 §8: game maintenance, suggesting popular games that can be played now. */
export function MaintenanceDialog({
  tile,
  message,
  games,
  onClose,
}: {
  /** The game or room that is down (only its code and name are shown). */
  tile: Pick<TGameTile, 'code' | 'name'> | null;
  message: string | null;
  games: readonly TGameTile[];
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const shown = games.filter((game) => game.code !== tile?.code).slice(0, MAX_SHOWN);
  return (
    <Modal
      open={tile !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('launch.maintenanceTitle')}
      width={640}
      testId="game-maintenance"
    >
      <div className="space-y-5">
        <div className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3.5">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-warning/20 text-warning">
            <Icon name="wrench" className="size-5" />
          </span>
          <p className="text-sm text-fg" data-testid="game-maintenance-message">
            {message ?? t('launch.maintenanceFallback', { game: tile?.name ?? '' })}
          </p>
        </div>
        {shown.length > 0 ? (
          <div className="space-y-3">
            <h3 className="text-sm font-bold text-fg">{t('launch.suggestions')}</h3>
            <GameGrid tiles={shown} columns={SUGGESTION_COLUMNS} testId="maintenance-suggestions" />
          </div>
        ) : (
          <p className="text-sm text-muted">{t('launch.noSuggestions')}</p>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose} defaultAction>
            {t('launch.ok')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
