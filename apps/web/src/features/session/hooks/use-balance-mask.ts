import { useCallback, useState } from 'react';

const KEY = 'tala_balance_hidden';

/** The balance can be masked as *** (seed 000 §2); the choice survives reloads on this device. */
export function useBalanceMask() {
  const [hidden, setHidden] = useState(() => localStorage.getItem(KEY) === '1');
  const toggle = useCallback(() => {
    setHidden((value) => {
      localStorage.setItem(KEY, value ? '0' : '1');
      return !value;
    });
  }, []);
  return { hidden, toggle };
}
