import { normalizeTypeText, splitParamTag, stripSiteLinkLists } from '@site/plugins/api-docs/jsdoc';

describe('JSDoc helpers', () => {
  it('removes the Demos/API link lists and keeps the real description', () => {
    const text =
      'Renders a grid.\n\nDemos:\n\n- [DataGrid](https://mui.com/x/react-data-grid/)\n\nAPI:\n\n- [DataGrid API](https://mui.com/x/api/data-grid/data-grid/)';
    expect(stripSiteLinkLists(text)).toBe('Renders a grid.');
    expect(stripSiteLinkLists('Demos:\n\n- [A](https://mui.com/)')).toBe('');
  });

  it('splits @param tags into name and description, dropping a JSDoc type', () => {
    expect(splitParamTag('{GridRowParams} params With all properties from [[GridRowParams]].')).toEqual({
      name: 'params',
      description: 'With all properties from [[GridRowParams]].',
    });
    expect(splitParamTag('event - The event object.')).toEqual({
      name: 'event',
      description: 'The event object.',
    });
  });

  it('collapses multi-line types into one line', () => {
    expect(normalizeTypeText("\n  | 'compact'\n  | 'standard'\n  | 'comfortable'")).toBe(
      "'compact' | 'standard' | 'comfortable'",
    );
    expect(normalizeTypeText('Array<\n  string\n>')).toBe('Array<string>');
    expect(normalizeTypeText('{\n  a: string;\n}')).toBe('{ a: string }');
  });
});
