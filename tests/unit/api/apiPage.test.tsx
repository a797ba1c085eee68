/**
 * The API page components in the browser-like environment: rows, layouts and their stored preference,
 * reference links, and descriptions rendered as text, never as HTML.
 */
import * as React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '../renderWithSite';
import ComponentApiPage from '@site/src/components/api/ComponentApiPage';
import { componentPageProps } from './pageProps';
import ApiMarkdown, { ApiLinksProvider } from '@site/src/components/api/ApiMarkdown';
import type { ApiComponentPageData } from '@site/src/api/types';

jest.mock(
  '@theme/CodeBlock',
  () => ({ __esModule: true, default: ({ children }: { children: string }) => <pre>{children}</pre> }),
  {
    virtual: true,
  },
);

const data: ApiComponentPageData = {
  kind: 'component',
  name: 'DemoGrid',
  exportName: 'DemoGrid',
  product: 'data-grid',
  slug: 'demo-grid',
  packageName: '@mui/x-data-grid-pro',
  plan: 'pro',
  description: '',
  imports: [
    "import { DemoGrid } from '@mui/x-data-grid-pro/DemoGrid';",
    "import { DemoGrid } from '@mui/x-data-grid-pro';",
  ],
  props: [
    {
      name: 'columns',
      type: 'readonly GridColDef<R>[]',
      required: true,
      description: 'Set of columns of type [[GridColDef]][].',
    },
    {
      name: 'checkboxSelection',
      type: 'boolean',
      default: 'false',
      required: false,
      description: 'If `true`, shows checkboxes.',
    },
    {
      name: 'onRowClick',
      type: "GridEventListener<'rowClick'>",
      required: false,
      description: 'Fired on a click.',
      deprecated: 'Use `onRowSelect` instead.',
      plan: 'premium',
      signature: {
        type: '(params: GridRowParams, event: MuiEvent) => void',
        args: [
          {
            name: 'params',
            type: 'GridRowParams',
            description: 'With all properties from [[GridRowParams]].',
          },
          { name: 'event', type: 'MuiEvent', description: '' },
        ],
      },
    },
  ],
  slots: [
    {
      name: 'toolbar',
      description: 'The toolbar.',
      default: 'GridToolbar',
      className: 'MuiDataGrid-toolbar',
    },
  ],
  classes: [
    { key: 'cell', className: 'MuiDataGrid-cell', description: 'Styles applied to a cell.', isGlobal: false },
    {
      key: 'selected',
      className: 'Mui-selected',
      description: 'State class of a selected row.',
      isGlobal: true,
    },
  ],
  muiName: 'MuiDataGrid',
  forwardsRefTo: 'HTMLDivElement',
  demos: [{ title: 'Sorting', href: '/react-data-grid/sorting/', plan: 'pro' }],
  links: { GridColDef: '/api/data-grid/grid-col-def/' },
};

beforeEach(() => window.localStorage.clear());

describe('ComponentApiPage', () => {
  it('renders every row under a heading that carries its anchor', () => {
    const { container } = renderWithSite(<ComponentApiPage {...componentPageProps(data)} />);
    expect(container.querySelector('h3#prop-checkboxSelection')?.textContent).toContain('checkboxSelection');
    expect(container.querySelector('h3#slot-toolbar')).not.toBeNull();
    expect(container.querySelector('h3#classes-MuiDataGrid-cell')).not.toBeNull();
    const row = container.querySelector('#prop-checkboxSelection')!.closest('li')!;
    expect(row.querySelector('[data-label="Type"]')!.textContent).toBe('boolean');
    expect(row.querySelector('[data-label="Default"]')!.textContent).toBe('false');
    // Row headings carry no link element (a tenth of a big page's elements): the heading follows its
    // anchor on click, through the page's one listener, and keeps the query string (the props filter).
    expect(container.querySelectorAll('h3.api-row-anchor a:not([class*="plan-"])')).toHaveLength(0);
    window.history.replaceState(null, '', '/api/demo-grid/?filter=check');
    fireEvent.click(container.querySelector('#prop-checkboxSelection')!);
    expect(window.location.hash).toBe('#prop-checkboxSelection');
    expect(window.location.search).toBe('?filter=check');
    // A link inside a heading (the plan mark) keeps its own meaning.
    const planMark = container.querySelector('#prop-onRowClick a.plan-premium')!;
    planMark.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(planMark);
    expect(window.location.hash).toBe('#prop-checkboxSelection');
    // Section headings keep their own link.
    expect(container.querySelector('h2#props a.api-anchor-link')!.getAttribute('href')).toBe('#props');
  });

  it('shows each class once and says how its rule name follows from it', () => {
    const { container } = renderWithSite(<ComponentApiPage {...componentPageProps(data)} />);
    const classes = container.querySelector('section.api-section-classes')!;
    expect(classes.querySelectorAll('.api-rows-head span')).toHaveLength(2);
    expect(classes.textContent).toContain('.MuiDataGrid-cell is cell');
  });

  it('shows the slots Class column only on pages where a slot has a class', () => {
    const withClass = renderWithSite(<ComponentApiPage {...componentPageProps(data)} />).container;
    expect(
      withClass.querySelector('h3#slot-toolbar')!.closest('li')!.querySelector('[data-label="Class"]')!
        .textContent,
    ).toBe('.MuiDataGrid-toolbar');
    const without = renderWithSite(
      <ComponentApiPage
        {...componentPageProps({ ...data, slots: [{ ...data.slots[0], className: undefined }] })}
      />,
    ).container;
    expect(without.querySelector('section.api-section-slots [data-label="Class"]')).toBeNull();
    expect(without.querySelectorAll('section.api-section-slots .api-rows-head span')).toHaveLength(3);
  });

  it('marks required, paid and deprecated props and shows function signatures', () => {
    const { container } = renderWithSite(<ComponentApiPage {...componentPageProps(data)} />);
    expect(container.querySelector('#prop-columns abbr[title="required"]')).not.toBeNull();
    const click = container.querySelector('#prop-onRowClick')!.closest('li')!;
    expect(click.querySelector('.plan-premium')).not.toBeNull();
    expect(click.textContent).toContain('Deprecated');
    expect(click.querySelector('.api-signature')!.textContent).toContain(
      '(params: GridRowParams, event: MuiEvent) => void',
    );
    expect(container.querySelector('.api-chip-global')!.closest('li')!.textContent).toContain('Mui-selected');
  });

  it('notes the ref target, the theme key, the demos and the imports', () => {
    const { container } = renderWithSite(<ComponentApiPage {...componentPageProps(data)} />);
    expect(container.querySelector('.api-ref-note')!.textContent).toContain('HTMLDivElement');
    expect(container.querySelector('.api-theme-note')!.textContent).toContain(
      'components.MuiDataGrid.defaultProps',
    );
    const demos = container.querySelector('.api-demos')!;
    expect(
      within(demos as HTMLElement)
        .getByRole('link', { name: 'Sorting' })
        .getAttribute('href'),
    ).toBe('/x/react-data-grid/sorting/');
    expect(demos.querySelector('.plan-pro')).not.toBeNull();
    expect(container.querySelector('.api-import pre')!.textContent).toBe(data.imports.join('\n// or\n'));
  });

  it('links [[GridColDef]] to its page and leaves unknown references as code', () => {
    const { container } = renderWithSite(<ComponentApiPage {...componentPageProps(data)} />);
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'GridColDef');
    expect(link?.getAttribute('href')).toBe('/x/api/data-grid/grid-col-def/');
    const params = container.querySelector('.api-signature')!;
    expect(
      [...params.querySelectorAll('code')].some(
        (code) => code.textContent === 'GridRowParams' && code.closest('a') === null,
      ),
    ).toBe(true);
  });

  it('switches a section to the collapsed layout and stores the choice for that section only', () => {
    const { container } = renderWithSite(<ComponentApiPage {...componentPageProps(data)} />);
    const props = container.querySelector('section.api-section-props') as HTMLElement;
    expect(props.getAttribute('data-layout')).toBe('table');
    act(() => {
      fireEvent.click(within(props).getByRole('button', { name: 'Collapsed list' }));
    });
    expect(props.getAttribute('data-layout')).toBe('collapsed');
    expect(props.querySelectorAll('details')).toHaveLength(3);
    expect(props.querySelector('details summary h3#prop-columns')).not.toBeNull();
    expect(window.localStorage.getItem('apiPage_props')).toBe('collapsed');
    expect(window.localStorage.getItem('apiPage_slots')).toBeNull();
    act(() => {
      fireEvent.click(
        within(container.querySelector('section.api-section-classes') as HTMLElement).getByRole('button', {
          name: 'Expanded list',
        }),
      );
    });
    expect(window.localStorage.getItem('apiPage_classes')).toBe('expanded');
    expect(container.querySelector('section.api-section-classes .api-list-expanded')).not.toBeNull();
  });

  it('reads a stored layout and ignores invalid stored values', () => {
    window.localStorage.setItem('apiPage_slots', 'expanded');
    window.localStorage.setItem('apiPage_classes', '<script>');
    const { container } = renderWithSite(<ComponentApiPage {...componentPageProps(data)} />);
    expect(container.querySelector('section.api-section-slots')!.getAttribute('data-layout')).toBe(
      'expanded',
    );
    expect(container.querySelector('section.api-section-classes')!.getAttribute('data-layout')).toBe('table');
  });
});

describe('ApiMarkdown', () => {
  it('renders HTML-looking text as text and drops script links', () => {
    const { container } = renderWithSite(
      <ApiLinksProvider links={{}}>
        <ApiMarkdown source={'<img src=x onerror="alert(1)"> and [x](javascript:alert(1))'} />
      </ApiLinksProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)"> and/)).not.toBeNull();
  });
});
