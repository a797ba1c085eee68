import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';

export interface ColorModePluginOptions {
  /** localStorage key holding `light`, `dark` or `system`. */
  storageKey: string;
  id?: string;
}

/**
 * The blocking script that puts the right colour scheme on <html> before first paint. It runs after the
 * Docusaurus theme's own script and has the last word, because the reader's choice lives under our key
 * (`mode` = light | dark | system, default system; maintainers/behaviour.md). An invalid stored value is removed so MUI, which
 * reads the same key, never starts from it. Storage that throws on any access (blocked site data, a
 * sandboxed frame, a hostile getter) or returns something odd counts as "nothing stored": only one of
 * the three known strings is ever copied out of storage, and each storage access has its own try.
 */
export function colorModeScript(storageKey: string): string {
  const key = JSON.stringify(storageKey);
  return `(function(){var d=document.documentElement,m='system',s=null;try{s=window.localStorage.getItem(${key});}catch(e){}if(s==='light'||s==='dark'||s==='system'){m=s;}else if(s!==null){try{window.localStorage.removeItem(${key});}catch(e){}}var r=m;if(m==='system'){try{r=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';}catch(e){r='light';}}d.setAttribute('data-theme',r);d.setAttribute('data-theme-choice',m);d.style.colorScheme=r;})();`;
}

export default function colorModePlugin(
  _context: LoadContext,
  options: ColorModePluginOptions,
): Plugin<void> {
  return {
    name: 'color-mode',
    injectHtmlTags() {
      return {
        preBodyTags: [{ tagName: 'script', innerHTML: colorModeScript(options.storageKey) }],
      };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<Partial<ColorModePluginOptions>, ColorModePluginOptions>): ColorModePluginOptions {
  const storageKey = options?.storageKey ?? 'mode';
  if (typeof storageKey !== 'string' || !/^[\w-]+$/.test(storageKey)) {
    throw new Error('color-mode: storageKey must be a non-empty string of letters, digits, "_" or "-".');
  }
  return { storageKey, id: options?.id ?? 'default' };
}
