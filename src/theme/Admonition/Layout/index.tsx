/**
 * Swizzled Admonition/Layout (ejected, safe): Markdown callouts (:::note, :::tip, :::info, :::warning,
 * :::danger) render as MUI Alerts.
 */
import * as React from 'react';
import clsx from 'clsx';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/Admonition/Layout';

const SEVERITY: Record<string, AlertColor> = {
  note: 'info',
  info: 'info',
  tip: 'success',
  success: 'success',
  warning: 'warning',
  caution: 'warning',
  danger: 'error',
  error: 'error',
};

export default function AdmonitionLayout({ type, title, children, className, id }: Props) {
  return (
    <Alert
      id={id}
      severity={SEVERITY[type] ?? 'info'}
      variant="outlined"
      className={clsx(
        ThemeClassNames.common.admonition,
        ThemeClassNames.common.admonitionType(type),
        className,
      )}
      sx={(theme) => ({
        mb: 3,
        borderRadius: `${theme.docs.borderRadius}px`,
        '& .MuiAlert-message': { width: '100%', '& > :last-child': { mb: 0 } },
        '& p': { fontSize: '0.9375rem' },
      })}
    >
      {title && <AlertTitle sx={{ fontWeight: 600, textTransform: 'capitalize' }}>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
