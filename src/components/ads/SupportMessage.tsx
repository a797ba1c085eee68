import * as React from 'react';
import { styled } from '@mui/material/styles';

const Message = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: theme.spacing(0.5),
  minHeight: 100,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.docs.borderRadius,
  border: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

/** Shown to a share of readers whose ad blocker hides the slot (maintainers/behaviour.md). */
export function SupportMessage({ label }: { label: string }) {
  return (
    <Message className="docs-ad-support" data-ad-label={label} role="note">
      <strong>Enjoying MUI X?</strong>
      <span>
        Our sponsors pay for the time that goes into these docs. Please consider allowing ads on this site: it
        keeps the docs free and up to date. Thank you!
      </span>
    </Message>
  );
}
