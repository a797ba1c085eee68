import * as React from 'react';
import { useStoredState } from '@site/src/storage/useStoredState';
import type { ApiSectionId } from '@site/src/api/names';
import KeepServerHtml from '@site/src/components/lazy/KeepServerHtml';
import HydrateLater from '@site/src/components/lazy/HydrateLater';
import { apiPageTools } from './apiPageTools';
import { DEFAULT_API_LAYOUT, layoutStorageKey, parseLayout, type ApiLayout } from '@site/src/api/layout';
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
  /** The rows, once the page has them (src/api/rowsStore.ts): until then the server's HTML stays. */
  rows: Row[] | undefined;
  /** What the rows are called while they load ("props", "slots", "CSS classes"). */
  noun: string;
  /** Whether the rows failed to load, and how to ask for them (again). */
  rowsFailed?: boolean;
  requestRows?: () => void;
  /** The reader filters the rows: they must be React's (and loaded) to be hidden. */
  filtering?: boolean;
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

/** The reader's layout for a section; the server and the first client render use the default. */
function useSectionLayout(section: ApiSectionId): [ApiLayout, (layout: ApiLayout) => void] {
  const [stored, setStored] = useStoredState(layoutStorageKey(section));
  return [parseLayout(stored), (layout: ApiLayout) => setStored(layout)];
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
type LayoutProps<Row> = ApiRowsSectionProps<Row> & { rows: Row[] };

function TableLayout<Row>(props: LayoutProps<Row>) {
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

function ExpandedLayout<Row>(props: LayoutProps<Row>) {
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

function CollapsedLayout<Row>(props: LayoutProps<Row>) {
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

/**
 * Stands in for rows rendered on the client before their file has loaded (a page reached by a link, whose
 * rows load from the moment the reader showed the intent to open it): asks for them, and offers to try again
 * when the load failed, the page staying as it is.
 */
function RowsPending({
  noun,
  failed,
  request,
  onShown,
}: {
  noun: string;
  failed?: boolean;
  request?: () => void;
  onShown: () => void;
}) {
  React.useEffect(() => {
    onShown();
    request?.();
  }, [onShown, request]);
  if (failed) {
    return (
      <p className="api-rows-pending" role="alert">
        The {noun} could not be loaded.{' '}
        <button type="button" className="api-filter-clear" onClick={request}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p className="api-rows-pending" role="status">
      Loading the {noun}…
    </p>
  );
}

/** A section of an API page (props, slots, classes) shown as a table, an expanded or a collapsed list. */
export default function ApiRowsSection<Row>(props: ApiRowsSectionProps<Row>) {
  const [layout, setLayout] = useSectionLayout(props.section);
  const Layout = layout === 'table' ? TableLayout : layout === 'expanded' ? ExpandedLayout : CollapsedLayout;
  const { rows, requestRows } = props;
  // Kept as the server's HTML until the reader filters or changes the layout: then the rows are React's,
  // once their file is here.
  const wantLive = layout !== DEFAULT_API_LAYOUT || props.filtering === true;
  React.useEffect(() => {
    if (wantLive && !rows) requestRows?.();
  }, [wantLive, rows, requestRows]);
  // Rows rendered after their file arrived on a page reached by a link: the router looked for the address's
  // anchor (`#prop-…`) before they were there, so it is scrolled to here.
  const pendingShown = React.useRef(false);
  const onPendingShown = React.useCallback(() => {
    pendingShown.current = true;
  }, []);
  const sectionRef = React.useRef<HTMLElement>(null);
  React.useLayoutEffect(() => {
    if (!rows || !pendingShown.current) return;
    pendingShown.current = false;
    let id: string;
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return;
    }
    const target = id ? document.getElementById(id) : null;
    if (target && sectionRef.current?.contains(target)) target.scrollIntoView();
  }, [rows]);
  return (
    <section ref={sectionRef} className={`api-section api-section-${props.section}`} data-layout={layout}>
      <div className="api-section-header">
        <AnchorHeading id={props.headingId} label={props.title}>
          {props.title}
        </AnchorHeading>
        <HydrateLater
          module={apiPageTools}
          render={(tools) => <tools.LayoutToggle title={props.title} layout={layout} onChange={setLayout} />}
          fallback={<span className="api-layout-toggle-pending" aria-hidden />}
        />
      </div>
      {props.intro}
      {props.toolbar}
      <KeepServerHtml live={wantLive && rows !== undefined}>
        {rows ? (
          <Layout {...props} rows={rows} />
        ) : (
          <RowsPending
            noun={props.noun}
            failed={props.rowsFailed}
            request={requestRows}
            onShown={onPendingShown}
          />
        )}
      </KeepServerHtml>
    </section>
  );
}
