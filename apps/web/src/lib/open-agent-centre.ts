import { openModal, type TAgentCentrePage } from './modal-store.ts';

/**
 * Opens the agent centre at a page (default the team overview). Callers gate it with the action gate. Not in
 * modal-store: only the logged-in header, its menu and the centre call it, so a visitor's first load (which
 * carries modal-store) does not.
 */
export function openAgentCentre(page: TAgentCentrePage = 'teamOverview'): void {
  openModal('agentCentre', { page });
}
