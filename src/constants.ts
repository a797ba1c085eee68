/**
 * Site-wide constants. The current version's label is not one of them: it is the installed @mui/x-*
 * version, read at build time (plugins/version-metadata/installedVersion.ts).
 */

/** Where the site is served: docs live at the root of this base URL. */
export const BASE_URL = '/x/';

/** Cookies written by the docs are valid for one year. */
export const COOKIE_MAX_AGE_SECONDS = 31536000;

/** The default debounce used by docs widgets. */
export const DEFAULT_DEBOUNCE_MS = 166;

/** localStorage key holding the colour-mode preference (`light`, `dark` or `system`). */
export const MODE_STORAGE_KEY = 'mode';

/** localStorage key holding the reader's custom palette colours (JSON). */
export const PALETTE_STORAGE_KEY = 'paletteColors';

/** localStorage key holding the text direction chosen in the settings drawer. */
export const DIRECTION_STORAGE_KEY = 'direction';

export const GITHUB_REPO_URL = 'https://github.com/mui/mui-x';

/** Id of the empty element Root renders after every page; first paint waits until it is parsed. */
export const PAGE_END_ID = 'page-end';
