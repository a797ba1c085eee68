import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@site/src/components/lazy/LazyMenu';
import Tooltip from '@site/src/components/lazy/LazyTooltip';
import Translate from '@mui/icons-material/Translate';
import { useLocation } from '@docusaurus/router';
import { useDocsConfig } from '@site/src/settings/DocsProvider';
import { useTranslate, useUserLanguage } from '@site/src/i18n/UserLanguageProvider';
import { LANGUAGE_NAMES } from '@site/src/i18n/languages';
import { languageHref } from '@site/src/i18n/paths';

export const HELP_TRANSLATE_URL = 'https://github.com/mui/mui-x/blob/master/CONTRIBUTING.md';

/**
 * The language setting: the enabled languages (English only for now) and how to help translate. Each
 * language is its own build under its own prefix (`/zh/x/…`), so choosing another one is a full page load
 * of the same page in that language.
 */
export default function LanguageMenu() {
  const { languages } = useDocsConfig();
  const userLanguage = useUserLanguage();
  const t = useTranslate();
  const { pathname, search, hash } = useLocation();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = t('languageMenu.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Translate fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {({ MenuItem, Divider }) => [
          ...languages.map((code) =>
            code === userLanguage ? (
              <MenuItem key={code} selected lang={code} onClick={close}>
                {LANGUAGE_NAMES[code] ?? code}
              </MenuItem>
            ) : (
              <MenuItem
                key={code}
                component="a"
                lang={code}
                hrefLang={code}
                href={languageHref(`${pathname}${search}${hash}`, code, languages)}
                onClick={close}
              >
                {LANGUAGE_NAMES[code] ?? code}
              </MenuItem>
            ),
          ),
          <Divider key="help-divider" />,
          <MenuItem key="help-translate" component="a" href={HELP_TRANSLATE_URL} onClick={close}>
            {t('languageMenu.helpTranslate')}
          </MenuItem>,
        ]}
      </Menu>
    </>
  );
}
