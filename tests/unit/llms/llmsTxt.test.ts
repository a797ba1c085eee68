import { buildLlmsTxt } from '@site/src/llms/llmsTxt';
import { validateOptions } from '@site/plugins/llms-export';

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
