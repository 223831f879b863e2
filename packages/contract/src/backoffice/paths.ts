/** Every back-office API path; server routes and the console both use these. */
export const BO_API = '/bo/api';

export const BO_PATHS = {
  login: `${BO_API}/auth/login`,
  logout: `${BO_API}/auth/logout`,
  me: `${BO_API}/auth/me`,
  totpSetup: `${BO_API}/auth/totp/setup`,
  totpConfirm: `${BO_API}/auth/totp/confirm`,
  dashboard: `${BO_API}/dashboard`,
  players: `${BO_API}/players`,
  player: `${BO_API}/players/:id`,
  playerWallets: `${BO_API}/players/:id/wallets`,
  playerStatement: `${BO_API}/players/:id/statement`,
  playerAdjustments: `${BO_API}/players/:id/adjustments`,
  adjustments: `${BO_API}/adjustments`,
  adjustmentApprove: `${BO_API}/adjustments/:id/approve`,
  adjustmentReject: `${BO_API}/adjustments/:id/reject`,
  settings: `${BO_API}/settings`,
  settingsSwitches: `${BO_API}/settings/switches`,
  settingsMaintenance: `${BO_API}/settings/maintenance`,
  settingsRegion: `${BO_API}/settings/region`,
  settingsThreshold: `${BO_API}/settings/approval-threshold`,
  settingsTimeZone: `${BO_API}/settings/time-zone`,
  settingsBanks: `${BO_API}/settings/banks`,
  registerRules: `${BO_API}/settings/register-rules`,
  registerRule: `${BO_API}/settings/register-rules/:field`,
  announcements: `${BO_API}/announcements`,
  announcement: `${BO_API}/announcements/:id`,
  banners: `${BO_API}/banners`,
  banner: `${BO_API}/banners/:id`,
  audit: `${BO_API}/audit`,
  paymentDeposits: `${BO_API}/payments/deposits`,
  paymentDepositApprove: `${BO_API}/payments/deposits/:id/approve`,
  paymentDepositReject: `${BO_API}/payments/deposits/:id/reject`,
  paymentDepositReceipt: `${BO_API}/payments/deposits/:id/receipt`,
  paymentWithdrawals: `${BO_API}/payments/withdrawals`,
  paymentWithdrawalApprove: `${BO_API}/payments/withdrawals/:id/approve`,
  paymentWithdrawalReject: `${BO_API}/payments/withdrawals/:id/reject`,
  paymentWithdrawalPaid: `${BO_API}/payments/withdrawals/:id/paid`,
  paymentWithdrawalResolve: `${BO_API}/payments/withdrawals/:id/resolve`,
  paymentWithdrawalProof: `${BO_API}/payments/withdrawals/:id/proof`,
  gameVendors: `${BO_API}/game-vendors`,
  gameVendor: `${BO_API}/game-vendors/:id`,
  gameVendorGames: `${BO_API}/game-vendors/:id/games`,
  game: `${BO_API}/games/:id`,
  vendorTransfers: `${BO_API}/vendor-transfers`,
  vendorTransferCheck: `${BO_API}/vendor-transfers/:id/check`,
} as const;

/** Fills `:name` parameters. */
export function boPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
