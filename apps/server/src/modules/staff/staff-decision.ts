/**
 * The four-eyes columns every request one staff member asks for and another decides carries (balance adjustments,
 * lottery cancellations, member moves), with the staff names their repositories join in — and how the API shows
 * them.
 */
export type TStaffDecisionRow = {
  requested_by_name: string;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_note: string | null;
};

export function staffDecisionView(row: TStaffDecisionRow) {
  return {
    requestedBy: row.requested_by_name,
    requestedAt: row.requested_at.toISOString(),
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionNote: row.decision_note,
  };
}
