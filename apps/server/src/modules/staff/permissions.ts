import { STAFF_ROLES, type TStaffRole } from '@tala/contract/backoffice/staff';

/**
 * The back office's authorization matrix: every console action and the roles allowed to perform it.
 * Every /bo/api route names one action (route config), the guard checks it, and the tests in
 * test/backoffice/authorization.test.ts are generated from this table (reference.md: one file, tested).
 * 'public' actions need no session; 'session' actions need any signed-in staff member.
 */
const ALL: readonly TStaffRole[] = STAFF_ROLES;
const MONEY: readonly TStaffRole[] = ['admin', 'finance'];
const ADMIN: readonly TStaffRole[] = ['admin'];

export const PERMISSIONS = {
  'auth.login': 'public',
  'auth.logout': 'session',
  'auth.me': 'session',
  'auth.totp': 'session',
  // The back office's API documentation (/bo/api/docs): any signed-in staff member.
  'docs.view': 'session',
  // Enrolment links: the token in the body is the credential (staff without a password yet).
  'auth.enrol': 'public',
  'staff.view': ADMIN,
  'staff.manage': ADMIN,
  'dashboard.view': ALL,
  'players.search': ALL,
  'players.view': ALL,
  'players.wallets': ALL,
  'players.statement': ALL,
  // Masked roles see a player's personal data and statement only through an audited reveal (decision 016).
  'players.reveal': ALL,
  'adjustments.request': MONEY,
  'adjustments.list': MONEY,
  'adjustments.decide': MONEY,
  'payments.list': MONEY,
  'payments.decide': MONEY,
  // What players see as a channel's name is merchant configuration, like notices and banners.
  'payments.channels': ADMIN,
  'settings.view': ALL,
  'settings.edit': ADMIN,
  // Social sign-in providers hold client secrets: even reading the configuration is for admins.
  'settings.social': ADMIN,
  'notices.view': ALL,
  'notices.edit': ADMIN,
  'audit.view': ADMIN,
  'games.view': ALL,
  'games.edit': ADMIN,
  // Support answers players asking where their money went, so it sees transfers in flight too.
  'transfers.view': ALL,
  'transfers.check': MONEY,
  // The lottery (decision 035): everyone reads games, issues and liability; admins change odds, limits,
  // status and results source; cancelling an issue (refunds) and official results take two money staff.
  'lottery.view': ALL,
  'lottery.edit': ADMIN,
  'lottery.cancel': MONEY,
  'lottery.results': MONEY,
  // Agents (issue 12 §4): everyone reads contracts and settlements; admins set limits and give or end contracts;
  // releasing a held salary or dividend moves money, so it is money staff's.
  'agents.view': ALL,
  'agents.edit': ADMIN,
  'agents.settle': MONEY,
  // Promotions (issue 13 §3): everyone reads them; admins write, schedule and pause them.
  'promotions.view': ALL,
  'promotions.edit': ADMIN,
  // Approving an application pays its reward: money staff decide; everyone reads the queue.
  'promotions.review': MONEY,
  // Points (issue 14 §6, decision 054): everyone reads the mall and the queue; admins set rewards and rates; money
  // staff decide redemptions (a cash reward pays money) and adjust a player's points (audited).
  'points.view': ALL,
  'points.edit': ADMIN,
  'points.review': MONEY,
  'points.adjust': MONEY,
  // Missions (issue 14 §6, decision 058): everyone reads them and their boards; admins write, schedule and pause them.
  'missions.view': ALL,
  'missions.edit': ADMIN,
  // Member messages (issue 14 §4, decision 055): everyone reads what was sent; support (who answers players) and
  // admins write, schedule and cancel them. Finance moves money and has no reason to message players.
  'messages.view': ALL,
  'messages.send': ['admin', 'support'],
  // The help centre (issue 14 §6, decision 056): everyone reads it; support, who knows what players ask, and admins
  // write it.
  'help.view': ALL,
  'help.edit': ['admin', 'support'],
  // Feedback (decision 056): everyone reads the inbox and answers what concerns them (finance the deposits and
  // withdrawals); the word limits players write within are merchant configuration.
  'feedback.view': ALL,
  'feedback.answer': ALL,
  'feedback.settings': ADMIN,
  // VIP ranks (issue 14 §6, decision 057): everyone reads the ladder and a player's rank; admins shape the ladder (its
  // benefits cost money); support — the VIP hosts who talk to players — and admins set a player's rank, with a reason,
  // audited and in the player's history.
  'vip.view': ALL,
  'vip.edit': ADMIN,
  'vip.adjust': ['admin', 'support'],
} as const satisfies Record<string, 'public' | 'session' | readonly TStaffRole[]>;

export type TStaffAction = keyof typeof PERMISSIONS;

/**
 * Roles that see players' personal data masked (mobile, e-mail, real name, registration IP) and their
 * statement only after an audited reveal with a reason: support answers players, it does not need their
 * data in full to do so. Admin and finance see it in full as their work needs (decision 016).
 */
export const MASKED_ROLES: readonly TStaffRole[] = ['support'];
export function seesMaskedPersonalData(role: TStaffRole): boolean {
  return MASKED_ROLES.includes(role);
}

export function isStaffAction(value: unknown): value is TStaffAction {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

export function canPerform(role: TStaffRole, action: TStaffAction): boolean {
  const rule: 'public' | 'session' | readonly TStaffRole[] = PERMISSIONS[action];
  if (rule === 'public' || rule === 'session') return true;
  return rule.includes(role);
}

/** The role-restricted actions a role may perform; the console uses it to hide what it cannot do. */
export function actionsOf(role: TStaffRole): TStaffAction[] {
  return (Object.keys(PERMISSIONS) as TStaffAction[]).filter(
    (action) => Array.isArray(PERMISSIONS[action]) && canPerform(role, action),
  );
}
