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
  CODE_VARIANTS,
  DEFAULT_CODE_VARIANT,
  HASH_EXTENSION_OF,
} from '../../src/codeVariant/model';

export interface CodeVariantPluginOptions {
  /** Cookie holding one of the model's code variants (src/codeVariant/model.ts). */
  cookieName: string;
  /** Attribute set on <html>. */
  attribute: string;
  id?: string;
}

/**
 * The script, generated from src/codeVariant/model.ts: the variants, their hash extensions and the default
 * are inlined from there. Same order as `resolveCodeVariant`: a hash ending in a variant's extension, else
 * a cookie holding a known variant, else the default (tests/unit/codeVariant/codeVariantScript.test.ts
 * runs both over every combination). ES5 and guarded, so a broken cookie can never stop the page.
 */
export function codeVariantScript(cookieName: string, attribute: string): string {
  const pattern = JSON.stringify(`(?:^|;\\s*)${cookieName}=([^;]*)`);
  const variants = JSON.stringify(CODE_VARIANTS);
  const endings = JSON.stringify(CODE_VARIANTS.map((variant) => `.${HASH_EXTENSION_OF[variant]}`));
  const fallback = JSON.stringify(DEFAULT_CODE_VARIANT);
  return `(function(){var V=${variants},E=${endings},v=null,i;try{var h=window.location.hash;for(i=0;i<E.length&&!v;i++){if(h.slice(-E[i].length)===E[i]){v=V[i];}}if(!v){var m=document.cookie.match(new RegExp(${pattern}));var c=m?decodeURIComponent(m[1]):null;for(i=0;i<V.length&&!v;i++){if(c===V[i]){v=c;}}}}catch(e){}document.documentElement.setAttribute(${JSON.stringify(attribute)},v||${fallback});})();`;
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
