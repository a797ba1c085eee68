/**
 * The inline script of plugins/code-variant must choose exactly what src/codeVariant chooses.
 */
import { codeVariantScript, validateOptions } from '@site/plugins/code-variant';
import { CODE_VARIANTS, HASH_EXTENSION_OF, resolveCodeVariant } from '@site/src/codeVariant';
import { parseCookie } from '@site/src/storage/cookies';

function runScript(hash: string, cookie: string | null): string | null {
  document.cookie = 'codeVariant=; max-age=0; path=/';
  if (cookie !== null) document.cookie = `codeVariant=${cookie}; path=/`;
  window.location.hash = hash;
  document.documentElement.removeAttribute('data-code-variant');
  // eslint-disable-next-line no-new-func -- runs the inline script exactly as the page does
  new Function(codeVariantScript('codeVariant', 'data-code-variant'))();
  return document.documentElement.getAttribute('data-code-variant');
}

describe('code-variant inline script', () => {
  // Every hash ending and cookie value the model knows, plus hashes and cookies that say nothing.
  const hashes = [
    '',
    '#sorting',
    '#x.ts',
    ...CODE_VARIANTS.flatMap((variant) => [
      `#BasicGrid.${HASH_EXTENSION_OF[variant]}`,
      `#tailwind-StatusGrid.${HASH_EXTENSION_OF[variant]}`,
    ]),
  ];
  const cookies = [null, 'garbage', 'javascript', ...CODE_VARIANTS];
  const cases = hashes.flatMap((hash) => cookies.map((cookie): [string, string | null] => [hash, cookie]));
  it.each(cases)('hash %p, cookie %p: same answer as resolveCodeVariant', (hash, cookie) => {
    const attribute = runScript(hash, cookie);
    const expected = resolveCodeVariant({
      hash: window.location.hash,
      cookie: parseCookie(document.cookie, 'codeVariant'),
    });
    expect(attribute).toBe(expected);
  });

  it('takes every value it knows from the model', () => {
    const script = codeVariantScript('codeVariant', 'data-code-variant');
    expect(script).toContain(JSON.stringify(CODE_VARIANTS));
    for (const variant of CODE_VARIANTS) expect(script).toContain(`".${HASH_EXTENSION_OF[variant]}"`);
  });

  it('validates its options and fills in the id', () => {
    expect(validateOptions({ options: {}, validate: () => ({}) } as never)).toEqual({
      cookieName: 'codeVariant',
      attribute: 'data-code-variant',
      id: 'default',
    });
    expect(() => validateOptions({ options: { cookieName: 'a;b' }, validate: () => ({}) } as never)).toThrow(
      /cookieName/,
    );
    expect(() =>
      validateOptions({ options: { attribute: 'onload' }, validate: () => ({}) } as never),
    ).toThrow(/attribute/);
  });
});
