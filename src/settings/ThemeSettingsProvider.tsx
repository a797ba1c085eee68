import * as React from 'react';
import { ThemeProvider, type Direction, type Theme, type ThemeOptions } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme } from '@mui/material/styles';
import {
  CacheProvider,
  __unsafe_useEmotionCache as useEmotionCache,
  type EmotionCache,
} from '@emotion/react';
import {
  createDocsTheme,
  DEFAULT_THEME_SETTINGS,
  type DocsThemeSettings,
} from '../docsTheme/createDocsTheme';
import { checkStoredColor, parseStoredPaletteColors, type PaletteColors } from '../docsTheme/paletteColors';
import { docsError, DocsErrorCode } from '../errors';
import { muiComponentLabels } from '../i18n/muiComponentLabels';
import { DIRECTION_STORAGE_KEY, MODE_STORAGE_KEY, PALETTE_STORAGE_KEY } from '../constants';
import { useStoredState } from '../storage/useStoredState';
import { createColorSchemeStorageManager } from '../storage/colorSchemeStorage';
import NoTransitionsOnSchemeChange from './NoTransitionsOnSchemeChange';

/** MUI's colour-mode storage: never throws, and hands MUI only modes and scheme names it knows. */
const colorSchemeStorageManager = createColorSchemeStorageManager(MODE_STORAGE_KEY);

export interface ThemeSettingsContextValue {
  settings: DocsThemeSettings;
  setDirection: (direction: Direction) => void;
  setPaletteColors: (colors: PaletteColors | undefined) => void;
  setDense: (dense: boolean) => void;
}

const ThemeSettingsContext = React.createContext<ThemeSettingsContextValue | null>(null);

/**
 * The theme of the default settings, created once per JavaScript realm and language: every page the build
 * renders starts from it, and so does every page a reader loads until they change a setting. Created per
 * page, it took about 3 ms of each page's static rendering (1.5 s of a render worker's 22 s; a CPU profile
 * of the build, maintainers/performance.md, "Build"). A theme is never changed once created.
 */
const defaultThemes = new Map<string, Theme>();
function themeOf(settings: DocsThemeSettings, options: ThemeOptions): Theme {
  const isDefault =
    settings.dense === DEFAULT_THEME_SETTINGS.dense &&
    settings.direction === DEFAULT_THEME_SETTINGS.direction &&
    settings.spacing === DEFAULT_THEME_SETTINGS.spacing &&
    settings.paletteColors === undefined;
  if (!isDefault) return createDocsTheme(settings, options);
  const key = JSON.stringify(options);
  let theme = defaultThemes.get(key);
  if (!theme) {
    theme = createDocsTheme(settings, options);
    defaultThemes.set(key, theme);
  }
  return theme;
}

const warnedValues = new Set<string>();
function warnOnce(raw: string, reason: string) {
  if (!warnedValues.has(raw)) {
    warnedValues.add(raw);
    console.warn(`MUI X docs: ignoring the stored custom palette (${reason}); using the default palette.`);
  }
}

/**
 * The stored palette, when it is in the stored form (../docsTheme/storedColor.ts); anything else gives the
 * default palette here, and `normaliseStoredPalette` decides whether it was a colour in another syntax.
 */
export function resolvePaletteColors(raw: string | null): PaletteColors | undefined {
  const result = parseStoredPaletteColors(raw);
  return result.ok ? result.colors : undefined;
}

/**
 * A stored palette that start-up did not accept, read again with the full colour parser: a colour stored by an
 * earlier version of the site in another CSS syntax comes back in the stored form (the caller stores it, so
 * nothing the reader chose is lost); anything else is ignored with one warning so it can never break the site.
 */
export async function normaliseStoredPalette(raw: string): Promise<PaletteColors | undefined | null> {
  const { parseSupportedColor } = await import('../docsTheme/supportedColor');
  const result = parseStoredPaletteColors(raw, parseSupportedColor);
  if (result.ok) return result.colors;
  warnOnce(raw, result.reason);
  return null;
}

async function loadRtlCache(): Promise<EmotionCache> {
  const [{ default: createCache }, { default: rtlPlugin }] = await Promise.all([
    import('@emotion/cache'),
    import('stylis-plugin-rtl'),
  ]);
  return createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
}

/**
 * The theme's CSS variables (`--mui-spacing`, the palettes of both schemes…). MUI would emit them after the
 * page's content; emitted first, they are defined before any element that uses them is painted, so a
 * browser painting a half-parsed page never lays it out with undefined spacing.
 */
function ThemeVariables() {
  const theme = useTheme();
  return <GlobalStyles styles={theme.generateStyleSheets?.() ?? []} />;
}

export function ThemeSettingsProvider({ children }: { children: React.ReactNode }) {
  const [storedPalette, setStoredPalette] = useStoredState(PALETTE_STORAGE_KEY);
  const [storedDirection, setStoredDirection] = useStoredState(DIRECTION_STORAGE_KEY);
  const [dense, setDense] = React.useState(DEFAULT_THEME_SETTINGS.dense);

  const direction: Direction = storedDirection === 'rtl' ? 'rtl' : 'ltr';
  const paletteColors = React.useMemo(() => resolvePaletteColors(storedPalette), [storedPalette]);
  React.useEffect(() => {
    if (!storedPalette || parseStoredPaletteColors(storedPalette).ok) return undefined;
    let current = true;
    normaliseStoredPalette(storedPalette).then(
      (colors) => {
        if (current && colors !== null) setStoredPalette(colors ? JSON.stringify(colors) : null);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [storedPalette, setStoredPalette]);

  const settings = React.useMemo<DocsThemeSettings>(
    () => ({ ...DEFAULT_THEME_SETTINGS, dense, direction, paletteColors }),
    [dense, direction, paletteColors],
  );

  // MUI's own component labels in the language being built (i18n/<locale>/code.json).
  const localeOptions = React.useMemo(() => ({ components: muiComponentLabels() }), []);

  const theme = React.useMemo(() => {
    try {
      return themeOf(settings, localeOptions);
    } catch (error) {
      // A colour that passed validation but still upsets MUI must not take the site down.
      warnOnce(storedPalette ?? '', (error as Error).message);
      return themeOf({ ...settings, paletteColors: undefined }, localeOptions);
    }
  }, [settings, storedPalette, localeOptions]);

  // Right-to-left needs an Emotion cache that flips the generated CSS; it is loaded only when chosen.
  const [rtlCache, setRtlCache] = React.useState<EmotionCache | null>(null);
  // The cache the server render used; kept for left-to-right so hydration matches.
  const defaultCache = useEmotionCache();
  React.useEffect(() => {
    // On <body>: Docusaurus's head manager owns <html dir> (from the locale config) and would reset it.
    document.body.setAttribute('dir', direction);
    if (direction === 'rtl' && !rtlCache) {
      let cancelled = false;
      loadRtlCache().then((cache) => !cancelled && setRtlCache(cache));
      return () => {
        cancelled = true;
      };
    }
    return undefined;
  }, [direction, rtlCache]);

  const value = React.useMemo<ThemeSettingsContextValue>(
    () => ({
      settings,
      setDirection: (next) => setStoredDirection(next === 'rtl' ? 'rtl' : null),
      setPaletteColors: (colors) => {
        const entries = Object.values(colors ?? {});
        // The drawer gives colours in the stored form (it parses what the reader types); nothing else is stored.
        if (entries.some((entry) => !checkStoredColor(entry?.main).ok)) return;
        setStoredPalette(entries.length > 0 ? JSON.stringify(colors) : null);
      },
      setDense,
    }),
    [settings, setStoredDirection, setStoredPalette],
  );

  return (
    <ThemeSettingsContext.Provider value={value}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={MODE_STORAGE_KEY}
        storageManager={colorSchemeStorageManager}
        disableStyleSheetGeneration
      >
        <NoTransitionsOnSchemeChange />
        <ThemeVariables />
        <CssBaseline enableColorScheme />
        {/* Always the same element, so switching direction swaps the cache without remounting the page. */}
        <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : defaultCache!}>
          {children}
        </CacheProvider>
      </ThemeProvider>
    </ThemeSettingsContext.Provider>
  );
}

export function useThemeSettings(): ThemeSettingsContextValue {
  const value = React.useContext(ThemeSettingsContext);
  if (value === null) {
    throw docsError(DocsErrorCode.MissingThemeSettingsProvider);
  }
  return value;
}
