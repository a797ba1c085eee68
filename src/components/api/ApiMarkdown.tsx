import * as React from 'react';
import Link from '@docusaurus/Link';
import { parseMarkdown, type BlockNode, type InlineNode } from '@site/src/api/markdown';
import type { ApiLinkMap } from '@site/src/api/types';

const ApiLinksContext = React.createContext<ApiLinkMap>({});

/** Gives descriptions the page's `[[TypeName]]` → page link map. */
export function ApiLinksProvider({ links, children }: { links: ApiLinkMap; children: React.ReactNode }) {
  return <ApiLinksContext.Provider value={links}>{children}</ApiLinksContext.Provider>;
}

function Inline({ nodes }: { nodes: InlineNode[] }) {
  const links = React.useContext(ApiLinksContext);
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'text':
            return <React.Fragment key={index}>{node.value}</React.Fragment>;
          case 'code':
            return <code key={index}>{node.value}</code>;
          case 'strong':
            return (
              <strong key={index}>
                <Inline nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={index}>
                <Inline nodes={node.children} />
              </em>
            );
          case 'break':
            return <br key={index} />;
          case 'link':
            return (
              <Link key={index} to={node.href}>
                <Inline nodes={node.children} />
              </Link>
            );
          case 'ref': {
            // Links only to pages that exist; other names stay plain code so no link can break.
            const href = Object.prototype.hasOwnProperty.call(links, node.name)
              ? links[node.name]
              : undefined;
            return href ? (
              <Link key={index} to={href}>
                <code>{node.name}</code>
              </Link>
            ) : (
              <code key={index}>{node.name}</code>
            );
          }
          default:
            return null;
        }
      })}
    </>
  );
}

function Block({ block }: { block: BlockNode }) {
  if (block.type === 'paragraph') {
    return (
      <p>
        <Inline nodes={block.children} />
      </p>
    );
  }
  if (block.type === 'list') {
    return (
      <ul>
        {block.items.map((item, index) => (
          <li key={index}>
            <Inline nodes={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <pre>
      <code>{block.value}</code>
    </pre>
  );
}

/**
 * A JSDoc description rendered from its Markdown, as React elements (never as raw HTML). With `inline`, a
 * description that is one paragraph (most rows' are) is rendered as its text and inline elements only, in
 * the cell or element around it: a wrapper and a paragraph per row were ~900 of the DataGrid page's
 * elements.
 */
export default function ApiMarkdown({ source, inline = false }: { source: string; inline?: boolean }) {
  const blocks = React.useMemo(() => parseMarkdown(source), [source]);
  if (blocks.length === 0) return null;
  const [first] = blocks;
  if (inline && blocks.length === 1 && first.type === 'paragraph') return <Inline nodes={first.children} />;
  return (
    <div className="api-markdown">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
