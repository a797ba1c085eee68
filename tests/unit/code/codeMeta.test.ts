import { parseCodeMeta, parseLineRanges } from '@site/src/code/codeMeta';
import { themeToVariables, tokenRules, tokenVariableName } from '@site/src/code/prismThemeCss';
import { themes } from 'prism-react-renderer';

describe('code fence meta', () => {
  it('reads the title, highlighted lines and variant', () => {
    const meta = parseCodeMeta('title="Install it" {1,3-4} variant=JS');
    expect(meta.title).toBe('Install it');
    expect([...meta.highlightLines]).toEqual([1, 3, 4]);
    expect(meta.variant).toBe('JS');
    expect(parseCodeMeta(undefined)).toEqual({ title: null, highlightLines: new Set(), variant: null });
  });

  it('caps ranges and ignores junk', () => {
    expect(parseLineRanges('2-1000000').size).toBe(1001);
    expect([...parseLineRanges('a, 5')]).toEqual([5]);
  });
});

describe('Prism theme to CSS variables', () => {
  it('turns both site themes into variables and token rules', () => {
    const light = themeToVariables(themes.github);
    const dark = themeToVariables(themes.vsDark);
    expect(light.variables['--code-plain-color']).toBe(themes.github.plain.color);
    expect(dark.variables[tokenVariableName('keyword')]).toBe('rgb(86, 156, 214)');
    expect(light.variables[tokenVariableName('comment')]).toBe('#999988');
    expect(light.variables[`${tokenVariableName('comment')}-style`]).toBe('italic');
    const rules = tokenRules(['keyword', 'attr-name']);
    expect(rules['& .token.keyword']).toEqual({
      color: 'var(--code-token-keyword, inherit)',
      fontStyle: 'var(--code-token-keyword-style, normal)',
    });
    expect(rules['& .token.attr-name']).toBeDefined();
  });
});
