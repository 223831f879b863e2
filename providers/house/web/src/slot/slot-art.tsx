import type { ReactNode } from 'react';
import type { TSlotSymbol } from '../../../src/games/slot/slot-symbols.ts';
import { t } from '../shared/i18n.ts';

/**
 * The slot's symbol artwork, drawn in code as one SVG sprite (no image files): every reel cell is a
 * tiny <use> of these, so a 370-cell strip costs almost nothing to render and scales crisply.
 */
const GEMS: Record<'ruby' | 'emerald' | 'diamond', { light: string; mid: string; dark: string }> = {
  ruby: { light: '#ff9bb0', mid: '#e8254f', dark: '#7a0822' },
  emerald: { light: '#a6ffd2', mid: '#17c27a', dark: '#05512f' },
  diamond: { light: '#ffffff', mid: '#7fd6ff', dark: '#1f5fc4' },
};

const LETTERS: Record<
  'ace' | 'king' | 'queen' | 'jack' | 'ten',
  { text: string; top: string; bottom: string }
> = {
  ace: { text: 'A', top: '#ff8a9a', bottom: '#c4123e' },
  king: { text: 'K', top: '#8fd8ff', bottom: '#1d5fd6' },
  queen: { text: 'Q', top: '#d6adff', bottom: '#6a2fd6' },
  jack: { text: 'J', top: '#8ff5bf', bottom: '#0e8f57' },
  ten: { text: '10', top: '#ffd38a', bottom: '#d6701a' },
};

function Gradients(): ReactNode {
  return (
    <>
      {Object.entries(GEMS).map(([id, c]) => (
        <linearGradient key={id} id={`sg-${id}`} x1="0.2" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor={c.light} />
          <stop offset="0.45" stopColor={c.mid} />
          <stop offset="1" stopColor={c.dark} />
        </linearGradient>
      ))}
      {Object.entries(LETTERS).map(([id, c]) => (
        <linearGradient key={id} id={`sg-${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.18" stopColor={c.top} />
          <stop offset="1" stopColor={c.bottom} />
        </linearGradient>
      ))}
      <linearGradient id="sg-gold" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#fff3b0" />
        <stop offset="0.4" stopColor="#ffcf5c" />
        <stop offset="1" stopColor="#b7740c" />
      </linearGradient>
      <radialGradient id="sg-wild" cx="0.5" cy="0.4" r="0.6">
        <stop offset="0" stopColor="#b99cff" />
        <stop offset="0.6" stopColor="#6b3df0" />
        <stop offset="1" stopColor="#2a0f7a" />
      </radialGradient>
      <radialGradient id="sg-glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#fff6c2" stopOpacity="0.95" />
        <stop offset="0.5" stopColor="#ffcf5c" stopOpacity="0.35" />
        <stop offset="1" stopColor="#ffcf5c" stopOpacity="0" />
      </radialGradient>
    </>
  );
}

function Crown(): ReactNode {
  return (
    <symbol id="slot-crown" viewBox="0 0 100 100">
      <path
        d="M16 70 L11 30 L32 49 L50 19 L68 49 L89 30 L84 70 Z"
        fill="url(#sg-gold)"
        stroke="#7a4a06"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect
        x="15"
        y="68"
        width="70"
        height="14"
        rx="4"
        fill="url(#sg-gold)"
        stroke="#7a4a06"
        strokeWidth="3"
      />
      <circle cx="11" cy="29" r="6" fill="url(#sg-ruby)" stroke="#7a4a06" strokeWidth="2" />
      <circle cx="50" cy="17" r="7" fill="url(#sg-diamond)" stroke="#7a4a06" strokeWidth="2" />
      <circle cx="89" cy="29" r="6" fill="url(#sg-ruby)" stroke="#7a4a06" strokeWidth="2" />
      <circle cx="32" cy="75" r="4" fill="url(#sg-emerald)" />
      <circle cx="50" cy="75" r="4.5" fill="url(#sg-ruby)" />
      <circle cx="68" cy="75" r="4" fill="url(#sg-emerald)" />
      <path d="M24 60 Q50 52 76 60" fill="none" stroke="#fff7cf" strokeOpacity="0.6" strokeWidth="2.5" />
    </symbol>
  );
}

function Diamond(): ReactNode {
  return (
    <symbol id="slot-diamond" viewBox="0 0 100 100">
      <path
        d="M28 24 L72 24 L90 42 L50 90 L10 42 Z"
        fill="url(#sg-diamond)"
        stroke="#0d3a84"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M10 42 L90 42 M28 24 L38 42 L50 24 L62 42 L72 24 M38 42 L50 90 L62 42"
        fill="none"
        stroke="#e9f8ff"
        strokeOpacity="0.75"
        strokeWidth="2"
      />
      <path d="M30 28 L46 28 L36 40 Z" fill="#ffffff" fillOpacity="0.7" />
    </symbol>
  );
}

function Ruby(): ReactNode {
  return (
    <symbol id="slot-ruby" viewBox="0 0 100 100">
      <path
        d="M50 12 L78 26 L88 50 L78 74 L50 88 L22 74 L12 50 L22 26 Z"
        fill="url(#sg-ruby)"
        stroke="#5c0418"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M50 30 L65 37 L70 50 L65 63 L50 70 L35 63 L30 50 L35 37 Z"
        fill="#ff6b88"
        fillOpacity="0.45"
        stroke="#ffd0da"
        strokeOpacity="0.7"
        strokeWidth="2"
      />
      <path
        d="M50 12 L50 30 M78 26 L65 37 M88 50 L70 50 M78 74 L65 63 M50 88 L50 70 M22 74 L35 63 M12 50 L30 50 M22 26 L35 37"
        stroke="#ffd0da"
        strokeOpacity="0.55"
        strokeWidth="2"
      />
      <ellipse cx="40" cy="36" rx="7" ry="4" fill="#ffffff" fillOpacity="0.7" transform="rotate(-30 40 36)" />
    </symbol>
  );
}

function Emerald(): ReactNode {
  return (
    <symbol id="slot-emerald" viewBox="0 0 100 100">
      <path
        d="M32 12 L68 12 L82 26 L82 74 L68 88 L32 88 L18 74 L18 26 Z"
        fill="url(#sg-emerald)"
        stroke="#033a20"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M38 25 L62 25 L69 32 L69 68 L62 75 L38 75 L31 68 L31 32 Z"
        fill="#5ff0aa"
        fillOpacity="0.35"
        stroke="#d4ffe9"
        strokeOpacity="0.7"
        strokeWidth="2"
      />
      <path
        d="M32 12 L38 25 M68 12 L62 25 M82 26 L69 32 M82 74 L69 68 M68 88 L62 75 M32 88 L38 75 M18 74 L31 68 M18 26 L31 32"
        stroke="#d4ffe9"
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      <rect x="36" y="30" width="7" height="22" rx="3" fill="#ffffff" fillOpacity="0.55" />
    </symbol>
  );
}

function Gems(): ReactNode {
  return (
    <>
      <Diamond />
      <Ruby />
      <Emerald />
    </>
  );
}

function Letters(): ReactNode {
  return (
    <>
      {Object.entries(LETTERS).map(([id, c]) => (
        <symbol key={id} id={`slot-${id}`} viewBox="0 0 100 100">
          <text
            x="50"
            y="72"
            textAnchor="middle"
            fontFamily="Georgia, 'Times New Roman', serif"
            fontWeight="900"
            fontSize={c.text.length > 1 ? 58 : 72}
            fill={`url(#sg-${id})`}
            stroke="#10131f"
            strokeWidth="5"
            paintOrder="stroke"
            letterSpacing={c.text.length > 1 ? -4 : 0}
          >
            {c.text}
          </text>
        </symbol>
      ))}
    </>
  );
}

/** Wild and scatter carry a word; it comes from the bundle so a Chinese player reads 百搭, not WILD. */
function Specials(): ReactNode {
  const rays = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <>
      <symbol id="slot-wild" viewBox="0 0 100 100">
        {rays.map((angle) => (
          <path
            key={angle}
            d="M50 50 L46 4 L54 4 Z"
            fill="#ffcf5c"
            fillOpacity="0.35"
            transform={`rotate(${angle} 50 50)`}
          />
        ))}
        <circle cx="50" cy="50" r="34" fill="url(#sg-wild)" stroke="url(#sg-gold)" strokeWidth="6" />
        <text
          x="50"
          y="58"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="900"
          fontSize="21"
          fill="url(#sg-gold)"
          stroke="#2a0f7a"
          strokeWidth="3"
          paintOrder="stroke"
          textLength="56"
          lengthAdjust="spacingAndGlyphs"
        >
          {t('slot.art.wild')}
        </text>
      </symbol>
      <symbol id="slot-scatter" viewBox="0 0 100 100">
        <circle cx="50" cy="44" r="44" fill="url(#sg-glow)" />
        <path
          d="M50 8 L59 32 L84 28 L66 46 L80 68 L55 60 L50 84 L45 60 L20 68 L34 46 L16 28 L41 32 Z"
          fill="url(#sg-gold)"
          stroke="#8a4b00"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx="50" cy="46" r="11" fill="url(#sg-ruby)" stroke="#8a4b00" strokeWidth="2" />
        <rect
          x="12"
          y="74"
          width="76"
          height="20"
          rx="10"
          fill="#e8254f"
          stroke="url(#sg-gold)"
          strokeWidth="3"
        />
        <text
          x="50"
          y="89"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="900"
          fontSize="14"
          fill="#fff7e0"
          textLength="62"
          lengthAdjust="spacingAndGlyphs"
        >
          {t('slot.art.scatter')}
        </text>
      </symbol>
    </>
  );
}

export function SlotSprite(): ReactNode {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <Gradients />
      </defs>
      <Crown />
      <Gems />
      <Letters />
      <Specials />
    </svg>
  );
}

export function SlotSymbolIcon({
  symbol,
  className,
}: {
  symbol: TSlotSymbol;
  className?: string;
}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 100 100" role="img" aria-label={t(`slot.symbols.${symbol}`)}>
      <use href={`#slot-${symbol}`} />
    </svg>
  );
}
