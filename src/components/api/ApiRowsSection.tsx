import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import ViewHeadline from '@mui/icons-material/ViewHeadline';
import { useStoredState } from '@site/src/storage/useStoredState';
import type { ApiSectionId } from '@site/src/api/names';
import KeepServerHtml from '@site/src/components/lazy/KeepServerHtml';
import {
  API_LAYOUTS,
  API_LAYOUT_LABELS,
  DEFAULT_API_LAYOUT,
  layoutStorageKey,
  parseLayout,
  type ApiLayout,
} from '@site/src/api/layout';
import AnchorHeading, { RowAnchorHeading } from './AnchorHeading';

export interface ApiRowField<Row> {
  label: string;
  render: (row: Row) => React.ReactNode;
  /** Class of the table cell (`api-code` sets plain text in the code font without a `<code>` per row). */
  className?: string;
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
  /** Content of the row heading (name plus markers). */
  renderName: (row: Row) => React.ReactNode;
  nameHeader: string;
  /** Short fields shown as columns (table) or as labelled values (lists). */
  fields: ApiRowField<Row>[];
  renderDescription: (row: Row) => React.ReactNode;
  /** Shown between the heading and the rows (notes such as the ref target). */
  intro?: React.ReactNode;
  /** Shown right above the rows, whichever the layout (the props filter). */
  toolbar?: React.ReactNode;
  /** Rows the reader filtered out: kept in the page, `hidden`. */
  isHidden?: (row: Row) => boolean;
}

const LAYOUT_ICONS: Record<ApiLayout, React.ReactNode> = {
  table: <TableRowsOutlined fontSize="small" />,
  expanded: <ViewAgendaOutlined fontSize="small" />,
  collapsed: <ViewHeadline fontSize="small" />,
};

/** The reader's layout for a section; the server and the first client render use the default. */
export function useSectionLayout(section: ApiSectionId): [ApiLayout, (layout: ApiLayout) => void] {
  const [stored, setStored] = useStoredState(layoutStorageKey(section));
  return [parseLayout(stored), (layout: ApiLayout) => setStored(layout)];
}

function LayoutToggle({
  title,
  layout,
  onChange,
}: {
  title: string;
  layout: ApiLayout;
  onChange: (layout: ApiLayout) => void;
}) {
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
        <ToggleButton
          key={option}
          value={option}
          aria-label={API_LAYOUT_LABELS[option]}
          title={API_LAYOUT_LABELS[option]}
        >
          {LAYOUT_ICONS[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function RowHeading<Row>({ row, props }: { row: Row; props: ApiRowsSectionProps<Row> }) {
  return <RowAnchorHeading id={props.anchorOf(row)}>{props.renderName(row)}</RowAnchorHeading>;
}

/**
 * The table layout, drawn by CSS table display over a list: each row is an `li` (`display: table`, fixed
 * column widths, so columns line up from row to row) whose heading and fields are its cells, and whose
 * description is its bare content, which the browser wraps in an anonymous cell. A `<table>` needs a row,
 * a cell per value and a cell around the heading and the description: 6 elements per prop where this
 * takes 4, and 4 per CSS class where this takes 2 (the DataGrid page's 454 rows: 2,690 → 1,604). Each
 * field carries its label (`data-label`), shown on phones and read by screen readers (ApiPageRoot).
 */
function TableLayout<Row>(props: ApiRowsSectionProps<Row>) {
  const { rows, rowKey, nameHeader, fields, renderDescription } = props;
  return (
    <div className="api-table" data-fields={fields.length}>
      {/* A div, not a first list item: a minified page leaves out `</li>`, and Pagefind would then apply
          the head's ignore mark to every row after it. */}
      <div className="api-rows-head" aria-hidden="true" data-pagefind-ignore="all">
        <span>{nameHeader}</span>
        {fields.map((field) => (
          <span key={field.label}>{field.label}</span>
        ))}
        <span>Description</span>
      </div>
      <ul className="api-rows">
        {rows.map((row) => (
          <li key={rowKey(row)} hidden={props.isHidden?.(row)}>
            <RowHeading row={row} props={props} />
            {fields.map((field) => (
              <div key={field.label} data-label={field.label} className={field.className}>
                {field.render(row)}
              </div>
            ))}
            {renderDescription(row)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Fields<Row>({ row, fields }: { row: Row; fields: ApiRowField<Row>[] }) {
  if (fields.length === 0) return null;
  return (
    <dl className="api-fields">
      {fields.map((field) => (
        <React.Fragment key={field.label}>
          <dt>{field.label}</dt>
          <dd className={field.className}>{field.render(row)}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

function ExpandedLayout<Row>(props: ApiRowsSectionProps<Row>) {
  const { rows, rowKey, fields, renderDescription } = props;
  return (
    <ul className="api-list api-list-expanded">
      {rows.map((row) => (
        <li key={rowKey(row)} hidden={props.isHidden?.(row)}>
          <RowHeading row={row} props={props} />
          <div className="api-row-body">
            <Fields row={row} fields={fields} />
            <div className="api-row-body">{renderDescription(row)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function CollapsedLayout<Row>(props: ApiRowsSectionProps<Row>) {
  const { rows, rowKey, fields, renderDescription } = props;
  return (
    <ul className="api-list api-list-collapsed">
      {rows.map((row) => (
        <li key={rowKey(row)} hidden={props.isHidden?.(row)}>
          <details>
            <summary>
              <RowHeading row={row} props={props} />
            </summary>
            <div className="api-row-body">
              <Fields row={row} fields={fields} />
              <div className="api-row-body">{renderDescription(row)}</div>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** A section of an API page (props, slots, classes) shown as a table, an expanded or a collapsed list. */
export default function ApiRowsSection<Row>(props: ApiRowsSectionProps<Row>) {
  const [layout, setLayout] = useSectionLayout(props.section);
  const Layout = layout === 'table' ? TableLayout : layout === 'expanded' ? ExpandedLayout : CollapsedLayout;
  return (
    <section className={`api-section api-section-${props.section}`} data-layout={layout}>
      <div className="api-section-header">
        <AnchorHeading id={props.headingId} label={props.title}>
          {props.title}
        </AnchorHeading>
        <LayoutToggle title={props.title} layout={layout} onChange={setLayout} />
      </div>
      {props.intro}
      {props.toolbar}
      {/* Read-only until the reader filters or changes the layout: then the rows are React's. */}
      <KeepServerHtml live={layout !== DEFAULT_API_LAYOUT || props.isHidden !== undefined}>
        <Layout {...props} />
      </KeepServerHtml>
    </section>
  );
}
