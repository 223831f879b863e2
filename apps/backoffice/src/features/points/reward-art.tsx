import type { TRewardArt } from '@tala/contract/loyalty/points';
import { LineSvg } from '@tala/ui/line-svg';

/**
 * The mall's artwork keys as the console shows them: a small gradient tile with a line drawing. The site draws its
 * own, larger scenes; staff only need to tell the keys apart at a glance (decision 054, back office).
 */
const ARTS: Record<TRewardArt, { path: string; from: string; to: string }> = {
  cash: {
    path: 'M2.5 7h19v10h-19zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM6 10v4M18 10v4',
    from: '#34d399',
    to: '#047857',
  },
  phone: {
    path: 'M7.5 2.5h9A1.5 1.5 0 0 1 18 4v16a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 20V4a1.5 1.5 0 0 1 1.5-1.5zM10.5 18.5h3',
    from: '#38bdf8',
    to: '#1d4ed8',
  },
  headphones: {
    path: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2zM20 15a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2z',
    from: '#a78bfa',
    to: '#6d28d9',
  },
  watch: {
    path: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 9.5V12l1.5 1.5M9 7.6 9.7 3h4.6l.7 4.6M9 16.4l.7 4.6h4.6l.7-4.6',
    from: '#2dd4bf',
    to: '#0f766e',
  },
  voucher: {
    path: 'M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4zM14.5 6v2.5M14.5 10.75v2.5M14.5 15.5V18',
    from: '#fbbf24',
    to: '#c2410c',
  },
  gift: {
    path: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3-5-1s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z',
    from: '#fb7185',
    to: '#be123c',
  },
  console: {
    path: 'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7.2 2.4L14 14h-4l-.8 1.4A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 10.5v3M5.5 12h3M15.5 11.5h.01M17.5 13h.01',
    from: '#818cf8',
    to: '#4338ca',
  },
  jersey: {
    path: 'M8.5 3 3 6l2 4.5 2-1V21h10V9.5l2 1L21 6l-5.5-3a3.5 3.5 0 0 1-7 0z',
    from: '#fb923c',
    to: '#dc2626',
  },
};

const SIZES = { sm: 'size-9 rounded-lg [&_svg]:size-5', md: 'size-12 rounded-xl [&_svg]:size-6' } as const;

/** Decorative: the reward's name beside it says what it is. */
export function RewardArt({ art, size = 'sm' }: { art: TRewardArt; size?: keyof typeof SIZES }) {
  const { path, from, to } = ARTS[art];
  return (
    <span
      aria-hidden="true"
      data-art={art}
      className={`grid shrink-0 place-items-center text-white shadow-[inset_0_1px_0_rgb(255_255_255/0.35),0_2px_6px_-2px_rgb(0_0_0/0.4)] ${SIZES[size]}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <LineSvg strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </LineSvg>
    </span>
  );
}
