import * as React from 'react';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import Link from '@docusaurus/Link';
import type { Plan, SidebarBadges } from '@site/src/pageTree/types';

export const PLAN_LABELS: Record<Plan, string> = { pro: 'Pro plan', premium: 'Premium plan' };

/** Where each plan is explained: the licensing page's plan sections. */
export function planHref(plan: Plan): string {
  return `/introduction/licensing/#${plan}-plan`;
}

const PLAN_COLORS: Record<Plan, string> = { pro: '#1f7ae0', premium: '#b35cf2' };

const PLAN_SHAPES: Record<Plan, string> = {
  pro: `<path d="M5 8.5 7 10.5 11 5.5" fill="none" stroke="${PLAN_COLORS.pro}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  premium: `<path d="M8 3.8 9.3 6.7l3.1.3-2.35 2.05.7 3.05L8 10.5l-2.75 1.6.7-3.05L3.6 7l3.1-.3Z" fill="${PLAN_COLORS.premium}"/>`,
};

/** The plan's icon as a CSS image: a ring in the plan's colour around a tick (Pro) or a star (Premium). */
function planIconUrl(plan: Plan): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">` +
    `<circle cx="8" cy="8" r="7.25" fill="none" stroke="${PLAN_COLORS[plan]}" stroke-width="1.5"/>` +
    `${PLAN_SHAPES[plan]}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

// One static class for every mark (the sidebar and API tables show dozens): no per-instance `sx`, and the
// icon is the link's background rather than an inline SVG (three elements per mark, 96 in the sidebar).
const PlanLink = styled(Link)(({ theme }) => ({
  display: 'inline-block',
  verticalAlign: 'middle',
  flexShrink: 0,
  boxSizing: 'content-box',
  width: 16,
  height: 16,
  padding: theme.spacing(0.25),
  borderRadius: theme.shape.borderRadius,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
  backgroundSize: '16px 16px',
  '&.plan-pro': { backgroundImage: planIconUrl('pro') },
  '&.plan-premium': { backgroundImage: planIconUrl('premium') },
  '&.plan-mark-large': { width: 22, height: 22, backgroundSize: '22px 22px' },
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '@media (forced-colors: active)': { forcedColorAdjust: 'none' },
}));

/** A plan mark that links to the plan's section of the licensing page; its accessible name is the plan. */
export function PlanMark({ plan, size = 'small' }: { plan: Plan; size?: 'small' | 'large' }) {
  return (
    <PlanLink
      to={planHref(plan)}
      aria-label={PLAN_LABELS[plan]}
      title={PLAN_LABELS[plan]}
      className={size === 'large' ? `plan-${plan} plan-mark-large` : `plan-${plan}`}
    />
  );
}

const STATUS_CHIPS = [
  { key: 'newFeature', label: 'New', color: 'success' },
  { key: 'planned', label: 'Planned', color: 'default' },
  { key: 'unstable', label: 'Preview', color: 'primary' },
] as const;

/** Does the page carry any status chip? */
export function hasStatusChips(badges: SidebarBadges | undefined): boolean {
  return Boolean(badges) && STATUS_CHIPS.some((chip) => badges?.[chip.key]);
}

/** The status chips of a page: "New", "Planned", "Preview" (for unstable). */
export function StatusChips({ badges }: { badges: SidebarBadges | undefined }) {
  if (!badges) return null;
  return (
    <>
      {STATUS_CHIPS.filter((chip) => badges[chip.key]).map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          color={chip.color}
          size="small"
          variant="outlined"
          className={`sidebar-chip-${chip.key}`}
          sx={{ height: 18, fontSize: '0.6875rem', fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }}
        />
      ))}
    </>
  );
}
