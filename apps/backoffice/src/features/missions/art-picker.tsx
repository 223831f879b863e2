import { MISSION_ARTS, type TMissionArt } from '@tala/contract/loyalty/missions';
import { MissionArt } from '@tala/ui/missions/mission-art';
import { useTranslation } from 'react-i18next';

/** A mission's artwork: one radio per key, each showing the tile players see and its name. */
export function MissionArtPicker({
  value,
  onChange,
}: {
  value: TMissionArt;
  onChange: (art: TMissionArt) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid="mission-art">
      <legend className="mb-1.5 text-xs font-medium text-muted">{t('missions.editor.art')}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {MISSION_ARTS.map((art) => (
          <label
            key={art}
            className={`flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border p-2 text-[11px] font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${art === value ? 'border-accent bg-accent/10 text-fg' : 'border-line text-muted hover:bg-surface-2'}`}
          >
            <input
              type="radio"
              name="mission-art"
              value={art}
              checked={art === value}
              onChange={() => onChange(art)}
              className="sr-only"
              data-testid={`mission-art-${art}`}
            />
            <MissionArt art={art} className="size-10" />
            <span className="truncate">{t(`missions.arts.${art}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
