import type { ReactNode } from 'react';
import type { THouseGameKind } from '../../../src/service/api/api-contract.ts';

/** A small emblem per game kind for the top bar and the rules page header. */
export function GameMark({ kind }: { kind: THouseGameKind }): ReactNode {
  return (
    <svg className="game-mark" viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id={`mark-${kind}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9b82ff" />
          <stop offset="1" stopColor="#4b2fc9" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="10" fill={`url(#mark-${kind})`} />
      {kind === 'slot' ? (
        <text
          x="20"
          y="29"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontWeight="900"
          fontSize="24"
          fill="#ffcf5c"
        >
          7
        </text>
      ) : null}
      {kind === 'fish' ? (
        <path
          d="M8 20c5-7 15-8 21-2l5-4v12l-5-4c-6 6-16 5-21-2z M14 18.5a1.5 1.5 0 1 0 .01 0"
          fill="#ffcf5c"
        />
      ) : null}
      {kind === 'baccarat' ? (
        <g>
          <rect x="9" y="9" width="14" height="20" rx="2" fill="#fffdf7" transform="rotate(-12 16 19)" />
          <rect
            x="17"
            y="11"
            width="14"
            height="20"
            rx="2"
            fill="#fffdf7"
            stroke="#4b2fc9"
            transform="rotate(10 24 21)"
          />
          <path d="M24 17c-2 2-4 3.5-4 5.5a2 2 0 0 0 4 .5 2 2 0 0 0 4-.5c0-2-2-3.5-4-5.5z" fill="#d61f3c" />
        </g>
      ) : null}
      {kind === 'events' ? (
        <g fill="none" stroke="#ffcf5c" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M13 9h14v6a7 7 0 0 1-14 0z M13 11H9a4 4 0 0 0 4 5 M27 11h4a4 4 0 0 1-4 5 M20 22v5 M15 31h10" />
        </g>
      ) : null}
      {kind === 'lottery' ? (
        <g>
          <circle cx="15" cy="16" r="7" fill="#ffcf5c" />
          <circle cx="26" cy="24" r="7" fill="#fffdf7" />
          <text x="15" y="19.5" textAnchor="middle" fontSize="10" fontWeight="900" fill="#4b2fc9">
            8
          </text>
          <text x="26" y="27.5" textAnchor="middle" fontSize="10" fontWeight="900" fill="#d61f3c">
            3
          </text>
        </g>
      ) : null}
    </svg>
  );
}
