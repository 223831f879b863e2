import { Coins, type TArt } from './banner-artwork.tsx';

/**
 * The promotions' event artworks (invite friends, red envelope, raffle): drawn like the banners', in a module of
 * their own so the home page's first load, whose hero banners never wear them, does not carry them.
 */
function Person({ x, y, tone }: { x: number; y: number; tone: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cy="-58" r="26" fill={tone} />
      <path d="M-46 40c0-44 20-66 46-66s46 22 46 66z" fill={tone} />
    </g>
  );
}

const inviteFriends = (
  <g>
    <Person x={150} y={236} tone="#38bdf8" />
    <Person x={300} y={236} tone="#f472b6" />
    <path
      d="M190 150c20-26 50-26 70 0"
      stroke="url(#ba-gold)"
      strokeWidth="8"
      fill="none"
      strokeLinecap="round"
      strokeDasharray="2 14"
    />
    <g transform="translate(205 70)">
      <rect x="0" y="22" width="40" height="34" rx="5" fill="#dc2626" />
      <rect x="-4" y="12" width="48" height="14" rx="4" fill="#ef4444" />
      <rect x="16" y="12" width="8" height="44" fill="url(#ba-gold)" />
    </g>
    <Coins x={380} y={282} />
    <path d="M90 70l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#ffe29a" />
  </g>
);

const redEnvelope = (
  <g>
    {[
      [120, 210, -14],
      [330, 200, 12],
    ].map(([x, y, angle]) => (
      <g key={`${x}`} transform={`translate(${x} ${y}) rotate(${angle})`} opacity="0.75">
        <rect x="-34" y="-48" width="68" height="96" rx="8" fill="#b91c1c" />
        <circle r="13" fill="url(#ba-gold)" />
      </g>
    ))}
    <g transform="translate(225 160)">
      <rect x="-70" y="-100" width="140" height="200" rx="14" fill="#dc2626" />
      <path d="M-70 -86q70 60 140 0v-0a14 14 0 0 0-14-14h-112a14 14 0 0 0-14 14z" fill="#991b1b" />
      <circle cy="-30" r="30" fill="url(#ba-gold)" />
      <text y="-20" textAnchor="middle" fontSize="30" fontWeight="900" fill="#991b1b">
        福
      </text>
      <path
        d="M-46 50h92M-36 70h72"
        stroke="#fca5a5"
        strokeOpacity="0.5"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </g>
    <path d="M380 70l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#ffe29a" />
    <circle cx="70" cy="90" r="6" fill="#ffe29a" />
  </g>
);

const raffleDraw = (
  <g>
    <g transform="translate(250 150)">
      <circle r="96" fill="#1e3a8a" />
      <circle r="84" fill="#0f172a" stroke="url(#ba-gold)" strokeWidth="8" />
      {[
        [-30, -20, '#f43f5e'],
        [20, -36, '#facc15'],
        [36, 16, '#22c55e'],
        [-14, 30, '#38bdf8'],
        [-44, 22, '#a78bfa'],
      ].map(([x, y, c]) => (
        <g key={`${x}`} transform={`translate(${x} ${y})`}>
          <circle r="17" fill={String(c)} />
          <circle r="8" fill="#fff" opacity="0.85" />
        </g>
      ))}
      <rect x="-30" y="92" width="60" height="30" rx="6" fill="url(#ba-gold)" />
    </g>
    <g transform="translate(70 200) rotate(-12)">
      <path d="M0 0h110v22a12 12 0 0 0 0 24v22H0V46a12 12 0 0 0 0-24z" fill="#facc15" />
      <path d="M30 6v56" stroke="#a16207" strokeDasharray="4 4" strokeWidth="2" />
      <text x="70" y="42" textAnchor="middle" fontSize="18" fontWeight="900" fill="#713f12">
        No.8
      </text>
    </g>
  </g>
);

export const EVENT_ARTS: Record<string, TArt> = {
  'invite-friends': { from: '#0e7490', to: '#0b1230', glow: '#67e8f9', scene: inviteFriends },
  'red-envelope': { from: '#b91c1c', to: '#1c0a0a', glow: '#fca5a5', scene: redEnvelope },
  'raffle-draw': { from: '#1d4ed8', to: '#0b1230', glow: '#93c5fd', scene: raffleDraw },
};
