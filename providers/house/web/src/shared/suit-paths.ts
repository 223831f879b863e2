/** Suit shapes in a 100×100 box, drawn as paths so a card never depends on the fonts a phone has. */
export const SUIT_PATHS = {
  hearts:
    'M50 90 C20 68 6 52 6 33 C6 18 17 8 30 8 C40 8 47 14 50 23 C53 14 60 8 70 8 C83 8 94 18 94 33 C94 52 80 68 50 90 Z',
  diamonds: 'M50 4 L86 50 L50 96 L14 50 Z',
  spades:
    'M50 5 C62 24 92 38 92 60 C92 74 81 82 70 82 C62 82 56 78 53 72 C55 82 60 90 68 95 L32 95 C40 90 45 82 47 72 C44 78 38 82 30 82 C19 82 8 74 8 60 C8 38 38 24 50 5 Z',
  clubs:
    'M50 8 A19 19 0 0 1 64 40 A19 19 0 1 1 56 70 C57 82 62 90 70 95 L30 95 C38 90 43 82 44 70 A19 19 0 1 1 36 40 A19 19 0 0 1 50 8 Z',
} as const;
export type TSuitName = keyof typeof SUIT_PATHS;
