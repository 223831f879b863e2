import type { TStaffRole } from '@tala/contract/backoffice/staff';

export type TDemoStaff = {
  username: string;
  password: string;
  role: TStaffRole;
  /** Base32 TOTP secret (every role comes enrolled). Demo data only: real staff enrol their own. */
  totpSecret: string;
};

/** Fixed so the README, the printed hint and the browser tests can all compute the current code. */
export const DEMO_STAFF: readonly TDemoStaff[] = [
  { username: 'admin', password: 'Admin123!', role: 'admin', totpSecret: 'JBSWY3DPEHPK3PXPTALAADMINSECRET2' },
  {
    username: 'finance',
    password: 'Finance123!',
    role: 'finance',
    totpSecret: 'KRUGKIDROVUWG2ZATALAFINANCESECR3',
  },
  {
    username: 'support',
    password: 'Support123!',
    role: 'support',
    totpSecret: 'KNKVAUCPKJKFIYLMTALASUPPORTSECR4',
  },
];
