import { buildLlmsTxt } from '@site/src/llms/llmsTxt';
import { pageVersion, validateOptions } from '@site/plugins/llms-export';

describe('buildLlmsTxt', () => {
  const pages = [
    {
      title: 'Overview',
      description: 'What MUI X is.',
      product: 'General',
      section: 'guide' as const,
      url: 'https://mui.com/x/introduction.md',
    },
    {
      title: 'DataGrid API',
      description: 'Props of DataGrid.',
      product: 'Data Grid',
      section: 'API' as const,
      url: 'https://mui.com/x/api/data-grid/data-grid.md',
    },
    {
      title: 'Sorting',
      description: 'Sort rows\nby column.',
      product: 'Data Grid',
      section: 'guide' as const,
      url: 'https://mui.com/x/react-data-grid/sorting.md',
    },
    {
      title: 'Bar [chart]',
      description: '',
      product: 'Charts',
      section: 'guide' as const,
      url: 'https://mui.com/x/react-charts/bars.md',
    },
  ];

  it('writes the title, the summary and one section per product with its pages', async () => {
    const text = await buildLlmsTxt({ title: 'MUI X', summary: 'Advanced React components.', pages });
    expect(text).toBe(
      [
        '# MUI X',
        '',
        '> Advanced React components.',
        '',
        '## Data Grid',
        '',
        '- [Sorting](https://mui.com/x/react-data-grid/sorting.md): Sort rows by column.',
        '- [DataGrid API](https://mui.com/x/api/data-grid/data-grid.md): Props of DataGrid.',
        '',
        '## Charts',
        '',
        '- [Bar \\[chart\\]](https://mui.com/x/react-charts/bars.md)',
        '',
        '## General',
        '',
        '- [Overview](https://mui.com/x/introduction.md): What MUI X is.',
        '',
      ].join('\n'),
    );
  });

  it("lists an older version's pages after the current docs, in sections headed with the version's label", async () => {
    const older = (page: (typeof pages)[number], version: string) => ({
      ...page,
      url: page.url.replace('/x/', `/x/${version}/`),
      olderVersion: version,
    });
    const text = await buildLlmsTxt({
      title: 'MUI X',
      summary: 'S',
      pages: [older(pages[2], '7.x'), older(pages[0], '8.x'), pages[2], older(pages[1], '8.x')],
      olderVersions: ['8.x', '7.x'],
    });
    expect(text.split('\n').filter((line) => line.startsWith('## '))).toEqual([
      '## Data Grid',
      '## Data Grid (older version 8.x)',
      '## General (older version 8.x)',
      '## Data Grid (older version 7.x)',
    ]);
    const section = (name: string) => text.split(`\n## ${name}\n`)[1]?.split('\n## ')[0] ?? '';
    expect(section('Data Grid')).toContain('https://mui.com/x/react-data-grid/sorting.md');
    expect(section('Data Grid')).not.toMatch(/\/x\/\d/);
    expect(section('Data Grid (older version 8.x)')).toContain(
      'https://mui.com/x/8.x/api/data-grid/data-grid.md',
    );
    expect(section('Data Grid (older version 7.x)')).toContain(
      'https://mui.com/x/7.x/react-data-grid/sorting.md',
    );
  });

  it('files pages of an unknown product under General', async () => {
    const text = await buildLlmsTxt({
      title: 'T',
      summary: 'S',
      pages: [{ ...pages[0], product: 'Unknown' }],
    });
    expect(text).toContain('## General\n\n- [Overview]');
  });
});

describe('llms-export validateOptions', () => {
  const validate = (options: object) => validateOptions({ options, validate: () => options } as never);

  it('requires a summary and fills the id', () => {
    expect(validate({ summary: ' MUI X docs. ' })).toEqual({
      summary: 'MUI X docs.',
      id: 'default',
    });
    expect(() => validate({ summary: '' })).toThrow(/summary/);
  });

  it('checks the page order', () => {
    expect(() => validate({ summary: 'x', pageOrder: ['react-data-grid'] })).toThrow(/pageOrder/);
  });
});

describe('pageVersion', () => {
  const versions = [
    { versionName: 'current', label: 'v8.29.3', path: '/x', isLast: true },
    { versionName: '8.x', label: '8.x', path: '/x/8.x', isLast: false },
  ];

  it("gives a cut version's page its path inside the version and the version's label", () => {
    expect(pageVersion('/x/8.x/react-data-grid/sorting/', '/x/', versions)).toEqual({
      sitePath: '/react-data-grid/sorting/',
      olderVersion: '8.x',
    });
    expect(pageVersion('/x/8.x/api/data-grid/data-grid/', '/x/', versions)).toEqual({
      sitePath: '/api/data-grid/data-grid/',
      olderVersion: '8.x',
    });
  });

  it('leaves current pages, and a folder merely starting like a version, in the current docs', () => {
    expect(pageVersion('/x/react-data-grid/sorting/', '/x/', versions)).toEqual({
      sitePath: '/react-data-grid/sorting/',
    });
    expect(pageVersion('/x/8.xy/', '/x/', versions)).toEqual({ sitePath: '/8.xy/' });
  });
});
