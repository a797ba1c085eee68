/**
 * Tree View guide: drives the real tree demos of the guide pages: keyboard expansion, checkbox
 * selection with propagation, label editing, drag-and-drop reordering and lazy loading from a simulated server.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite, recordConsole, openDemo, url } from './support';
import { eventually } from './eventually';

const suite = browserSuite();
/**
 * The suite's shared tab: these tests only navigate and interact (openDemo moves between pages in it), so a
 * new context per test would only pay again for loading the site.
 */
async function sharedPage(): Promise<Page> {
  return (await suite.sharedPage({ viewport: { width: 1280, height: 900 } })).page;
}

function labels(tree: Locator): Promise<string[]> {
  return tree.locator('.MuiTreeItem-label').allInnerTexts();
}

test('Arrow Right on a focused item opens it and shows its children', async () => {
  const page = await sharedPage();
  const demo = await openDemo(
    page,
    'react-tree-view/accessibility/',
    'KeyboardPracticeTree',
    '[role="tree"]',
  );
  const tree = demo.getByRole('tree');
  await expect(tree.getAttribute('aria-labelledby')).resolves.toBe('library-sections');
  expect(await labels(tree)).toEqual(['Fiction', 'History', 'Science']);

  await tree.getByRole('treeitem', { name: 'Fiction' }).focus();
  await page.keyboard.press('ArrowRight');
  await eventually(() => labels(tree), ['Fiction', 'Novels', 'Poetry', 'History', 'Science']);
  await expect(
    tree
      .getByRole('treeitem', { name: /Fiction/ })
      .first()
      .getAttribute('aria-expanded'),
  ).resolves.toBe('true');

  // A second Arrow Right moves into the first child; Arrow Left goes back to the parent and closes it.
  await page.keyboard.press('ArrowRight');
  await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? ''), 'Novels');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await eventually(() => labels(tree), ['Fiction', 'History', 'Science']);
});

test('checking a group selects its children, and checking every child selects the parent', async () => {
  const page = await sharedPage();
  const demo = await openDemo(
    page,
    'react-tree-view/rich-tree-view/selection/',
    'PermissionsCheckboxTree',
    '[role="tree"]',
  );
  const selected = demo.getByTestId('selected-permissions');
  const checkbox = (name: string) =>
    demo.getByRole('treeitem', { name }).first().locator('input[type="checkbox"]').first();

  await checkbox('Billing').click();
  await eventually(() => selected.innerText(), 'Selected: billing, billing.pay, billing.view');

  // Parents propagation: the three team permissions one by one select "team" too.
  await checkbox('Invite members').click();
  await checkbox('Remove members').click();
  await eventually(
    () => selected.innerText(),
    'Selected: billing, billing.pay, billing.view, team.invite, team.remove',
  );
  await checkbox('Change roles').click();
  await eventually(
    () => selected.innerText(),
    'Selected: billing, billing.pay, billing.view, team, team.invite, team.remove, team.roles',
  );

  // With descendants propagation off, checking a parent selects only the parent.
  await demo.getByLabel('Descendants').click();
  await checkbox('Billing').click();
  await eventually(
    () => selected.innerText(),
    'Selected: billing.pay, billing.view, team, team.invite, team.remove, team.roles',
  );
});

test('double-clicking a label renames the item, and Escape cancels', async () => {
  const page = await sharedPage();
  const demo = await openDemo(
    page,
    'react-tree-view/rich-tree-view/editing/',
    'EditableLabelsTree',
    '[role="tree"]',
  );
  await demo.getByText('Intervals', { exact: true }).dblclick();
  const input = demo.locator('input[type="text"]');
  await input.fill('Hill sprints');
  await input.press('Enter');
  await eventually(
    () => demo.getByTestId('last-rename').innerText(),
    'Last rename: running.intervals → Hill sprints',
  );
  expect(await labels(demo.getByRole('tree'))).toContain('Hill sprints');

  await demo.getByText('Quiet piano', { exact: true }).dblclick();
  await demo.locator('input[type="text"]').fill('Should not stay');
  await demo.locator('input[type="text"]').press('Escape');
  await eventually(async () => (await labels(demo.getByRole('tree'))).includes('Quiet piano'), true);
  expect(await demo.getByTestId('last-rename').innerText()).toBe(
    'Last rename: running.intervals → Hill sprints',
  );

  // Locked items are not editable: a double-click opens no input.
  const locked = await openDemo(
    page,
    'react-tree-view/rich-tree-view/editing/',
    'LeafOnlyEditingTree',
    '[role="tree"]',
  );
  await locked.getByText('Dark mode', { exact: true }).dblclick();
  await expect(locked.locator('input[type="text"]').count()).resolves.toBe(0);
});

test('dragging an item onto another reorders the backlog', async () => {
  const page = await sharedPage();
  const demo = await openDemo(
    page,
    'react-tree-view/rich-tree-view/ordering/',
    'ReorderBacklogTree',
    '[role="tree"]',
  );
  const tree = demo.getByRole('tree');
  expect(await labels(tree)).toEqual([
    'Sprint 12',
    'Redesign checkout',
    'Export invoices',
    'Search suggestions',
    'Onboarding emails',
    'Single sign-on',
  ]);
  const source = tree.getByRole('treeitem', { name: 'Single sign-on' });
  const target = tree
    .getByRole('treeitem', { name: 'Search suggestions' })
    .locator('.MuiTreeItem-content')
    .first();
  const box = (await target.boundingBox())!;
  // Drop on the upper edge of "Search suggestions": the dragged item lands just above it.
  await source
    .locator('.MuiTreeItem-content')
    .first()
    .dragTo(target, {
      targetPosition: { x: box.width / 2, y: 3 },
    });
  await eventually(
    () => labels(tree),
    [
      'Sprint 12',
      'Redesign checkout',
      'Export invoices',
      'Single sign-on',
      'Search suggestions',
      'Onboarding emails',
    ],
  );
  await eventually(
    () => demo.getByTestId('last-move').innerText(),
    'sso: position 4 in the top level → position 2 in the top level',
  );
});

test('lazy loading shows a folder’s children only after the simulated server answers', async () => {
  const page = await sharedPage();
  const console = recordConsole(page);
  const demo = await openDemo(
    page,
    'react-tree-view/rich-tree-view/lazy-loading/',
    'LazyFileServerTree',
    '[role="tree"]',
  );
  const tree = demo.getByRole('tree');
  await eventually(() => labels(tree), ['photos', 'invoices', 'notes.txt'], 10000);
  await eventually(() => demo.getByTestId('server-requests').innerText(), 'Server requests: root');

  await tree.getByText('invoices', { exact: true }).click();
  // The request is out and the children are not there yet.
  await eventually(() => demo.getByTestId('server-requests').innerText(), 'Server requests: root, invoices');
  expect(await labels(tree)).toEqual(['photos', 'invoices', 'notes.txt']);
  await eventually(
    () => labels(tree),
    ['photos', 'invoices', 'january.pdf', 'february.pdf', 'march.pdf', 'notes.txt'],
    5000,
  );

  // Closing and reopening uses the cache: no new request.
  await tree.getByText('invoices', { exact: true }).click();
  await eventually(() => labels(tree), ['photos', 'invoices', 'notes.txt']);
  await tree.getByText('invoices', { exact: true }).click();
  await eventually(
    () => labels(tree),
    ['photos', 'invoices', 'january.pdf', 'february.pdf', 'march.pdf', 'notes.txt'],
  );
  expect(await demo.getByTestId('server-requests').innerText()).toBe('Server requests: root, invoices');
  expect(console.errors.filter((message) => !message.includes('MUI X: Missing license key'))).toEqual([]);
});

test('a failed lazy load shows the error state and a second attempt loads the children', async () => {
  const page = await sharedPage();
  const demo = await openDemo(
    page,
    'react-tree-view/rich-tree-view/lazy-loading/',
    'LazyRetryTree',
    '[role="tree"]',
  );
  const tree = demo.getByRole('tree');
  await eventually(() => labels(tree), ['North region', 'South region (flaky link)'], 10000);
  await tree.getByText('South region (flaky link)', { exact: true }).click();
  await tree.locator('.MuiTreeItem-errorIcon').first().waitFor({ timeout: 5000 });
  expect(await labels(tree)).toEqual(['North region', 'South region (flaky link)']);
  await tree.getByText('South region (flaky link)', { exact: true }).click();
  await eventually(
    () => labels(tree),
    ['North region', 'South region (flaky link)', 'Store #201', 'Store #202'],
    5000,
  );
});

test('the old getting-started address answers and lands on the quickstart', async () => {
  // Without JavaScript the static page still forwards: a meta refresh and a plain link (read in Node;
  // the built HTML is minified, so attribute quotes are optional).
  const response = await fetch(url('react-tree-view/getting-started/'));
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toMatch(
    /<meta[^>]*http-equiv="?refresh"?[^>]*content="0; url=\/x\/react-tree-view\/quickstart\/"/,
  );
  expect(html).toMatch(/<meta[^>]*name="?robots"?[^>]*content="?noindex/);

  const page = await sharedPage();
  await page.goto(url('react-tree-view/getting-started/?from=old#installation'));
  // The meta refresh usually fires before hydration, so the query and hash may be dropped on the way.
  await page.waitForURL(/\/x\/react-tree-view\/quickstart\/(\?[^#]*)?(#.*)?$/);
  // The address changes before the new page shows its heading: wait for the heading.
  await page
    .locator('h1', { hasText: /Quickstart/ })
    .first()
    .waitFor();
});

test('the item API answers for the item the reader selects', async () => {
  const page = await sharedPage();
  const demo = await openDemo(page, 'react-tree-view/rich-tree-view/items/', 'ApiParentId', '[role="tree"]');
  await demo.getByText('EMEA', { exact: true }).click();
  await eventually(() => demo.getByTestId('parent-id').innerText(), 'emea belongs to sales');
  await demo.getByText('Finance', { exact: true }).click();
  await eventually(() => demo.getByTestId('parent-id').innerText(), 'finance is a top-level item');
});

test('an item selects only through the button wired with useTreeItemUtils', async () => {
  const page = await sharedPage();
  const demo = await openDemo(
    page,
    'react-tree-view/tree-item-customization/',
    'UtilsSelectionTree',
    '[role="tree"]',
  );
  const venue = demo.getByText(/^Venue:/);
  await demo.getByText('The Old Mill', { exact: true }).click();
  expect(await venue.innerText()).toBe('Venue: not chosen');
  await demo.getByRole('button', { name: 'Pick' }).first().click();
  await eventually(() => venue.innerText(), 'Venue: harbour-hall');
});

test('a mail folder selected in the Simple Tree View shows its unread count, and a headless item opens', async () => {
  const page = await sharedPage();
  const mail = await openDemo(
    page,
    'react-tree-view/simple-tree-view/customization/',
    'MailFoldersTree',
    '[role="tree"]',
  );
  const status = mail.getByRole('status');
  expect(await status.innerText()).toBe('Inbox: 12 unread');
  await mail.getByRole('treeitem', { name: /^Forums/ }).click();
  await eventually(() => status.innerText(), 'Forums: 4 unread');
  await mail.getByRole('treeitem', { name: /^Sent/ }).click();
  await eventually(() => status.innerText(), 'Sent: no unread messages');

  // The item built on plain elements with useTreeItem keeps the tree's keyboard behaviour.
  const headless = page.locator('[data-demo="HeadlessPackingList"]');
  await headless.scrollIntoViewIfNeeded();
  const clothes = headless.getByRole('treeitem', { name: /^Clothes/ });
  await expect(clothes.getAttribute('aria-expanded')).resolves.toBe('false');
  await clothes.focus();
  await page.keyboard.press('ArrowRight');
  await eventually(() => clothes.getAttribute('aria-expanded'), 'true');
  await eventually(() => headless.getByRole('treeitem', { name: 'Raincoat' }).count(), 1);
});

test('the file explorer fills its details pane with the selected file or folder', async () => {
  const page = await sharedPage();
  const demo = await openDemo(
    page,
    'react-tree-view/rich-tree-view/customization/',
    'FileExplorerTree',
    '[role="tree"]',
  );
  const details = demo.getByTestId('file-details');
  expect(await details.innerText()).toMatch(/^app\.tsx\s+Source file\s+6 kB$/);
  await demo.getByRole('treeitem', { name: 'brief.pdf' }).click();
  await eventually(
    async () => (await details.innerText()).replace(/\s+/g, ' '),
    'brief.pdf PDF document 342 kB',
  );
  await demo.getByRole('treeitem', { name: /^design/ }).click();
  await eventually(
    async () => (await details.innerText()).replace(/\s+/g, ' '),
    'design Folder 1.3 MB 2 items',
  );
});

describe('tree view guide: one interaction per page', () => {
  const focusedItemId = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute('role') === 'treeitem' ? active.id.replace(/^.*-/, '') : null;
    });

  const item = (tree: Locator, name: string) => tree.getByRole('treeitem', { name, exact: true });

  it('quickstart: a click selects a city and expands a continent, Enter selects from the keyboard', async () => {
    const page = await sharedPage();
    const demo = await openDemo(page, 'react-tree-view/quickstart/', 'BasicRichTreeView', '[role="tree"]');
    const tree = demo.getByRole('tree', { name: 'Destinations' });
    const printed = demo.getByText(/^Selected:/);
    expect(await printed.innerText()).toBe('Selected: none');
    expect(await labels(tree)).toEqual(['Europe', 'Lisbon', 'Vienna', 'Asia', 'Oceania']);

    await tree.getByText('Vienna', { exact: true }).click();
    await eventually(() => printed.innerText(), 'Selected: vienna');
    await expect(item(tree, 'Vienna').getAttribute('aria-checked')).resolves.toBe('true');

    await tree.getByText('Asia', { exact: true }).click();
    await eventually(() => labels(tree), ['Europe', 'Lisbon', 'Vienna', 'Asia', 'Seoul', 'Hanoi', 'Oceania']);
    await eventually(() => printed.innerText(), 'Selected: asia');
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedItemId(page), 'seoul');
    await page.keyboard.press('Enter');
    await eventually(() => printed.innerText(), 'Selected: seoul');
    await expect(item(tree, 'Vienna').getAttribute('aria-checked')).resolves.toBe('false');
  });

  it('Simple Tree View items: onItemClick reports the clicked item, and a click on a shelf closes it', async () => {
    const page = await sharedPage();
    const demo = await openDemo(
      page,
      'react-tree-view/simple-tree-view/items/',
      'PantryClickLog',
      '[role="tree"]',
    );
    const tree = demo.getByRole('tree');
    const printed = demo.getByText(/^Last click:/);
    expect(await printed.innerText()).toBe('Last click: none');
    await tree.getByText('Honey', { exact: true }).click();
    await eventually(() => printed.innerText(), 'Last click: honey');

    const baking = tree.getByRole('treeitem', { name: /^Baking/ });
    await expect(baking.getAttribute('aria-expanded')).resolves.toBe('true');
    await tree.getByText('Baking', { exact: true }).click();
    await eventually(() => printed.innerText(), 'Last click: baking');
    await eventually(() => baking.getAttribute('aria-expanded'), 'false');
    // The children leave once the collapse transition has run.
    await eventually(() => labels(tree), ['Breakfast', 'Oats', 'Honey', 'Coffee', 'Baking']);
  });

  it('Simple Tree View selection: a button sets the controlled selection, and a checkbox adds to it', async () => {
    const page = await sharedPage();
    const demo = await openDemo(
      page,
      'react-tree-view/simple-tree-view/selection/',
      'PantryControlled',
      '[role="tree"]',
    );
    const tree = demo.getByRole('tree');
    const checked = async () => {
      const names: string[] = [];
      for (const name of ['Oats', 'Honey', 'Coffee', 'Flour', 'Sugar']) {
        if ((await item(tree, name).getAttribute('aria-checked')) === 'true') names.push(name);
      }
      return names;
    };
    expect(await checked()).toEqual([]);

    await demo.getByRole('button', { name: 'Pancake kit' }).click();
    await eventually(checked, ['Oats', 'Flour']);
    await expect(item(tree, 'Oats').locator('input[type="checkbox"]').isChecked()).resolves.toBe(true);

    await item(tree, 'Honey').locator('input[type="checkbox"]').click();
    await eventually(checked, ['Oats', 'Honey', 'Flour']);

    await demo.getByRole('button', { name: 'Clear' }).click();
    await eventually(checked, []);
  });

  it('Simple Tree View expansion: "Expand all" opens every letter, and Arrow Left closes one', async () => {
    const page = await sharedPage();
    const demo = await openDemo(
      page,
      'react-tree-view/simple-tree-view/expansion/',
      'GlossaryExpansion',
      '[role="tree"]',
    );
    const tree = demo.getByRole('tree');
    const expanded = () =>
      Promise.all(['A', 'B', 'C'].map((letter) => item(tree, letter).getAttribute('aria-expanded')));
    const letter = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name}`) }).first();
    // Before expansion each letter item holds only its label, so an exact name finds it.
    expect(await expanded()).toEqual(['false', 'false', 'false']);

    await demo.getByRole('button', { name: 'Expand all' }).click();
    await eventually(
      () => labels(tree),
      ['A', 'API', 'Accessibility', 'B', 'Breakpoint', 'C', 'Component', 'CSS variable'],
    );
    await expect(demo.getByRole('button', { name: 'Collapse all' }).count()).resolves.toBe(1);

    await tree.getByText('Breakpoint', { exact: true }).click();
    await eventually(() => focusedItemId(page), 'breakpoint');
    await page.keyboard.press('ArrowLeft'); // to the parent, B
    await eventually(() => focusedItemId(page), 'B');
    await page.keyboard.press('ArrowLeft'); // closes B
    await eventually(() => letter('B').getAttribute('aria-expanded'), 'false');
    await expect(letter('A').getAttribute('aria-expanded')).resolves.toBe('true');
    // Not every letter is open any more: the button offers to expand again.
    await eventually(() => demo.getByRole('button', { name: 'Expand all' }).count(), 1);
  });

  it('Simple Tree View focus: the button focuses an item through the API, then arrows move the focus', async () => {
    const page = await sharedPage();
    const demo = await openDemo(
      page,
      'react-tree-view/simple-tree-view/focus/',
      'TableOfContentsFocus',
      '[role="tree"]',
    );
    const printed = demo.getByText(/^Focused:/);
    expect(await printed.innerText()).toBe('Focused: none');
    await demo.getByRole('button', { name: 'Focus "Installation"' }).click();
    await eventually(() => printed.innerText(), 'Focused: install');
    await eventually(() => focusedItemId(page), 'install');

    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedItemId(page), 'usage');
    await eventually(() => printed.innerText(), 'Focused: usage');
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedItemId(page), 'faq');
    await page.keyboard.press('Home');
    await eventually(() => printed.innerText(), 'Focused: start');
  });

  it('Rich Tree View expansion: "Expand all" opens the nested regions, a click on a label closes one', async () => {
    const page = await sharedPage();
    const demo = await openDemo(
      page,
      'react-tree-view/rich-tree-view/expansion/',
      'ExpandAllRegionsTree',
      '[role="tree"]',
    );
    const tree = demo.getByRole('tree');
    expect(await labels(tree)).toEqual(['Europe', 'France', 'Germany', 'Americas']);

    await demo.getByRole('button', { name: 'Expand all' }).click();
    await eventually(
      () => labels(tree),
      [
        'Europe',
        'France',
        'Paris warehouse',
        'Lyon warehouse',
        'Germany',
        'Berlin hub',
        'Americas',
        'Canada',
        'Toronto hub',
        'Brazil',
        'Recife port',
      ],
    );
    const france = tree.getByRole('treeitem', { name: /^France/ });
    await expect(france.getAttribute('aria-expanded')).resolves.toBe('true');

    await tree.getByText('France', { exact: true }).click();
    await eventually(() => france.getAttribute('aria-expanded'), 'false');
    // The children leave once the collapse transition has run.
    await eventually(
      () => labels(tree),
      [
        'Europe',
        'France',
        'Germany',
        'Berlin hub',
        'Americas',
        'Canada',
        'Toronto hub',
        'Brazil',
        'Recife port',
      ],
    );

    await demo.getByRole('button', { name: 'Collapse all' }).click();
    await eventually(() => labels(tree), ['Europe', 'Americas']);
  });

  it('Rich Tree View focus: the jump buttons focus an item, and the keyboard continues from there', async () => {
    const page = await sharedPage();
    const demo = await openDemo(
      page,
      'react-tree-view/rich-tree-view/focus/',
      'FocusFromSearchTree',
      '[role="tree"]',
    );
    const printed = demo.getByText(/^Focused item:/);
    expect(await printed.innerText()).toBe('Focused item: none');
    await demo.getByRole('button', { name: 'Jump to Security' }).click();
    await eventually(() => printed.innerText(), 'Focused item: security');
    await eventually(() => focusedItemId(page), 'security');

    await page.keyboard.press('ArrowUp');
    await eventually(() => focusedItemId(page), 'notifications');
    await page.keyboard.press('End');
    await eventually(() => focusedItemId(page), 'billing');
    await eventually(() => printed.innerText(), 'Focused item: billing');
  });
});
