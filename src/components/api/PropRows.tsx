import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ApiProp } from '@site/src/api/types';
import { rowAnchor } from '@site/src/api/names';
import { PlanMark } from '@site/src/components/sidebar/PageBadges';
import ApiMarkdown from './ApiMarkdown';
import ApiRowsSection from './ApiRowsSection';

export function DeprecatedChip() {
  return <Chip label="Deprecated" color="warning" size="small" variant="outlined" sx={{ height: 20, fontFamily: 'var(--ifm-font-family-base)' }} />;
}

function PropName({ prop }: { prop: ApiProp }) {
  return (
    <>
      <span>{prop.name}</span>
      {prop.required && (
        <Box component="abbr" title="required" aria-label="required" sx={{ color: 'error.main', textDecoration: 'none', ml: 0.25 }}>
          *
        </Box>
      )}
      {prop.plan && (
        <Box component="span" sx={{ ml: 0.5, fontFamily: 'var(--ifm-font-family-base)' }}>
          <PlanMark plan={prop.plan} />
        </Box>
      )}
      {prop.deprecated !== undefined && (
        <Box component="span" sx={{ ml: 0.75 }}>
          <DeprecatedChip />
        </Box>
      )}
    </>
  );
}

function Signature({ prop }: { prop: ApiProp }) {
  const { signature } = prop;
  if (!signature) return null;
  return (
    <Box className="api-signature" sx={{ mt: 1, p: 1.25, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.8125rem' }}>
      <Box sx={{ fontWeight: 600, mb: 0.5 }}>Signature</Box>
      <code>{signature.type}</code>
      {signature.args.length > 0 && (
        <Box component="ul" sx={{ my: 0.75, pl: 2.5 }}>
          {signature.args.map((arg) => (
            <li key={arg.name}>
              <code>{arg.name}</code>
              {arg.description ? (
                <>
                  {' — '}
                  <Box component="span" sx={{ '& .api-markdown, & p': { display: 'inline', m: 0 } }}>
                    <ApiMarkdown source={arg.description} />
                  </Box>
                </>
              ) : (
                <>
                  {': '}
                  <code>{arg.type}</code>
                </>
              )}
            </li>
          ))}
        </Box>
      )}
      {signature.returns && (
        <Box>
          Returns <code>{signature.returns.type}</code>
          {signature.returns.description ? `: ${signature.returns.description}` : ''}
        </Box>
      )}
    </Box>
  );
}

function PropDescription({ prop }: { prop: ApiProp }) {
  return (
    <>
      {prop.deprecated !== undefined && (
        <Box className="api-deprecated" sx={{ mb: 1, pl: 1.25, borderLeft: 3, borderColor: 'warning.main', fontSize: '0.875rem' }}>
          <strong>Deprecated.</strong> {prop.deprecated ? <ApiMarkdown source={prop.deprecated} /> : null}
        </Box>
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
            prop.default !== undefined ? <code className="api-default">{prop.default}</code> : <span aria-label="no default">—</span>,
        },
      ]}
      renderDescription={(prop) => <PropDescription prop={prop} />}
      intro={intro}
    />
  );
}
