import type { TLoginResult } from '@tala/contract/session/login';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markAfterLogin } from '../../../lib/after-login.ts';
import { fetchMemberInfo, memberInfoKey } from '../../../lib/member-queries.ts';
import { closeModal, openModal } from '../../../lib/modal-store.ts';
import { writeSession } from '../../../lib/session-store.ts';
import { firstLogin } from '../api/auth-api.ts';
import { storeLoginSession } from '../api/store-session.ts';

export type TLoginKind = 'username' | 'sms' | 'register' | 'phoneReset' | 'freePlay' | 'social';

/**
 * What every successful login does (seed 000 §4): store the session, run the first-login action,
 * hide the modal, then either force a password change (default or expired password, not for SMS
 * logins) or load the member info and raise the after-login flag.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    async (result: TLoginResult, kind: TLoginKind): Promise<'changePassword' | 'done'> => {
      storeLoginSession(result);
      // The welcome action is best effort: a failure must not undo a good login.
      if (result.firstTimeLogin) await firstLogin().catch(() => null);
      closeModal();
      const mustChange =
        (result.defaultPassword || result.passwordExpired) && (kind === 'username' || kind === 'register');
      if (mustChange) {
        writeSession({ cpw: '1' });
        openModal('changePass', { forced: true });
        return 'changePassword';
      }
      await queryClient
        .fetchQuery({ queryKey: memberInfoKey(result.token), queryFn: fetchMemberInfo })
        .catch(() => null);
      markAfterLogin();
      return 'done';
    },
    [queryClient],
  );
}
