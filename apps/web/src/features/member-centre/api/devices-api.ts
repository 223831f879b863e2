import { DEVICE_PATHS, type TAuthenticatorSetup, type TMemberDevice } from '@tala/contract/security/devices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { centreKeys, withId } from './member-centre-keys.ts';

/** Trusted devices, the authenticator and social links of the security centre (decision 022). */
export function useDevices() {
  return useQuery({
    queryKey: centreKeys.devices,
    queryFn: () => api<{ list: TMemberDevice[] }>(DEVICE_PATHS.devices),
  });
}

export function useRemoveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      api<{ removed: number; sessionsEnded: number }>(
        id === 'others' ? DEVICE_PATHS.otherDevices : withId(DEVICE_PATHS.deviceById, id),
        { method: 'DELETE' },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: centreKeys.devices }),
  });
}

export function useAuthenticatorStatus() {
  return useQuery({
    queryKey: centreKeys.authenticator,
    queryFn: () => api<{ enrolled: boolean }>(DEVICE_PATHS.authenticator),
  });
}

export function useAuthenticatorSetup() {
  return useMutation({
    mutationFn: () => api<TAuthenticatorSetup>(DEVICE_PATHS.authenticatorSetup, { method: 'POST', body: {} }),
  });
}

export function useAuthenticatorChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { action: 'confirm'; code: string } | { action: 'disable'; code: string; password: string },
    ) =>
      input.action === 'confirm'
        ? api<{ enrolled: boolean }>(DEVICE_PATHS.authenticatorConfirm, {
            method: 'POST',
            body: { code: input.code },
          })
        : api<{ enrolled: boolean }>(DEVICE_PATHS.authenticator, {
            method: 'DELETE',
            body: { code: input.code, password: input.password },
            sealed: true,
          }),
    onSuccess: (status) => client.setQueryData(centreKeys.authenticator, status),
  });
}

export function useSocialLinks() {
  return useQuery({
    queryKey: centreKeys.socialLinks,
    queryFn: () =>
      api<{ list: { provider: 'google' | 'facebook'; email: string | null; linkedAt: string }[] }>(
        DEVICE_PATHS.socialLinks,
      ),
  });
}
