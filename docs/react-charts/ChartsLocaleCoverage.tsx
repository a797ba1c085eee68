import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import * as chartLocales from '@mui/x-charts/locales';

type LocaleTexts = Record<string, unknown>;

/** The texts a locale export of `@mui/x-charts/locales` sets, if it is one (`frFR`, not `frFRLocalText`). */
function textsOf(value: unknown): LocaleTexts | null {
  const texts = (
    value as {
      components?: {
        MuiChartsLocalizationProvider?: { defaultProps?: { localeText?: unknown } };
      };
    }
  )?.components?.MuiChartsLocalizationProvider?.defaultProps?.localeText;
  return texts && typeof texts === 'object' ? (texts as LocaleTexts) : null;
}

/** Counts, from the installed package itself, how many of the English texts each built-in locale translates. */
export default function ChartsLocaleCoverage() {
  const rows = React.useMemo(() => {
    const english = textsOf(chartLocales.enUS) ?? {};
    const keys = Object.keys(english).filter((key) => english[key] !== undefined);
    return Object.entries(chartLocales)
      .flatMap(([name, value]) => {
        const texts = textsOf(value);
        if (!texts || name === 'enUS') return [];
        const translated = keys.filter((key) => texts[key] !== undefined).length;
        return [{ name, translated, total: keys.length }];
      })
      .sort((a, b) => b.translated - a.translated || a.name.localeCompare(b.name));
  }, []);

  return (
    <Box sx={{ height: 300, overflow: 'auto', width: '100%' }}>
      <Table size="small" aria-label="Translated chart texts per locale">
        <TableHead>
          <TableRow>
            <TableCell>Locale</TableCell>
            <TableCell align="right">Texts translated</TableCell>
            <TableCell sx={{ width: '40%' }}>Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">
                <code>{row.name}</code>
              </TableCell>
              <TableCell align="right">
                {row.translated} of {row.total}
              </TableCell>
              <TableCell>
                <LinearProgress
                  variant="determinate"
                  value={(100 * row.translated) / row.total}
                  aria-label={`${row.name}: ${Math.round((100 * row.translated) / row.total)} %`}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
