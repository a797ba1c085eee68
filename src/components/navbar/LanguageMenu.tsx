import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Translate from '@mui/icons-material/Translate';
import { useDocsConfig } from '@site/src/settings/DocsProvider';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', zh: '中文', pt: 'Português' };

export const HELP_TRANSLATE_URL = 'https://github.com/mui/mui-x/blob/master/CONTRIBUTING.md';

/** The language setting: lists the enabled languages (English only) and how to help translate. */
export default function LanguageMenu() {
  const { languages } = useDocsConfig();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Language">
        <IconButton
          color="inherit"
          aria-label="Language"
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Translate fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((code) => (
          <MenuItem key={code} selected={code === 'en'} lang={code} onClick={() => setAnchor(null)}>
            {LANGUAGE_NAMES[code] ?? code}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component="a" href={HELP_TRANSLATE_URL} onClick={() => setAnchor(null)}>
          Help translate
        </MenuItem>
      </Menu>
    </>
  );
}
