import * as React from 'react';
import type { ApiProp } from '@site/src/api/types';
import { rowAnchor } from '@site/src/api/names';
import { PlanMark } from '@site/src/components/sidebar/PageBadges';
import ApiMarkdown from './ApiMarkdown';
import ApiRowsSection from './ApiRowsSection';

export function DeprecatedChip() {
  return <span className="api-chip api-chip-deprecated">Deprecated</span>;
}

function PropName({ prop }: { prop: ApiProp }) {
  return (
    <>
      <span>{prop.name}</span>
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
    <div className="api-signature">
      <div className="api-signature-title">Signature</div>
      <code>{signature.type}</code>
      {signature.args.length > 0 && (
        <ul>
          {signature.args.map((arg) => (
            <li key={arg.name}>
              <code>{arg.name}</code>
              {arg.description ? (
                <>
                  {' — '}
                  <ApiMarkdown source={arg.description} />
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
          <strong>Deprecated.</strong> {prop.deprecated ? <ApiMarkdown source={prop.deprecated} /> : null}
        </div>
      )}
      <ApiMarkdown source={prop.description} />
      <Signature prop={prop} />
    </>
  );
}

/** The props of a component, or the properties of an interface. */
export default function PropRows({
  props,
  title,
  headingId,
  intro,
}: {
  props: ApiProp[];
  title: string;
  headingId: string;
  intro?: React.ReactNode;
}) {
  return (
    <ApiRowsSection<ApiProp>
      section="props"
      title={title}
      headingId={headingId}
      rows={props}
      rowKey={(prop) => prop.name}
      anchorOf={(prop) => rowAnchor('props', prop.name)}
      labelOf={(prop) => prop.name}
      renderName={(prop) => <PropName prop={prop} />}
      nameHeader="Name"
      fields={[
        { label: 'Type', render: (prop) => <code className="api-type">{prop.type}</code> },
        {
          label: 'Default',
          render: (prop) =>
            prop.default !== undefined ? (
              <code className="api-default">{prop.default}</code>
            ) : (
              <span aria-label="no default">—</span>
            ),
        },
      ]}
      renderDescription={(prop) => <PropDescription prop={prop} />}
      intro={intro}
    />
  );
}
