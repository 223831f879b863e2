/** Wallet paths (seed 000 §3, seed 001 §2 and §7); kept here so paths.ts stays untouched by this issue. */
export const WALLET_PATHS = {
  balance: '/wps/v2/wallets/balance',
  eventsTicket: '/wps/v2/wallets/events/ticket',
  events: '/wps/v2/wallets/events',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  recallAll: '/wps/relay/GCS_recallAll',
  transferUpline: '/wps/relay/MCSFE_transferUpline',
  transactionHistory: '/wps/relay/MCSFE_transactionHistory',
  transactionHistoryCsv: '/wps/relay/MCSFE_transactionHistory.csv',
} as const;
