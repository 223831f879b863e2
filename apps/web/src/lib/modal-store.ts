import { useSyncExternalStore } from 'react';

/**
 * Which app-level modal is open (seed 000 §2: loginPopupModal, registerModal, forgetPassModal,
 * changePassModal, noticeModal, …). Shared so the shell and features can open each other's modals
 * without importing each other.
 */
export type TModalName =
  | 'login'
  | 'register'
  | 'forgetPass'
  | 'changePass'
  | 'notice'
  | 'realAccount'
  | 'logout'
  /** Starts a free-play (demo) session; AuthModals shows a loader while it runs. */
  | 'freePlay'
  /** The member centre overlay (seed 001 §2); props: { entry?: TMemberCentreEntry }. */
  | 'memberCentre'
  /** The agent centre overlay (seed 001 §2, issue 12 §2); props: { page?: TAgentCentrePage }. */
  | 'agentCentre'
  /** Back from Google/Facebook: redeems props.ticket (decision 022). */
  | 'socialReturn'
  /** Back from Google/Facebook with an unlinked account; props: { ticket, pending } (decision 022). */
  | 'socialLink';

/** Member centre entries by their seed names (seed 001 §2); the centre shows those the server offers. */
export type TMemberCentreEntry =
  | 'securityCenter'
  /** The player's VIP rank (seed 001 §2: only with a club label; decision 057). */
  | 'playerRank'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'transferUpline'
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  /** Mission activity: missions, progress, claims and the leaderboard, with the open-mission badge (decision 058). */
  | 'missionLeaderboard'
  | 'gameRecall'
  /** Platform information: the member's inbox (issue 14 §4, decision 055). */
  | 'messageV2'
  /** Feedback and complaints: the form and the member's own feedback with the answers (decision 056). */
  | 'feedback';

/**
 * Agent centre pages (seed 001 §2, in its menu order); the default is the team overview (agentTeamOverview).
 * The four contract pages show only when the merchant has their kind on.
 */
export type TAgentCentrePage =
  | 'announcements'
  | 'teamOverview'
  | 'register'
  | 'teamManagement'
  | 'teamBetting'
  | 'userProfit'
  | 'myIncome'
  | 'transactions'
  | 'dividend'
  | 'dailyWages'
  | 'hourlySalary'
  | 'realtimeSalary';

type TState = { name: TModalName | null; props: Record<string, unknown> };
let state: TState = { name: null, props: {} };
const listeners = new Set<() => void>();

function set(next: TState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openModal(name: TModalName, props: Record<string, unknown> = {}): void {
  set({ name, props });
}
export function closeModal(): void {
  set({ name: null, props: {} });
}
export function useOpenModal(): TState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

const preloaders = new Map<TModalName, () => void>();

/** A feature whose modals load lazily says how to start loading them (see preloadModal). */
export function registerModalPreloader(names: readonly TModalName[], preload: () => void): void {
  for (const name of names) preloaders.set(name, preload);
}

/** Starts loading a modal's code on a sign of intent (pointer over or focus on what opens it). */
export function preloadModal(name: TModalName): void {
  preloaders.get(name)?.();
}

/** Opens the member centre at an entry (default securityCenter). Callers gate it with the action gate. */
export function openMemberCentre(entry: TMemberCentreEntry = 'securityCenter'): void {
  openModal('memberCentre', { entry });
}
