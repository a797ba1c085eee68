import * as React from 'react';
import type { ApiProp } from '@site/src/api/types';
import { rowAnchor } from '@site/src/api/names';
import { filterTerms, matchesPropFilter, propFilterText } from '@site/src/api/filter';
import { PlanMark } from '@site/src/components/sidebar/PageBadges';
import ApiMarkdown from './ApiMarkdown';
import ApiRowsSection from './ApiRowsSection';
import PropFilter, { usePropFilter } from './PropFilter';

export function DeprecatedChip() {
  return <span className="api-chip api-chip-deprecated">Deprecated</span>;
}

function PropName({ prop }: { prop: ApiProp }) {
  return (
    <>
      {prop.name}
      {prop.required && (
        <abbr className="api-required" title="required" aria-label="required">
          *
        </abbr>
      )}
      {prop.plan && (
        <span className="api-mark">
          <PlanMark plan={prop.plan} />
        </span>
      )}
      {prop.deprecated !== undefined && <DeprecatedChip />}
    </>
  );
}

function Signature({ prop }: { prop: ApiProp }) {
  const { signature } = prop;
  if (!signature) return null;
  return (
    // "Signature" is the block's CSS label (ApiPageRoot); descriptions are inline, as the row's are.
    <div className="api-signature">
      <code>{signature.type}</code>
      {signature.args.length > 0 && (
        <ul>
          {signature.args.map((arg) => (
            <li key={arg.name}>
              <code>{arg.name}</code>
              {arg.description ? (
                <>
                  {' — '}
                  <ApiMarkdown source={arg.description} inline />
                </>
              ) : (
                <>
                  {': '}
                  <code>{arg.type}</code>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {signature.returns && (
        <div>
          Returns <code>{signature.returns.type}</code>
          {signature.returns.description ? `: ${signature.returns.description}` : ''}
        </div>
      )}
    </div>
  );
}

function PropDescription({ prop }: { prop: ApiProp }) {
  return (
    <>
      {prop.deprecated !== undefined && (
        <div className="api-deprecated">
          <strong>Deprecated.</strong>{' '}
          {prop.deprecated ? <ApiMarkdown source={prop.deprecated} inline /> : null}
        </div>
      )}
      <ApiMarkdown source={prop.description} inline />
      <Signature prop={prop} />
    </>
  );
}

/** The rows' loading state a section passes on (src/api/rowsStore.ts). */
export interface RowsLoading {
  rowsFailed?: boolean;
  requestRows?: () => void;
}

/**
 * The props of a component, or the properties of an interface, with the filter box over them. Types and
 * defaults are plain text in their cells (styled as code by the `api-code` class), one element per cell.
 */
export default function PropRows({
  props,
  total,
  title,
  headingId,
  noun = 'props',
  intro,
  rowsFailed,
  requestRows,
}: {
  /** The rows, once the page has them. */
  props: ApiProp[] | undefined;
  /** How many there are (known before the rows are). */
  total: number;
  title: string;
  headingId: string;
  /** What the filter box calls the rows: "props" or "properties". */
  noun?: string;
  intro?: React.ReactNode;
} & RowsLoading) {
  const [filter, setFilter] = usePropFilter();
  // Typing stays responsive on a 200-prop page: the rows follow the box at a lower priority.
  const deferredFilter = React.useDeferredValue(filter);
  const texts = React.useMemo(
    () => new Map((props ?? []).map((prop) => [prop, propFilterText(prop)])),
    [props],
  );
  const terms = filterTerms(deferredFilter);
  const isHidden =
    terms.length === 0 || !props
      ? undefined
      : (prop: ApiProp) => !matchesPropFilter(texts.get(prop) ?? '', terms);
  // Unknown until the rows are here.
  const matches = !props ? undefined : isHidden ? props.filter((prop) => !isHidden(prop)).length : total;
  return (
    <ApiRowsSection<ApiProp>
      section="props"
      title={title}
      headingId={headingId}
      rows={props}
      noun={noun}
      rowsFailed={rowsFailed}
      requestRows={requestRows}
      filtering={terms.length > 0}
      rowKey={(prop) => prop.name}
      anchorOf={(prop) => rowAnchor('props', prop.name)}
      renderName={(prop) => <PropName prop={prop} />}
      nameHeader="Name"
      fields={[
        { label: 'Type', className: 'api-code api-type', render: (prop) => prop.type },
        {
          label: 'Default',
          className: 'api-code api-default',
          render: (prop) => prop.default ?? '—',
        },
      ]}
      renderDescription={(prop) => <PropDescription prop={prop} />}
      intro={intro}
      isHidden={isHidden}
      toolbar={
        total > 1 ? (
          <PropFilter
            noun={noun}
            filter={filter}
            onChange={setFilter}
            onIntent={requestRows}
            matches={matches}
            total={total}
          />
        ) : null
      }
    />
  );
}
