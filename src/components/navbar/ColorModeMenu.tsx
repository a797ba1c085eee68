import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@site/src/components/lazy/LazyMenu';
import Tooltip from '@site/src/components/lazy/LazyTooltip';
import LightMode from '@mui/icons-material/LightModeOutlined';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import SystemMode from '@mui/icons-material/SettingsBrightnessOutlined';
import { useColorScheme } from '@mui/material/styles';

export const COLOR_MODE_OPTIONS = [
  { value: 'light', label: 'Light', Icon: LightMode },
  { value: 'system', label: 'System', Icon: SystemMode },
  { value: 'dark', label: 'Dark', Icon: DarkMode },
] as const;

/** Navbar control for the colour mode: light, system (default) or dark. */
export default function ColorModeMenu() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  // `mode` is unknown until hydration; the system icon is the neutral default.
  const current = COLOR_MODE_OPTIONS.find((option) => option.value === mode) ?? COLOR_MODE_OPTIONS[1];
  return (
    <>
      <Tooltip title="Colour mode">
        <IconButton
          color="inherit"
          aria-label={`Colour mode: ${current.label}`}
          aria-haspopup="menu"
          aria-controls={anchor ? 'color-mode-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="color-mode-button"
        >
          <current.Icon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id="color-mode-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {({ MenuItem, ListItemIcon }) =>
          COLOR_MODE_OPTIONS.map((option) => (
            <MenuItem
              key={option.value}
              selected={option.value === mode}
              onClick={() => {
                setMode(option.value);
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <option.Icon fontSize="small" />
              </ListItemIcon>
              {option.label}
            </MenuItem>
          ))
        }
      </Menu>
    </>
  );
}
