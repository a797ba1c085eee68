/**
 * Reports the reader's settings as analytics user properties (maintainers/ads-analytics-sw.md, "Analytics events"): code
 * variant and styling from the docs config, colour mode and language. Renders nothing.
 */
import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsConfig } from '../../settings/DocsProvider';
import { setGtagUserProperties } from '../../analytics/gtag';

export function AnalyticsUserProperties() {
  const { codeVariant, codeStyling } = useDocsConfig();
  const { mode, systemMode } = useColorScheme();
  const { i18n } = useDocusaurusContext();
  const colorScheme = mode === 'system' ? systemMode : mode;

  React.useEffect(() => {
    setGtagUserProperties({
      codeVariant,
      codeStylingVariant: codeStyling,
      colorSchemePreference: mode ?? 'system',
      colorScheme: colorScheme ?? 'light',
      userLanguage: i18n.currentLocale,
    });
  }, [codeVariant, codeStyling, mode, colorScheme, i18n.currentLocale]);

  return null;
}
