/**
 * The interactive parts of an API page that its hydration does not wait for (src/components/lazy/HydrateLater):
 * the import snippet's code block and the sections' layout buttons. They bring the code block, the
 * highlighter and MUI's toggle buttons (the `code-block` and `code-highlighter` chunks, 5.5 KB gzip), which
 * the page's first paint does not need: the server's HTML of them is shown until this chunk is here.
 */
import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import ViewHeadline from '@mui/icons-material/ViewHeadline';
import CodeBlock from '@theme/CodeBlock';
import { rememberServerBlocks } from '@site/src/components/code/HighlightedCode';
import { API_LAYOUTS, API_LAYOUT_LABELS, parseLayout, type ApiLayout } from '@site/src/api/layout';

const LAYOUT_ICONS: Record<ApiLayout, React.ReactNode> = {
  table: <TableRowsOutlined fontSize="small" />,
  expanded: <ViewAgendaOutlined fontSize="small" />,
  collapsed: <ViewHeadline fontSize="small" />,
};

export function LayoutToggle({
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

const IMPORT_LANGUAGE = 'jsx';

/**
 * The import lines, as a highlighted block with its Copy button. Rendered in place of the server HTML it was
 * kept as, it reuses that HTML's tokens: Prism (a 93 KB chunk) is not loaded for two lines it already drew.
 */
export function ImportCode({ code, kept }: { code: string; kept: Element | null }) {
  rememberServerBlocks(kept);
  return <CodeBlock language={IMPORT_LANGUAGE}>{code}</CodeBlock>;
}
