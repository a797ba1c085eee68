import type { LoadContext, Plugin, OptionValidationContext, HtmlTagObject } from '@docusaurus/types';

export interface IconFontPluginOptions {
  /** The icon-font stylesheet on the font host (loaded on every page). */
  href: string;
  id?: string;
}

export const DEFAULT_ICON_FONT_HREF = 'https://fonts.googleapis.com/icon?family=Material+Icons&display=block';

/**
 * The stylesheet link, loaded without blocking rendering: it starts as a `print` stylesheet (fetched at low
 * priority, never blocking paint) and switches to `all` once loaded. If the font host is unreachable the
 * switch never happens and the page renders exactly as without it. `<noscript>` keeps it for no-JS readers.
 */
export function iconFontTags(href: string): [HtmlTagObject, string] {
  return [
    {
      tagName: 'link',
      attributes: {
        rel: 'stylesheet',
        href,
        media: 'print',
        onload: "this.media='all'",
        'data-icon-font': 'true',
      },
    },
    `<noscript><link rel="stylesheet" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></noscript>`,
  ];
}

/** Adds the icon-font stylesheet to every page's head. */
export default function iconFontPlugin(_context: LoadContext, options: IconFontPluginOptions): Plugin<void> {
  return {
    name: 'docs-icon-font',
    injectHtmlTags() {
      return { headTags: iconFontTags(options.href) };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<IconFontPluginOptions> | undefined,
  IconFontPluginOptions
>): IconFontPluginOptions {
  const href = options?.href ?? DEFAULT_ICON_FONT_HREF;
  let protocol: string;
  try {
    protocol = new URL(href).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'https:') {
    throw new Error(`icon-font: href must be an https URL; got ${JSON.stringify(href)}.`);
  }
  return { href, id: options?.id ?? 'default' };
}
