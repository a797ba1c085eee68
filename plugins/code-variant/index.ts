/**
 * The code-variant cookie's plugin. Its one job: a tiny blocking script that puts the reader's JS/TS
 * choice (hash, else `codeVariant` cookie, else TS — the order of src/codeVariant) on <html> as
 * `data-code-variant` before first paint. CSS uses it to show the right half of every JS/TS code pair and
 * demo preview straight from the server HTML, so a JS reader never sees TS flash before hydration, while
 * React state still starts at the default (no hydration mismatch) and catches up in an effect.
 */
import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import {
  CODE_VARIANT_ATTRIBUTE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_VARIANT,
  HASH_EXTENSION_OF,
} from '../../src/codeVariant/model';

export interface CodeVariantPluginOptions {
  /** Cookie holding `JS` or `TS`. */
  cookieName: string;
  /** Attribute set on <html>. */
  attribute: string;
  id?: string;
}

export function codeVariantScript(cookieName: string, attribute: string): string {
  const pattern = JSON.stringify(`(?:^|;\\s*)${cookieName}=([^;]*)`);
  // The hash extensions, variants and default come from the model, so this script and src/codeVariant agree.
  const js = JSON.stringify(`.${HASH_EXTENSION_OF.JS}`);
  const tsx = JSON.stringify(`.${HASH_EXTENSION_OF.TS}`);
  const fallback = JSON.stringify(DEFAULT_CODE_VARIANT);
  return `(function(){var v=null;try{var h=window.location.hash;if(h.slice(-${js}.length)===${js}){v='JS';}else if(h.slice(-${tsx}.length)===${tsx}){v='TS';}if(!v){var m=document.cookie.match(new RegExp(${pattern}));var c=m?decodeURIComponent(m[1]):null;if(c==='JS'||c==='TS'){v=c;}}}catch(e){}document.documentElement.setAttribute(${JSON.stringify(attribute)},v||${fallback});})();`;
}

export default function codeVariantPlugin(
  _context: LoadContext,
  options: CodeVariantPluginOptions,
): Plugin<void> {
  return {
    name: 'code-variant',
    injectHtmlTags() {
      return {
        preBodyTags: [
          { tagName: 'script', innerHTML: codeVariantScript(options.cookieName, options.attribute) },
        ],
      };
    },
  };
}

const NAME_PATTERN = /^[A-Za-z][\w-]*$/;

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<CodeVariantPluginOptions> | undefined,
  CodeVariantPluginOptions
>): CodeVariantPluginOptions {
  const cookieName = options?.cookieName ?? CODE_VARIANT_COOKIE;
  const attribute = options?.attribute ?? CODE_VARIANT_ATTRIBUTE;
  if (typeof cookieName !== 'string' || !NAME_PATTERN.test(cookieName)) {
    throw new Error('code-variant: cookieName must be letters, digits, "_" or "-", starting with a letter.');
  }
  if (typeof attribute !== 'string' || !/^data-[a-z][a-z0-9-]*$/.test(attribute)) {
    throw new Error('code-variant: attribute must be a lowercase data-* attribute name.');
  }
  return { cookieName, attribute, id: options?.id ?? 'default' };
}
