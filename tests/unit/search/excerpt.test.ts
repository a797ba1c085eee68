import { decodeEntities, parseExcerpt } from '@site/src/search/excerpt';

describe('parseExcerpt', () => {
  it('splits a Pagefind excerpt on its mark tags', () => {
    expect(
      parseExcerpt('Enable <mark>checkboxSelection</mark> to add a <mark>checkbox</mark> column.'),
    ).toEqual([
      { text: 'Enable ', highlighted: false },
      { text: 'checkboxSelection', highlighted: true },
      { text: ' to add a ', highlighted: false },
      { text: 'checkbox', highlighted: true },
      { text: ' column.', highlighted: false },
    ]);
  });

  it('keeps any other markup as literal text', () => {
    const parts = parseExcerpt('<img src=x onerror="alert(1)"> and <mark><script>bad()</script></mark>');
    expect(parts).toEqual([
      { text: '<img src=x onerror="alert(1)"> and ', highlighted: false },
      { text: '<script>bad()</script>', highlighted: true },
    ]);
  });

  it('decodes escaped characters into text instead of markup', () => {
    expect(parseExcerpt('Use &lt;DataGrid /&gt; &amp; <mark>sort</mark>')).toEqual([
      { text: 'Use <DataGrid /> & ', highlighted: false },
      { text: 'sort', highlighted: true },
    ]);
  });

  it('treats an unclosed mark as highlighted until the end and ignores stray closings', () => {
    expect(parseExcerpt('a</mark>b<mark>c')).toEqual([
      { text: 'ab', highlighted: false },
      { text: 'c', highlighted: true },
    ]);
  });

  it('matches mark tags case-insensitively', () => {
    expect(parseExcerpt('x<MARK>y</MARK>')).toEqual([
      { text: 'x', highlighted: false },
      { text: 'y', highlighted: true },
    ]);
  });

  it('returns no parts for empty or non-string input', () => {
    expect(parseExcerpt('')).toEqual([]);
    expect(parseExcerpt(undefined)).toEqual([]);
    expect(parseExcerpt({ toString: () => '<mark>x</mark>' })).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities', () => {
    expect(decodeEntities('&quot;a&quot; &#39;b&#x27; &nbsp;')).toBe('"a" \'b\' \u00a0');
  });

  it('leaves unknown or out-of-range entities as written', () => {
    expect(decodeEntities('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});
