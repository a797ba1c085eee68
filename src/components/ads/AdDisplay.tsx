/**
 * One rendered ad unit: the whole unit links out in a new tab, image 130×100 with the advertiser as alt
 * text, the advertiser in bold, the description, and an "ad by …" line. Every string is rendered as a
 * React text node, never as HTML.
 */
import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { AdShape } from '../../ads/slotMachine';

export interface AdDisplayProps {
  href: string;
  imageSrc: string;
  name: string;
  description: string;
  poweredBy: string;
  /** Analytics label of this ad (click events). */
  label: string;
  shape: AdShape;
  className?: string;
  /** Extra content inside the unit (impression pixels). */
  children?: React.ReactNode;
}

const Unit = styled('div')(({ theme }) => ({
  // Content never grows past the reserved height: description lines are clamped below.
  maxHeight: 142,
  overflow: 'hidden',
  '&[data-shape="image"]': {
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    borderRadius: theme.docs.borderRadius,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
  },
  [theme.breakpoints.up('sm')]: { maxHeight: 126 },
}));

const UnitLink = styled('a')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5),
  color: (theme.vars ?? theme).palette.text.primary,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'none', color: (theme.vars ?? theme).palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -2,
  },
  '[data-shape="inline"] &': {
    flexDirection: 'row-reverse',
    justifyContent: 'space-between',
    paddingInline: 0,
  },
}));

const Image = styled('img')({
  flexShrink: 0,
  width: 130,
  height: 100,
  objectFit: 'cover',
  borderRadius: 4,
});

const Text = styled('span')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 0,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
}));

const Description = styled('span')({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

const PoweredBy = styled('span')(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.secondary,
  fontSize: theme.typography.pxToRem(11),
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}));

export function AdDisplay(props: AdDisplayProps) {
  const { href, imageSrc, name, description, poweredBy, label, shape, className, children } = props;
  return (
    <Unit className={className} data-shape={shape} data-ad-label={label}>
      <UnitLink
        href={href}
        target="_blank"
        rel="noopener sponsored"
        data-ga-event-category="ad"
        data-ga-event-action="click"
        data-ga-event-label={label}
      >
        <Image src={imageSrc} alt={name} width={130} height={100} />
        <Text>
          <Description>
            {name ? <strong>{name}</strong> : null}
            {name && description ? ' – ' : null}
            {description}
          </Description>
          <PoweredBy>ad by {poweredBy}</PoweredBy>
        </Text>
      </UnitLink>
      {children}
    </Unit>
  );
}
