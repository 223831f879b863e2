import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearAfterLogin } from '../../../lib/after-login.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';
import { closeModal } from '../../../lib/modal-store.ts';
import { clearSessionKeepingMerchant } from '../../../lib/session-store.ts';
import { logout } from '../api/session-api.ts';

/**
 * Sign-out (seed 000 §4): call logout, clear session storage keeping merchant values, drop every
 * member query, go to /. The local session ends even if the call fails: the user asked to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await logout().catch(() => null);
    } finally {
      clearSessionKeepingMerchant();
      queryClient.removeQueries({ queryKey: MEMBER_QUERY_ROOT });
      clearAfterLogin();
      closeModal();
      setBusy(false);
      navigate('/');
    }
  }, [queryClient, navigate]);
  return { signOut, busy };
}
