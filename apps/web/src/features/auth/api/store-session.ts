import type { TLoginResult } from '@tala/contract/session/login';
import { writeSession } from '../../../lib/session-store.ts';

/** Stores what the seed keeps in session storage after a login (seed 000 §3). Never the password. */
export function storeLoginSession(result: TLoginResult): void {
  writeSession({
    token: result.token,
    account: result.userName,
    username: result.userName,
    nickname: result.nickname || result.userName,
    customerId: result.customerId,
    isAgent: String(result.isAgent),
    toUpline: result.toUpline ? '1' : '0',
    cpw: null,
  });
}
