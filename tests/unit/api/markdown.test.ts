import { firstSentence, markdownToText, parseInline, parseMarkdown, safeHref } from '@site/src/api/markdown';

describe('parseMarkdown', () => {
  it('splits paragraphs, bullet lists and fenced code', () => {
    const blocks = parseMarkdown('First line\ncontinues.\n\n- one\n- two `x`\n\n```tsx\nconst a = 1;\n```');
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'list', 'codeBlock']);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', value: 'First line continues.' }],
    });
    expect(blocks[1]).toEqual({
      type: 'list',
      items: [
        [{ type: 'text', value: 'one' }],
        [
          { type: 'text', value: 'two ' },
          { type: 'code', value: 'x' },
        ],
      ],
    });
    expect(blocks[2]).toEqual({ type: 'codeBlock', value: 'const a = 1;', language: 'tsx' });
  });

  it('returns nothing for an empty description', () => {
    expect(parseMarkdown('')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads code, emphasis, links and type references', () => {
    expect(parseInline('Set of columns of type [[GridColDef]][].')).toEqual([
      { type: 'text', value: 'Set of columns of type ' },
      { type: 'ref', name: 'GridColDef' },
      { type: 'text', value: '[].' },
    ]);
    expect(parseInline('**bold** and *em* and [docs](https://mui.com/x/)')).toEqual([
      { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
      { type: 'text', value: ' and ' },
      { type: 'em', children: [{ type: 'text', value: 'em' }] },
      { type: 'text', value: ' and ' },
      { type: 'link', href: 'https://mui.com/x/', children: [{ type: 'text', value: 'docs' }] },
    ]);
  });

  it('reads {@link} as a reference or an external link', () => {
    expect(parseInline('{@link applyProps}')).toEqual([{ type: 'ref', name: 'applyProps' }]);
    expect(parseInline('{@link https://mui.com/x/react-charts/highlighting/ highlighting docs}')).toEqual([
      {
        type: 'link',
        href: 'https://mui.com/x/react-charts/highlighting/',
        children: [{ type: 'text', value: 'highlighting docs' }],
      },
    ]);
  });

  it('keeps snake_case words and HTML-looking text as plain text', () => {
    expect(parseInline('use row_id and <rect /> here')).toEqual([
      { type: 'text', value: 'use row_id and <rect /> here' },
    ]);
  });

  it('drops unsafe link targets and keeps their text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'em', children: [{ type: 'text', value: 'click' }] },
      { type: 'text', value: ')' },
    ]);
  });
});

describe('safeHref', () => {
  it('keeps http(s) and in-page links, resolves root-relative ones against mui.com, drops the rest', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('#prop-rows')).toBe('#prop-rows');
    expect(safeHref('/material-ui/api/input/')).toBe('https://mui.com/material-ui/api/input/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });
});

describe('plain text helpers', () => {
  it('flattens Markdown and takes the first sentence', () => {
    expect(markdownToText('If `true`, the grid shows **checkboxes**.\n\nMore.')).toBe(
      'If true, the grid shows checkboxes. More.',
    );
    expect(firstSentence('Renders the zoom slider. It appears when enabled.')).toBe(
      'Renders the zoom slider.',
    );
    expect(firstSentence('Renders rows.\nSupports  paging. More.')).toBe('Renders rows.');
    expect(firstSentence('No final stop')).toBe('No final stop');
  });
});
