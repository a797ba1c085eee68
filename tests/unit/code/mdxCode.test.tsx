/**
 * Fences render with the code block their page registered (src/components/code/codeBlockRegistry.ts), so the
 * global MDX mapping never bundles Prism; inline code stays a plain `<code>`.
 */
import * as React from 'react';
import { render } from '@testing-library/react';

type Registry = typeof import('@site/src/components/code/codeBlockRegistry');
type MDXCodeModule = typeof import('@site/src/theme/MDXComponents/Code');

/** Fresh modules each time: the registry is module state, as on a page. */
function load(): {
  registry: Registry;
  MDXCode: MDXCodeModule['default'];
  isInlineCode: MDXCodeModule['isInlineCode'];
} {
  let registry!: Registry;
  let code!: MDXCodeModule;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    registry = require('@site/src/components/code/codeBlockRegistry') as Registry;
    code = require('@site/src/theme/MDXComponents/Code') as MDXCodeModule;
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return { registry, MDXCode: code.default, isInlineCode: code.isInlineCode };
}

describe('MDX code mapping', () => {
  it('tells inline code (one line of text) from a fence', () => {
    const { isInlineCode } = load();
    expect(isInlineCode('paginationModel')).toBe(true);
    expect(isInlineCode(['a', 'b'])).toBe(true);
    expect(isInlineCode('const a = 1;\nconst b = 2;\n')).toBe(false);
    // An empty fence has no children at all.
    expect(isInlineCode(undefined)).toBe(false);
  });

  it('renders inline code with CodeInline, whatever is registered', () => {
    const { MDXCode } = load();
    const { container } = render(<MDXCode>rowHeight</MDXCode>);
    expect(container.innerHTML).toBe('<code>rowHeight</code>');
  });

  it('renders a fence with the registered code block, passing language and meta through', () => {
    const { registry, MDXCode } = load();
    const seen: Array<{ className?: string; metastring?: string; children: React.ReactNode }> = [];
    registry.provideCodeBlock((props) => {
      seen.push({ className: props.className, metastring: props.metastring, children: props.children });
      return <div data-testid="registered">{props.children}</div>;
    });
    const { getByTestId } = render(
      <MDXCode className="language-tsx" {...{ metastring: '{2}' }}>
        {'const a = 1;\nconst b = 2;\n'}
      </MDXCode>,
    );
    expect(getByTestId('registered').textContent).toBe('const a = 1;\nconst b = 2;\n');
    expect(seen).toEqual([
      { className: 'language-tsx', metastring: '{2}', children: 'const a = 1;\nconst b = 2;\n' },
    ]);
  });

  it('still shows the text of a fence on a page that registered no code block', () => {
    const { registry, MDXCode } = load();
    expect(registry.registeredCodeBlock()).toBeNull();
    const { container } = render(<MDXCode className="language-bash">{'npm install\nnpm start\n'}</MDXCode>);
    expect(container.innerHTML).toBe(
      '<pre><code class="language-bash">npm install\nnpm start\n</code></pre>',
    );
  });
});
