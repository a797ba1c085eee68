import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';

export interface ColorModePluginOptions {
  /** localStorage key holding `light`, `dark` or `system`. */
  storageKey: string;
  id?: string;
}

/**
 * The blocking script that puts the right colour scheme on <html> before first paint. It runs after the
 * Docusaurus theme's own script and has the last word, because the reader's choice lives under our key
 * (`mode` = light | dark | system, default system; README "Behaviour reference"). An invalid stored value is
 * removed so MUI, which reads the same key, never starts from it.
 */
export function colorModeScript(storageKey: string): string {
  const key = JSON.stringify(storageKey);
  return `(function(){var d=document.documentElement,m=null;try{m=window.localStorage.getItem(${key});if(m!==null&&m!=='light'&&m!=='dark'&&m!=='system'){window.localStorage.removeItem(${key});m=null;}}catch(e){}if(!m){m='system';}var r=m;if(m==='system'){try{r=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';}catch(e){r='light';}}d.setAttribute('data-theme',r);d.setAttribute('data-theme-choice',m);d.style.colorScheme=r;})();`;
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
