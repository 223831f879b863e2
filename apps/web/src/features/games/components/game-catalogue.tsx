import type { TGameCategory } from '@tala/contract/constants';
import { GAME_CLASSIFIES, type TGameClassify } from '@tala/contract/games/games-constants';
import type { TVendorCard, TWalletMode } from '@tala/contract/games/menus';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TGameFilters } from '../api/games-api.ts';
import { useClassifies } from '../hooks/use-catalogue.ts';
import { CatalogueResults } from './catalogue-results.tsx';
import { ClassifyChips } from './classify-chips.tsx';
import { SearchBox } from './search-box.tsx';
import { VendorPicker } from './vendor-picker.tsx';

function asClassify(value: string | null): TGameClassify | undefined {
  return (GAME_CLASSIFIES as readonly string[]).includes(value ?? '') ? (value as TGameClassify) : undefined;
}

/**
 * A category's games: provider tabs, search, classify chips and the infinite list. The state lives in
 * the URL so a page can be shared and Back works: the provider under `vendorParam` (the RNG pages use
 * `page`, seed 001 §2: tabs push /rng?page={vassalage}), the search under `q`, the classify under
 * `classify`. Tabs push a history entry; typing and chips replace the current one. A page type may fix
 * the classify (/bgs, /bingo: no chips) or the wallet mode (/seamless) — decision 010.
 */
export function GameCatalogue({
  category,
  vendors,
  vendorParam,
  allIcon,
  loadingVendors,
  fixedClassify,
  walletMode,
}: {
  /** Undefined: every category (the seamless page). */
  category: TGameCategory | undefined;
  vendors: readonly TVendorCard[];
  vendorParam: 'page' | 'vendor';
  allIcon: string;
  loadingVendors: boolean;
  fixedClassify?: TGameClassify | undefined;
  walletMode?: TWalletMode | undefined;
}) {
  const { t } = useTranslation('games');
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const selectedParam = params.get(vendorParam);
  const vendor = vendors.find((entry) => entry.vassalage === selectedParam);
  const query = params.get('q')?.slice(0, 60) ?? '';
  const classify = fixedClassify ?? asClassify(params.get('classify'));
  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const filters: TGameFilters = useMemo(
    () => ({
      gameType: vendor?.gameType ?? category,
      vassalage: vendor?.vassalage,
      gameClassify: classify,
      gameName: query || undefined,
      walletMode,
    }),
    [vendor, category, classify, query, walletMode],
  );
  // A fixed classify leaves nothing to choose, so its chips are not asked for.
  const chipVendors = useMemo(
    () => (fixedClassify ? [] : (vendor ? [vendor] : vendors).map((entry) => entry.vassalage)),
    [fixedClassify, vendor, vendors],
  );
  const { classifies } = useClassifies(chipVendors, vendor?.gameType ?? category);
  const onSearch = useCallback((text: string) => update({ q: text || null }, true), [update]);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        {t('list.label')}
      </h2>
      <VendorPicker
        vendors={vendors}
        selected={vendor?.vassalage ?? null}
        onSelect={(next) => update({ [vendorParam]: next, classify: null }, false)}
        allIcon={allIcon}
        loading={loadingVendors}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox value={query} onSearch={onSearch} />
        {fixedClassify ? null : (
          <ClassifyChips
            classifies={classifies}
            value={classify ?? null}
            onChange={(next) => update({ classify: next }, true)}
          />
        )}
      </div>
      <CatalogueResults
        filters={filters}
        filtered={Boolean(classify) && !fixedClassify}
        onClear={() => update({ q: null, classify: null }, true)}
      />
    </section>
  );
}
