import type { ReactNode } from 'react';

/**
 * Artwork of a reward or a mission: one radio per key of the site's drawn set, each showing its tile and name. The
 * tile is the caller's (the same component players see).
 */
export function ArtPicker<TArt extends string>({
  name,
  legend,
  arts,
  value,
  onChange,
  tile,
  label,
  columns,
}: {
  /** The radio group's name, and the prefix of the test ids. */
  name: string;
  legend: string;
  arts: readonly TArt[];
  value: TArt;
  onChange: (art: TArt) => void;
  tile: (art: TArt) => ReactNode;
  label: (art: TArt) => string;
  /** Grid columns, phone then wider (`grid-cols-4 sm:grid-cols-8`). */
  columns: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid={name}>
      <legend className="mb-1.5 text-xs font-medium text-muted">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {arts.map((art) => (
          <label
            key={art}
            className={`flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border p-2 text-[11px] font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${art === value ? 'border-accent bg-accent/10 text-fg' : 'border-line text-muted hover:bg-surface-2'}`}
          >
            <input
              type="radio"
              name={name}
              value={art}
              checked={art === value}
              onChange={() => onChange(art)}
              className="sr-only"
              data-testid={`${name}-${art}`}
            />
            {tile(art)}
            <span className="truncate">{label(art)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
