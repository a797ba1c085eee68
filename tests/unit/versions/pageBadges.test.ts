import { badgesInSidebar } from '@site/src/components/page/usePageBadges';

describe("a cut version's page badges come from its own frozen sidebar", () => {
  // The shape the docs plugin gives the browser (doc items become links with their customProps).
  const items = [
    { type: 'link', href: '/x/8.x/introduction/', label: 'Overview' },
    {
      type: 'category',
      label: 'Data Grid',
      items: [
        { type: 'link', href: '/x/8.x/react-data-grid/sorting/', customProps: { newFeature: true } },
        {
          type: 'category',
          label: 'API reference',
          items: [
            { type: 'link', href: '/x/8.x/api/data-grid/data-grid-pro/', customProps: { plan: 'pro' } },
          ],
        },
      ],
    },
  ];

  it('finds the item linking to the page, at any depth, with or without a trailing slash', () => {
    expect(badgesInSidebar(items, '/x/8.x/react-data-grid/sorting/')).toMatchObject({ newFeature: true });
    expect(badgesInSidebar(items, '/x/8.x/api/data-grid/data-grid-pro')).toMatchObject({ plan: 'pro' });
    expect(badgesInSidebar(items, '/x/8.x/introduction/')).toEqual({
      plan: undefined,
      newFeature: undefined,
      planned: undefined,
      unstable: undefined,
    });
  });

  it("has none for a page its sidebar does not list, and never reads the current version's path", () => {
    expect(badgesInSidebar(items, '/x/8.x/react-data-grid/filtering/')).toBeUndefined();
    expect(badgesInSidebar(items, '/x/react-data-grid/sorting/')).toBeUndefined();
  });
});
