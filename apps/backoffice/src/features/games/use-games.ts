import type {
  TBoGame,
  TBoGameChange,
  TBoGamePage,
  TBoVendor,
  TBoVendorChange,
  TBoVendorList,
} from '@tala/contract/backoffice/games';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type {
  TBoVendorTransferCheck,
  TBoVendorTransferPage,
} from '@tala/contract/backoffice/vendor-transfers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../lib/api.ts';

const VENDORS_KEY = ['games', 'vendors'] as const;
const GAMES_KEY = ['games', 'vendor-games'] as const;
const TRANSFERS_KEY = ['games', 'transfers'] as const;
export const GAMES_PAGE_SIZE = 20;

export function useVendors() {
  return useQuery({
    queryKey: VENDORS_KEY,
    queryFn: () => api<TBoVendorList>('GET', BO_PATHS.gameVendors),
  });
}

/** The answer is the saved vendor, which replaces its row at once; its games page refetches. */
export function useSaveVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TBoVendorChange }) =>
      api<TBoVendor>('PUT', boPath(BO_PATHS.gameVendor, { id: String(id) }), change),
    onSuccess: (saved) => {
      queryClient.setQueryData<TBoVendorList>(VENDORS_KEY, (list) =>
        list ? { vendors: list.vendors.map((vendor) => (vendor.id === saved.id ? saved : vendor)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: GAMES_KEY });
    },
  });
}

export function useVendorGames(vendorId: string, q: string, page: number) {
  return useQuery({
    queryKey: [...GAMES_KEY, vendorId, q, page],
    queryFn: () =>
      api<TBoGamePage>(
        'GET',
        `${boPath(BO_PATHS.gameVendorGames, { id: vendorId })}${query({ q, page, pageSize: GAMES_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The answer is the saved game, written into every cached page that shows it. */
export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TBoGameChange }) =>
      api<TBoGame>('PUT', boPath(BO_PATHS.game, { id }), change),
    onSuccess: (saved) => {
      queryClient.setQueriesData<TBoGamePage>({ queryKey: GAMES_KEY }, (page) =>
        page ? { ...page, list: page.list.map((game) => (game.id === saved.id ? saved : game)) } : page,
      );
    },
  });
}

/** Refreshed every 15 s: the status-check job settles transfers on its own while the page is open. */
export function useTransfersInFlight(page: number) {
  return useQuery({
    queryKey: [...TRANSFERS_KEY, page],
    queryFn: () =>
      api<TBoVendorTransferPage>('GET', `${BO_PATHS.vendorTransfers}${query({ page, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

export function useCheckTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<TBoVendorTransferCheck>('POST', boPath(BO_PATHS.vendorTransferCheck, { id }), {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSFERS_KEY }),
  });
}
