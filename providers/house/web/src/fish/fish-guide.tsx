import { type ReactNode, useEffect, useRef } from 'react';
import { FISH_RULES } from '../../../src/games/fish/fish-rules.ts';
import { t } from '../shared/i18n.ts';
import { FISH_ART } from './fish-art.ts';

/** One species drawn still on a small canvas: the guide and the rules page show the fish as they swim. */
export function FishPortrait({ species, size = 72 }: { species: string; size?: number }): ReactNode {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    const draw = FISH_ART[species];
    if (!canvas || !ctx || !draw) return;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = size * dpr;
    canvas.height = size * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.translate(size / 2, size / 2);
    draw(ctx, size * 0.8, 0.6);
  }, [species, size]);
  return (
    <canvas
      ref={ref}
      className="fish-portrait"
      style={{ width: size, height: size }}
      role="img"
      aria-label={t(`house.fish.species.${species}`)}
    />
  );
}

export function multiplierLabel(multipliers: readonly number[]): string {
  return multipliers.length > 1
    ? `×${Math.min(...multipliers)}–${Math.max(...multipliers)}`
    : `×${multipliers[0]}`;
}

export function FishGuide({ onClose }: { onClose: () => void }): ReactNode {
  return (
    <div className="fish-guide" role="dialog" aria-label={t('fish.guide')}>
      <div className="guide-head">
        <strong>{t('fish.guide')}</strong>
        <button type="button" className="icon-close" aria-label={t('shell.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <ul className="guide-grid">
        {FISH_RULES.species.map((species) => (
          <li key={species.id}>
            <FishPortrait species={species.id} size={56} />
            <span className="guide-name">{t(species.nameKey)}</span>
            <span className="guide-mult">{multiplierLabel(species.multipliers)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
