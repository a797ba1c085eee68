import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import ViewHeadline from '@mui/icons-material/ViewHeadline';
import useLocalStorageState from '@mui/utils/useLocalStorageState';
import type { ApiSectionId } from '@site/src/api/names';
import { API_LAYOUTS, API_LAYOUT_LABELS, layoutStorageKey, parseLayout, type ApiLayout } from '@site/src/api/layout';
import AnchorHeading from './AnchorHeading';

export interface ApiRowField<Row> {
  label: string;
  render: (row: Row) => React.ReactNode;
}

export interface ApiRowsSectionProps<Row> {
  /** Which stored layout preference applies (`apiPage_<section>`). */
  section: ApiSectionId;
  title: string;
  /** Id of the section heading (h2). */
  headingId: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Anchor id of a row's heading. */
  anchorOf: (row: Row) => string;
  /** Plain name used in the link icon's accessible name. */
  labelOf: (row: Row) => string;
  /** Content of the row heading (name plus markers). */
  renderName: (row: Row) => React.ReactNode;
  nameHeader: string;
  /** Short fields shown as columns (table) or as labelled values (lists). */
  fields: ApiRowField<Row>[];
  renderDescription: (row: Row) => React.ReactNode;
  /** Shown between the heading and the rows (notes such as the ref target). */
  intro?: React.ReactNode;
}

const LAYOUT_ICONS: Record<ApiLayout, React.ReactNode> = {
  table: <TableRowsOutlined fontSize="small" />,
  expanded: <ViewAgendaOutlined fontSize="small" />,
  collapsed: <ViewHeadline fontSize="small" />,
};

/** The reader's layout for a section; the server and the first client render use the default. */
export function useSectionLayout(section: ApiSectionId): [ApiLayout, (layout: ApiLayout) => void] {
  const [stored, setStored] = useLocalStorageState(layoutStorageKey(section), null);
  return [parseLayout(stored), (layout: ApiLayout) => setStored(layout)];
}

function LayoutToggle({ title, layout, onChange }: { title: string; layout: ApiLayout; onChange: (layout: ApiLayout) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={layout}
      onChange={(_event, value: unknown) => {
        if (value !== null) onChange(parseLayout(value));
      }}
      aria-label={`${title} layout`}
      sx={{ '& .MuiToggleButton-root': { px: 1, py: 0.5 } }}
    >
      {API_LAYOUTS.map((option) => (
        <ToggleButton key={option} value={option} aria-label={API_LAYOUT_LABELS[option]} title={API_LAYOUT_LABELS[option]}>
          {LAYOUT_ICONS[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const rowHeadingSx = { m: 0, fontSize: '0.9375rem', fontWeight: 600, fontFamily: 'var(--ifm-font-family-monospace)' };

function TableLayout<Row>(props: ApiRowsSectionProps<Row>) {
  const { rows, rowKey, anchorOf, labelOf, renderName, nameHeader, fields, renderDescription } = props;
  return (
    <Box
      className="api-table"
      sx={(theme) => ({
        border: 1,
        borderColor: 'divider',
        borderRadius: `${theme.docs.borderRadius}px`,
        overflow: 'hidden',
        '& table': { display: 'table', width: '100%', borderCollapse: 'collapse', m: 0, border: 0, tableLayout: 'auto' },
        '& th, & td': {
          border: 0,
          borderBottom: 1,
          borderColor: 'divider',
          px: 1.5,
          py: 1.25,
          textAlign: 'left',
          verticalAlign: 'top',
          fontSize: '0.875rem',
        },
        '& thead th': { bgcolor: 'action.hover', fontWeight: 600, fontSize: '0.8125rem' },
        '& tbody tr': { bgcolor: 'transparent' },
        '& tbody tr:last-of-type td': { borderBottom: 0 },
        '& td code': { overflowWrap: 'anywhere', wordBreak: 'break-word' },
        // Phones: every row becomes a card with labelled values, so nothing scrolls sideways.
        [theme.breakpoints.down('md')]: {
          '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
          '& thead': { display: 'none' },
          '& tbody tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
          '& tbody tr:last-of-type': { borderBottom: 0 },
          '& td': { borderBottom: 0, py: 0.5 },
          '& td[data-label]::before': {
            content: 'attr(data-label)',
            display: 'block',
            fontSize: '0.75rem',
            fontWeight: 600,
            color: 'text.secondary',
          },
        },
      })}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            {fields.map((field) => (
              <th key={field.label} scope="col">
                {field.label}
              </th>
            ))}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <td>
                <AnchorHeading as="h3" id={anchorOf(row)} label={labelOf(row)}>
                  <Box component="span" sx={rowHeadingSx}>
                    {renderName(row)}
                  </Box>
                </AnchorHeading>
              </td>
              {fields.map((field) => (
                <td key={field.label} data-label={field.label}>
                  {field.render(row)}
                </td>
              ))}
              <td>{renderDescription(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

function Fields<Row>({ row, fields }: { row: Row; fields: ApiRowField<Row>[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}>
      {fields.map((field) => (
        <React.Fragment key={field.label}>
          <Box component="dt" sx={{ fontSize: '0.8125rem', fontWeight: 600, color: 'text.secondary' }}>
            {field.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: '0.875rem', minWidth: 0, '& code': { overflowWrap: 'anywhere' } }}>
            {field.render(row)}
          </Box>
        </React.Fragment>
      ))}
    </Box>
  );
}

function ExpandedLayout<Row>(props: ApiRowsSectionProps<Row>) {
  const { rows, rowKey, anchorOf, labelOf, renderName, fields, renderDescription } = props;
  return (
    <Box component="ul" className="api-list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <AnchorHeading as="h3" id={anchorOf(row)} label={labelOf(row)}>
            <Box component="span" sx={rowHeadingSx}>
              {renderName(row)}
            </Box>
          </AnchorHeading>
          <Box sx={{ mt: 1 }}>
            <Fields row={row} fields={fields} />
          </Box>
          <Box sx={{ mt: 1, fontSize: '0.875rem' }}>{renderDescription(row)}</Box>
        </Box>
      ))}
    </Box>
  );
}

function CollapsedLayout<Row>(props: ApiRowsSectionProps<Row>) {
  const { rows, rowKey, anchorOf, labelOf, renderName, fields, renderDescription } = props;
  return (
    <Box component="ul" className="api-list api-list-collapsed" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <Box
            component="details"
            sx={{
              py: 1,
              '& > summary': { cursor: 'pointer', listStylePosition: 'outside', ml: 2.5 },
              '& > summary > *': { display: 'inline-flex', verticalAlign: 'middle' },
            }}
          >
            <summary>
              <AnchorHeading as="h3" id={anchorOf(row)} label={labelOf(row)}>
                <Box component="span" sx={rowHeadingSx}>
                  {renderName(row)}
                </Box>
              </AnchorHeading>
            </summary>
            <Box sx={{ pl: 2.5, pt: 1 }}>
              <Fields row={row} fields={fields} />
              <Box sx={{ mt: 1, fontSize: '0.875rem' }}>{renderDescription(row)}</Box>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A section of an API page (props, slots, classes) shown as a table, an expanded or a collapsed list. */
export default function ApiRowsSection<Row>(props: ApiRowsSectionProps<Row>) {
  const [layout, setLayout] = useSectionLayout(props.section);
  const Layout = layout === 'table' ? TableLayout : layout === 'expanded' ? ExpandedLayout : CollapsedLayout;
  return (
    <Box component="section" className={`api-section api-section-${props.section}`} data-layout={layout} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <AnchorHeading as="h2" id={props.headingId} label={props.title}>
          {props.title}
        </AnchorHeading>
        <LayoutToggle title={props.title} layout={layout} onChange={setLayout} />
      </Box>
      {props.intro}
      <Layout {...props} />
    </Box>
  );
}
