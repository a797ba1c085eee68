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
import AnchorHeading from './AnchorHeading';

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
  return (
    <AnchorHeading as="h3" id={props.anchorOf(row)} label={props.labelOf(row)}>
      {props.renderName(row)}
    </AnchorHeading>
  );
}

function TableLayout<Row>(props: ApiRowsSectionProps<Row>) {
  const { rows, rowKey, nameHeader, fields, renderDescription } = props;
  return (
    <div className="api-table">
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
            <tr key={rowKey(row)} hidden={props.isHidden?.(row)}>
              <td>
                <RowHeading row={row} props={props} />
              </td>
              {fields.map((field) => (
                <td key={field.label} data-label={field.label} className={field.className}>
                  {field.render(row)}
                </td>
              ))}
              <td>{renderDescription(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fields<Row>({ row, fields }: { row: Row; fields: ApiRowField<Row>[] }) {
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
        <AnchorHeading as="h2" id={props.headingId} label={props.title}>
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
