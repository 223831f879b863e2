/** Security centre calls (seed 001 §2 securityCenter), relay naming. */
export const SECURITY_PATHS = {
  overview: '/wps/relay/MCSFE_securityCenter',
  profile: '/wps/relay/MCSFE_profile',
  /** POST sets it the first time; PUT changes it with the old one. */
  withdrawPassword: '/wps/relay/MCSFE_withdrawPassword',
  bankNames: '/wps/relay/MCSFE_bankNames',
  bankAccounts: '/wps/relay/MCSFE_bankAccounts',
  bankAccountById: '/wps/relay/MCSFE_bankAccounts/:id',
  bindMobileCode: '/wps/relay/MCSFE_bindMobile/code',
  bindMobile: '/wps/relay/MCSFE_bindMobile',
  bindEmailCode: '/wps/relay/MCSFE_bindEmail/code',
  bindEmail: '/wps/relay/MCSFE_bindEmail',
} as const;

export const MAX_BANK_ACCOUNTS = 5;
export const EMAIL_CODE_MINUTES = 10;
