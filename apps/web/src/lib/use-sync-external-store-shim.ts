/**
 * react-i18next imports `use-sync-external-store/shim`, a CommonJS polyfill for React before 18 that the bundle
 * would carry whole on every first load. React 18+ has the hook itself; vite.config.ts points the shim here.
 */
import { useSyncExternalStore as reactHook } from 'react';

export const useSyncExternalStore = reactHook;
