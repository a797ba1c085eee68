/** The slot's placement in doc pages: right after the description, unless front matter opts out. */
import * as React from 'react';
import { render } from '@testing-library/react';

let currentDoc: {
  metadata: { title: string; permalink: string };
  frontMatter: Record<string, unknown>;
  contentTitle?: string;
};

jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => currentDoc,
  // The page's docs version (src/components/versions/useVersionBeingRead.ts): none outside a site.
  useActiveVersion: () => undefined,
  useLatestVersion: () => undefined,
}));
jest.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: { docs: { docMarkdown: 'theme-doc-markdown' } },
}));
jest.mock(
  '@theme/Heading',
  () => ({ __esModule: true, default: ({ children }: { children: React.ReactNode }) => <h1>{children}</h1> }),
  {
    virtual: true,
  },
);
jest.mock(
  '@theme/MDXContent',
  () => ({ __esModule: true, default: ({ children }: { children: React.ReactNode }) => <>{children}</> }),
  {
    virtual: true,
  },
);
jest.mock('@site/src/components/page/usePageBadges', () => ({ usePageBadges: () => null }));
jest.mock('@site/src/components/sidebar/PageBadges', () => ({
  PlanMark: () => null,
  StatusChips: () => null,
}));
jest.mock('@site/src/components/ads', () => ({ AdSlot: () => <div data-testid="ad-slot" /> }));

import DocItemContent from '../../../src/theme/DocItem/Content';

function renderDoc(frontMatter: Record<string, unknown>) {
  currentDoc = { metadata: { title: 'Sorting', permalink: '/x/react-data-grid/sorting/' }, frontMatter };
  return render(<DocItemContent>{<p>Body</p>}</DocItemContent>);
}

describe('ad slot placement in doc pages', () => {
  it('renders the slot right after the description', () => {
    const { container } = renderDoc({ description: 'Sort rows by one or more columns.' });
    const description = container.querySelector('p.description')!;
    expect(description.textContent).toBe('Sort rows by one or more columns.');
    expect(description.nextElementSibling?.getAttribute('data-testid')).toBe('ad-slot');
    expect(container.querySelectorAll('[data-testid="ad-slot"]')).toHaveLength(1);
  });

  it('leaves the slot out when front matter has disableAd: true', () => {
    const { container } = renderDoc({ description: 'A demo page.', disableAd: true });
    expect(container.querySelector('[data-testid="ad-slot"]')).toBeNull();
    expect(container.querySelector('p.description')).not.toBeNull();
  });

  it('keeps the slot for any other disableAd value', () => {
    const { container } = renderDoc({ description: 'x', disableAd: 'true' });
    expect(container.querySelector('[data-testid="ad-slot"]')).not.toBeNull();
  });
});
