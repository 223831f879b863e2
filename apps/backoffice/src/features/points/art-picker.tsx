import { REWARD_ARTS, type TRewardArt } from '@tala/contract/loyalty/points';
import { useTranslation } from 'react-i18next';
import { RewardArt } from './reward-art.tsx';

/** The artwork of a reward: one radio per key, each showing its tile and name. */
export function ArtPicker({ value, onChange }: { value: TRewardArt; onChange: (art: TRewardArt) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid="reward-art">
      <legend className="mb-1.5 text-xs font-medium text-muted">{t('points.editor.art')}</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {REWARD_ARTS.map((art) => (
          <label
            key={art}
            className={`flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border p-2 text-[11px] font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${art === value ? 'border-accent bg-accent/10 text-fg' : 'border-line text-muted hover:bg-surface-2'}`}
          >
            <input
              type="radio"
              name="reward-art"
              value={art}
              checked={art === value}
              onChange={() => onChange(art)}
              className="sr-only"
              data-testid={`reward-art-${art}`}
            />
            <RewardArt art={art} />
            <span className="truncate">{t(`points.arts.${art}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
