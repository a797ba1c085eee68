import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Close from '@mui/icons-material/Close';
import { useColorScheme, type Direction } from '@mui/material/styles';
import { useThemeSettings } from '@site/src/settings/ThemeSettingsProvider';
import { parseSupportedColor } from '@site/src/docsTheme/supportedColor';
import { COLOR_MODE_OPTIONS } from './ColorModeMenu';

const SWATCHES = ['#0a63c9', '#7b3fc7', '#0f7b4b', '#c2410c', '#be185d'];

/**
 * Starts the message beside the colour field when its value is not one complete colour (the parser's reason
 * follows); nothing is stored then.
 */
export const INVALID_COLOR_MESSAGE = 'Not a complete colour.';

const SectionTitle = ({ children }: { children: React.ReactNode }) => (
  <Typography
    variant="overline"
    component="h3"
    sx={{ display: 'block', mt: 3, mb: 1, color: 'text.secondary' }}
  >
    {children}
  </Typography>
);

/** Reader settings: colour mode, text direction, density and a custom primary colour. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mode, setMode } = useColorScheme();
  const { settings, setDirection, setPaletteColors, setDense } = useThemeSettings();
  const [draftColor, setDraftColor] = React.useState(settings.paletteColors?.primary?.main ?? '');
  const parsedDraft = draftColor === '' ? null : parseSupportedColor(draftColor);
  const draftValid = parsedDraft === null || parsedDraft.ok;
  const draftMessage =
    parsedDraft && !parsedDraft.ok ? `${INVALID_COLOR_MESSAGE} ${parsedDraft.reason}.` : ' ';
  const colorFieldId = React.useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
    >
      <Box sx={{ p: 2 }} role="region" aria-label="Settings">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            Settings
          </Typography>
          <IconButton aria-label="Close settings" onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>

        <SectionTitle>Mode</SectionTitle>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={mode ?? 'system'}
          onChange={(_, value) => value && setMode(value)}
          aria-label="Colour mode"
        >
          {COLOR_MODE_OPTIONS.map((option) => (
            <ToggleButton key={option.value} value={option.value} aria-label={option.label}>
              <option.Icon fontSize="small" sx={{ mr: 1 }} />
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>

        <SectionTitle>Direction</SectionTitle>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={settings.direction}
          onChange={(_, value: Direction | null) => value && setDirection(value)}
          aria-label="Text direction"
        >
          <ToggleButton value="ltr">Left to right</ToggleButton>
          <ToggleButton value="rtl">Right to left</ToggleButton>
        </ToggleButtonGroup>

        <SectionTitle>Density</SectionTitle>
        <FormControlLabel
          control={<Switch checked={settings.dense} onChange={(event) => setDense(event.target.checked)} />}
          label="Dense components"
        />

        <SectionTitle>Primary colour</SectionTitle>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          {SWATCHES.map((swatch) => (
            <IconButton
              key={swatch}
              aria-label={`Use ${swatch} as primary colour`}
              onClick={() => {
                setDraftColor(swatch);
                setPaletteColors({ primary: { main: swatch } });
              }}
              sx={{
                width: 32,
                height: 32,
                bgcolor: swatch,
                border: 2,
                borderColor: 'divider',
                '&:hover': { bgcolor: swatch },
              }}
            />
          ))}
        </Stack>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            if (parsedDraft === null) setPaletteColors(undefined);
            else if (parsedDraft.ok) setPaletteColors({ primary: { main: parsedDraft.color } });
          }}
        >
          <TextField
            id={colorFieldId}
            size="small"
            label="Colour (hex, rgb, hsl)"
            value={draftColor}
            onChange={(event) => setDraftColor(event.target.value)}
            error={!draftValid}
            helperText={draftMessage}
            slotProps={{
              htmlInput: { maxLength: 200, spellCheck: false, 'data-testid': 'palette-color-input' },
            }}
          />
          <Button type="submit" variant="outlined" disabled={!draftValid} sx={{ alignSelf: 'flex-start' }}>
            Apply
          </Button>
        </Stack>
        <Button
          onClick={() => {
            setDraftColor('');
            setPaletteColors(undefined);
          }}
        >
          Reset colours
        </Button>
      </Box>
    </Drawer>
  );
}
