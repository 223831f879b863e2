import type { TGameTile } from '@tala/contract/games/catalogue';
import { Modal } from '@tala/ui/modal';
import { useTranslation } from 'react-i18next';
import { CatalogueResults } from './catalogue-results.tsx';

const LOBBY_COLUMNS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4';

/** Seed 001 §2: a vendor entry (isGame 0) opens a popup list of that vendor's games. */
export function VendorLobbyDialog({ entry, onClose }: { entry: TGameTile | null; onClose: () => void }) {
  const { t } = useTranslation('games');
  return (
    <Modal
      open={entry !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('launch.lobbyTitle', { vendor: entry?.vendorName ?? '' })}
      width={880}
      testId="vendor-lobby"
    >
      {entry ? (
        <CatalogueResults
          filters={{ gameType: entry.gameType, vassalage: entry.vassalage }}
          columns={LOBBY_COLUMNS}
        />
      ) : null}
    </Modal>
  );
}
