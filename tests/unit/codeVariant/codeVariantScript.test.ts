/**
 * The inline script of plugins/code-variant must choose exactly what src/codeVariant chooses.
 */
import { codeVariantScript, validateOptions } from '@site/plugins/code-variant';
import { resolveCodeVariant, parseCookie } from '@site/src/codeVariant';

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
  const cases: Array<[string, string | null]> = [
    ['', null],
    ['', 'JS'],
    ['', 'TS'],
    ['', 'garbage'],
    ['#BasicGrid.js', 'TS'],
    ['#BasicGrid.tsx', 'JS'],
    ['#sorting', 'JS'],
    ['#tailwind-StatusGrid.js', null],
  ];
  it.each(cases)('hash %p, cookie %p: same answer as resolveCodeVariant', (hash, cookie) => {
    const attribute = runScript(hash, cookie);
    const expected = resolveCodeVariant({
      hash: window.location.hash,
      cookie: parseCookie(document.cookie, 'codeVariant'),
    });
    expect(attribute).toBe(expected);
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
