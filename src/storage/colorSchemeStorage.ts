/**
 * The storage MUI's ThemeProvider uses for the colour mode (`mode`) and the colour scheme of each mode
 * (`mui-color-scheme-light`, `mui-color-scheme-dark`). MUI's default manager reads storage as is: a
 * stored scheme name ends up in `<html data-theme>`, and a value arriving from another tab is used as a
 * regular expression. This one goes through the never-throwing storage functions and hands MUI only
 * values it knows, so anything else is "nothing stored" and the defaults apply (mode: system).
 */
import type { StorageManager } from '@mui/system/cssVars';
import { readStored, writeStored } from './browserStorage';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** The values MUI may read back for a key: modes for the mode key, scheme names for the others. */
export function allowedColorSchemeValues(key: string, modeStorageKey: string): readonly string[] {
  return key === modeStorageKey ? COLOR_MODES : COLOR_SCHEMES;
}

export function createColorSchemeStorageManager(modeStorageKey: string): StorageManager {
  return ({ key }) => {
    const allowed = allowedColorSchemeValues(key, modeStorageKey);
    const valid = (value: unknown): value is string => typeof value === 'string' && allowed.includes(value);
    return {
      get(defaultValue: unknown) {
        if (typeof window === 'undefined') return undefined;
        const value = readStored(key);
        return valid(value) ? value : defaultValue;
      },
      set(value: unknown) {
        if (valid(value)) writeStored(key, value);
      },
      subscribe(handler: (value: string | null) => void) {
        if (typeof window === 'undefined') return () => {};
        const listener = (event: StorageEvent) => {
          if (event.key !== key && event.key !== null) return;
          const value = event.key === null ? null : event.newValue;
          // A value MUI does not know reads as "nothing stored", which MUI turns into its default.
          handler(valid(value) ? value : null);
        };
        window.addEventListener('storage', listener);
        return () => window.removeEventListener('storage', listener);
      },
    };
  };
}
