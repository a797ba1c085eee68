/**
 * The MDX refresh of `npm start` (plugins/mdx-refresh): the loader's rewrite of a compiled page, and the
 * runtime that re-renders only the article on a hot update, or lets the update go up when the title, TOC or
 * metadata changed.
 */
import * as React from 'react';
import { act, render, screen, fireEvent } from '@testing-library/react';
import { refreshableMdxModule } from '@site/plugins/mdx-refresh/transform';
import { mdxRefresh, type HotModule } from '@site/plugins/mdx-refresh/runtime';

const COMPILED = `
export const frontMatter = {title: 'Support'};
export const contentTitle = undefined;
export {default as metadata} from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-support-mdx.json'

export const toc = [{value: 'GitHub', id: 'github', level: 2}];
function _createMdxContent(props) { return null; }
export default function MDXContent(props = {}) {
  return _createMdxContent(props);
}
`;

/** One version of a module's `import.meta.webpackHot`, with what the previous version's dispose handed on. */
function hotVersion(previous?: { disposers: ((data: Record<string, unknown>) => void)[] }) {
  const data: Record<string, unknown> = {};
  for (const dispose of previous?.disposers ?? []) dispose(data);
  const version = {
    disposers: [] as ((data: Record<string, unknown>) => void)[],
    accepted: 0,
    invalidated: 0,
  };
  const hot: HotModule = {
    data: previous ? data : undefined,
    accept: () => void (version.accepted += 1),
    invalidate: () => void (version.invalidated += 1),
    dispose: (callback) => void version.disposers.push(callback as never),
  };
  return { hot, version };
}

function Counter() {
  const [count, setCount] = React.useState(0);
  return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
}

describe('mdx-refresh', () => {
  it('rewrites the compiled page: a local MDXContent and a default export through the runtime', () => {
    const out = refreshableMdxModule(COMPILED, '/site/plugins/mdx-refresh/runtime.ts');
    expect(out).not.toContain('export default function MDXContent(');
    expect(out).toContain('function MDXContent(props = {}) {');
    expect(out).toContain(
      'import { mdxRefresh as __mdxRefresh } from "/site/plugins/mdx-refresh/runtime.ts";',
    );
    expect(out).toContain(
      "import __mdxRefreshMetadata from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-support-mdx.json';",
    );
    expect(out).toContain(
      'export default __mdxRefresh(import.meta.webpackHot, MDXContent, () => [frontMatter, contentTitle, toc, __mdxRefreshMetadata]);',
    );
    // Anything else is left as it was: the page keeps the old behaviour.
    expect(refreshableMdxModule('export default 1;', '/r.ts')).toBe('export default 1;');
  });

  it('re-renders only the article on an update, keeping the state around it', () => {
    const v1 = hotVersion();
    const Page1 = mdxRefresh(
      v1.hot,
      () => <p>first text</p>,
      () => [{ title: 'T' }],
    );
    expect(v1.version.accepted).toBe(1);
    render(
      <div>
        <Counter />
        <Page1 />
      </div>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('clicked 1');

    const v2 = hotVersion(v1.version);
    let Page2: React.ComponentType = () => null;
    act(() => {
      Page2 = mdxRefresh(
        v2.hot,
        () => <p>edited text</p>,
        () => [{ title: 'T' }],
      );
    });
    expect(Page2).toBe(Page1);
    expect(v2.version.accepted).toBe(1);
    expect(screen.getByText('edited text')).toBeTruthy();
    expect(screen.queryByText('first text')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('clicked 1');
  });

  it('lets the update go up when what the page shows outside the article changed', () => {
    const v1 = hotVersion();
    mdxRefresh(
      v1.hot,
      () => <p>a</p>,
      () => [{ title: 'T' }, [{ value: 'One' }]],
    );
    const v2 = hotVersion(v1.version);
    mdxRefresh(
      v2.hot,
      () => <p>b</p>,
      () => [{ title: 'T' }, [{ value: 'Two' }]],
    );
    expect(v2.version.invalidated).toBe(1);
    expect(v2.version.accepted).toBe(0);
  });

  it('without hot updates (a build) the content is the export', () => {
    const Content = () => <p>x</p>;
    expect(mdxRefresh(undefined, Content, () => [])).toBe(Content);
  });
});
