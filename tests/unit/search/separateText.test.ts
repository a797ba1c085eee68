import {
  CONTROL_SELECTORS,
  separateText,
  withoutStyleSheets,
} from '../../../plugins/search-index/separateText';

/** The text Pagefind would read: tags removed, whitespace runs as one space. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('separateText', () => {
  it('separates highlighted code lines', () => {
    const html =
      '<pre><code><span class="token-line"><span class="token string">\'@mui/x-charts/PieChart\'</span><span class="token punctuation">;</span></span>' +
      '<span class="token-line code-line-highlighted"><span class="token comment">// or</span></span>' +
      '<span style="display:block" class="token-line"><br></span>' +
      '<span class="token-line"><span class="token keyword">import</span></span></code></pre>';
    expect(text(html)).toBe("'@mui/x-charts/PieChart';// orimport");
    expect(text(separateText(html))).toBe("'@mui/x-charts/PieChart'; // or import");
  });

  it('separates code lines, cells and paragraphs of minified HTML (unquoted classes, no optional end tags)', () => {
    const code =
      '<pre><code><span class=token-line style=display:block><span class="token comment">// or</span><span class="token plain"></span></span>' +
      '<span class=token-line style=display:block><span class="token keyword module">import</span></span></code></pre>';
    expect(text(separateText(code))).toBe('// or import');
    const table =
      '<table><tr><td><h3 id=prop-a><span>columnBufferPx</span></h3><td data-label=Type><code class=api-type>number</code><td data-label=Default><code class=api-default>150</code><td><div class=api-markdown><p>Column region</div><tr><td>next</table>';
    expect(text(separateText(table))).toBe('columnBufferPx number 150 Column region next');
  });

  it('separates table cells, rows and list items', () => {
    const html =
      '<table><tr><th>Type</th><th>Default</th></tr><tr><td><code>number</code></td><td>52</td></tr></table><ul><li>one</li><li>two</li></ul>';
    expect(text(separateText(html))).toBe('Type Default number 52 one two');
  });

  it('keeps tokens of one code line and inline markup together', () => {
    const html =
      '<pre><span class="token-line"><span class="token plain">apiRef</span><span class="token punctuation">.</span><span class="token plain">current</span></span></pre><p>a <strong>bold</strong>word</p>';
    expect(text(separateText(html))).toBe('apiRef.current a boldword');
  });

  it('does not take other classes for code lines', () => {
    expect(separateText('<span class="not-token-line">a</span><span class="token-lines">b</span>')).toBe(
      '<span class="not-token-line">a</span><span class="token-lines">b</span>',
    );
  });

  it('leaves buttons out of the index', () => {
    expect(CONTROL_SELECTORS).toContain('button');
  });
});

describe('withoutStyleSheets', () => {
  it('drops every inline style sheet, its rules included, and keeps the text around it', () => {
    const html =
      '<head><style>body{margin:0}</style></head><div id=__docusaurus><style data-emotion="css-global 1rdj7pe">:root{--mui-spacing:8px}</style>' +
      '<article data-pagefind-body><STYLE data-emotion="css abc">.css-abc{color:red}</STYLE ><h1>Sorting</h1><p>Sort rows</p>' +
      '<style data-emotion="css def">.css-def{content:"<p>not text</p>"}</style><p>by column</p></article></div>';
    const stripped = withoutStyleSheets(html);
    expect(stripped).not.toMatch(/style|--mui|css-|not text/i);
    expect(text(separateText(stripped))).toBe('Sorting Sort rows by column');
    expect(stripped).toContain('<article data-pagefind-body><h1>Sorting</h1>');
  });

  it('leaves a page without style sheets as it is', () => {
    const html = '<article data-pagefind-body><p style="color:red">styled attribute</p></article>';
    expect(withoutStyleSheets(html)).toBe(html);
  });
});
