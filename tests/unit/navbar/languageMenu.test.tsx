import * as React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import LanguageMenu, { HELP_TRANSLATE_URL } from '@site/src/components/navbar/LanguageMenu';
import { DocsProvider } from '@site/src/settings/DocsProvider';
import { UserLanguageProvider } from '@site/src/i18n/UserLanguageProvider';
import { TRANSLATIONS } from '@site/src/i18n/tables';

async function renderMenu({
  languages,
  userLanguage,
  path,
}: {
  languages?: string[];
  userLanguage: string;
  path: string;
}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DocsProvider config={languages ? { languages } : undefined}>
        <UserLanguageProvider defaultUserLanguage={userLanguage} translations={TRANSLATIONS}>
          <LanguageMenu />
        </UserLanguageProvider>
      </DocsProvider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button'));
  // The menu's code loads on first opening (src/components/lazy).
  return within(await screen.findByRole('menu'));
}

test('lists English only (the enabled languages) and the help link', async () => {
  const menu = await renderMenu({ userLanguage: 'en', path: '/x/react-charts/' });
  const items = menu.getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['English', 'Help translate']);
  expect(items[0].getAttribute('lang')).toBe('en');
  expect(items[0].className).toContain('Mui-selected');
  expect(items[1].getAttribute('href')).toBe(HELP_TRANSLATE_URL);
});

test('another language links to the same page with its prefix', async () => {
  const menu = await renderMenu({
    languages: ['en', 'zh'],
    userLanguage: 'en',
    path: '/x/react-charts/bars/?x=1#legend',
  });
  const chinese = menu.getByText('中文').closest('a')!;
  expect(chinese.getAttribute('href')).toBe('/zh/x/react-charts/bars/?x=1#legend');
  expect(chinese.getAttribute('hreflang')).toBe('zh');
});

test('from a Chinese page, English drops the prefix and labels are in Chinese', async () => {
  const menu = await renderMenu({ languages: ['en', 'zh'], userLanguage: 'zh', path: '/zh/x/introduction/' });
  expect(menu.getByText('English').closest('a')!.getAttribute('href')).toBe('/x/introduction/');
  expect(menu.getByText('帮助翻译')).toBeTruthy();
  expect(menu.getByText('中文').closest('a')).toBeNull();
});
