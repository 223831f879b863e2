import { useQuery } from '@tanstack/react-query';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { fetchCountries } from '../api/auth-api.ts';

/** Dialing-code picker entries; only fetched when the picker is switched on. */
export function useCountries(enabled: boolean) {
  return useQuery({ queryKey: ['countries'], queryFn: fetchCountries, staleTime: 60 * 60_000, enabled });
}

/** The merchant switches the auth screens depend on (all off until the status call answers). */
export function useAuthSwitches() {
  const switches = useSystemStatus().data?.switches;
  return {
    smsLogin: switches?.MOBILEVERCODELOGIN3 ?? false,
    directRegister: switches?.DIRECTREG3 ?? false,
    freePlay: switches?.FREEPLAY3 ?? false,
    phoneRegistration: switches?.PHONE_REGISTRATION ?? false,
    phoneRecovery: switches?.PHONE_RECOVERY ?? false,
  };
}
