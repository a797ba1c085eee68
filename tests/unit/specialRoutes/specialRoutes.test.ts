import {
  BLOG_URL,
  blogRedirectTarget,
  isPlaygroundPath,
  needsOnepirateFont,
  ONEPIRATE_FONT_ATTRIBUTE,
  ONEPIRATE_FONT_URL,
} from '@site/src/specialRoutes';
import { onRouteDidUpdate, syncOnepirateFont } from '@site/src/clientModules/onepirateFont';

describe('blogRedirectTarget', () => {
  test.each([
    ['/x/blog', 'https://mui.com/blog/'],
    ['/x/blog/', 'https://mui.com/blog/'],
    ['/x/blog/2024-review/', 'https://mui.com/blog/2024-review/'],
    ['/x/blog/2024-review/?ref=docs#comments', 'https://mui.com/blog/2024-review/?ref=docs#comments'],
    ['/x/blog?ref=docs', 'https://mui.com/blog/?ref=docs'],
    ['/zh/x/blog/mui-x-v8/', 'https://mui.com/blog/mui-x-v8/'],
    ['/x//blog//a//b', 'https://mui.com/blog/a/b'],
    ['/x/blog/caf%C3%A9', 'https://mui.com/blog/caf%C3%A9'],
    // crafted paths stay on the blog
    ['/x/blog/../../evil', BLOG_URL],
    ['/x/blog/%2F%2Fevil.example', 'https://mui.com/blog/%2F%2Fevil.example'],
    ['/x/blog/https://evil.example/', BLOG_URL],
    ['/x/blog/javascript:alert(1)', BLOG_URL],
  ])('%s → %s', (path, target) => {
    expect(blogRedirectTarget(path)).toBe(target);
  });

  test.each(['/x/blogs/', '/x/react-data-grid/blog/', '/blog/', '/x/', '/x/introduction/'])(
    '%s is not the blog',
    (path) => {
      expect(blogRedirectTarget(path)).toBeNull();
    },
  );
});

test.each([
  ['/x/playground/', true],
  ['/x/playground', true],
  ['/x/playground/onepirate/', true],
  ['/zh/x/playground/', true],
  ['/x/playgrounds/', false],
  ['/x/react-date-pickers/playground/', false],
])('isPlaygroundPath(%s) is %s', (path, expected) => {
  expect(isPlaygroundPath(path)).toBe(expected);
});

test.each([
  ['/x/playground/onepirate/', true],
  ['/x/onepirate', true],
  ['/zh/x/templates/onepirate-sign-in/', true],
  ['/x/playground/', false],
  ['/x/introduction/?ref=onepirate', false],
  ['/x/introduction/#onepirate', false],
])('needsOnepirateFont(%s) is %s', (path, expected) => {
  expect(needsOnepirateFont(path)).toBe(expected);
});

describe('the onepirate font client module', () => {
  const links = () => document.head.querySelectorAll(`link[${ONEPIRATE_FONT_ATTRIBUTE}]`);
  afterEach(() => links().forEach((link) => link.remove()));

  test('adds one stylesheet on onepirate paths and removes it elsewhere', () => {
    syncOnepirateFont(document, '/x/playground/onepirate/');
    syncOnepirateFont(document, '/x/playground/onepirate/');
    expect(links()).toHaveLength(1);
    const link = links()[0] as HTMLLinkElement;
    expect(link.rel).toBe('stylesheet');
    expect(link.getAttribute('href')).toBe(ONEPIRATE_FONT_URL);
    syncOnepirateFont(document, '/x/playground/');
    expect(links()).toHaveLength(0);
  });

  test('runs on route updates', () => {
    onRouteDidUpdate!({
      location: { pathname: '/x/playground/onepirate/' } as never,
      previousLocation: null,
    });
    expect(links()).toHaveLength(1);
    onRouteDidUpdate!({ location: { pathname: '/x/introduction/' } as never, previousLocation: null });
    expect(links()).toHaveLength(0);
  });
});
