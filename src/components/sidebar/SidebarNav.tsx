import * as React from 'react';
import Typography from '@mui/material/Typography';
import { styled, type Theme } from '@mui/material/styles';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { SidebarBadges } from '@site/src/pageTree/types';
import { stripDocsTab } from '@site/src/pageTree/docsTab';
import { PlanMark, StatusChips, hasStatusChips } from './PageBadges';
import { lazyApiGroupProduct, loadApiSidebarGroup } from './apiSidebarGroups';
import { useIntentNavigation } from './intentNavigation';

/** The shape of Docusaurus's sidebar items that this component renders. */
export type NavItem =
  | { type: 'link'; label: string; href: string; customProps?: Record<string, unknown>; docId?: string }
  | {
      type: 'category';
      label: string;
      items: NavItem[];
      collapsible?: boolean;
      collapsed?: boolean;
      href?: string;
      customProps?: Record<string, unknown>;
    }
  | { type: 'html'; value: string; customProps?: Record<string, unknown> };

/** What a navigation row looks like, for links and group toggles alike. */
const navRowStyles = (theme: Theme) =>
  ({
    borderRadius: 8,
    paddingTop: 3,
    paddingBottom: 3,
    minHeight: 32,
    fontSize: '0.875rem',
    color: (theme.vars ?? theme).palette.text.secondary,
    '&:hover': { color: (theme.vars ?? theme).palette.text.primary },
    '&.app-drawer-active': {
      color: (theme.vars ?? theme).palette.primary.main,
      fontWeight: 600,
      backgroundColor: theme.vars
        ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`
        : 'rgba(10, 99, 201, 0.1)',
    },
  }) as const;

/** What links and group toggles share beyond the look of a row: a full-width flex box, hover and focus. */
const navControlStyles = (theme: Theme) =>
  ({
    ...navRowStyles(theme),
    display: 'flex',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    WebkitTapHighlightColor: 'transparent',
    paddingLeft: `calc(var(--nav-depth) * ${theme.spacing(1.5)} + ${theme.spacing(1.5)})`,
    textDecoration: 'none',
    outline: 0,
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': {
      color: (theme.vars ?? theme).palette.text.primary,
      textDecoration: 'none',
      backgroundColor: (theme.vars ?? theme).palette.action.hover,
    },
    '&:focus-visible': { backgroundColor: (theme.vars ?? theme).palette.action.focus },
  }) as const;

/**
 * Every style of the navigation, on its root. The sidebar holds up to 270 links (API pages) and a toggle per
 * group: they are plain elements with class names, not styled components, because Emotion serialises a
 * styled component's style function for each element it renders: 189 links and 18 toggles on the DataGrid
 * API page, for every page the build renders and in the browser on every navigation. Here it is once per
 * render of the sidebar (maintainers/performance.md, "Build").
 *
 * A link (`.nav-link`) is a plain anchor rather than MUI's ListItemButton (ButtonBase, ripple and a dozen
 * hooks each): it looks the same, and the page hydrates faster. Depth comes in as a CSS variable. It
 * navigates and loads its page on intent (`useIntentNavigation`), not when it scrolls into view.
 *
 * A group's toggle (`.nav-toggle`) is a plain button with the links' look, for the same reason (and so MUI's
 * List, ListItemButton and Collapse, with its transition library, stay out of the code every page loads).
 *
 * A group's links (`.nav-group`) are shown and hidden with a height transition of its grid row (what MUI's
 * Collapse did with JavaScript). A closed group is `visibility: hidden`, so its links are out of the tab order.
 */
const NavRoot = styled('nav')(({ theme }) => {
  const duration = theme.transitions.duration.shorter;
  return {
    padding: theme.spacing(1.5, 1),
    '& .nav-list': { listStyle: 'none', margin: 0, padding: 0 },
    '& .nav-row': { display: 'flex', alignItems: 'center', position: 'relative' },
    '& .nav-plan': { position: 'absolute', right: 6, display: 'flex' },
    '& .nav-link': {
      ...navControlStyles(theme),
      paddingRight: theme.spacing(1.5),
      '&.with-plan': { paddingRight: theme.spacing(4) },
      '& > .nav-link-chips': { display: 'inline-flex', gap: theme.spacing(0.5), marginLeft: 'auto' },
    },
    '& .nav-toggle': {
      ...navControlStyles(theme),
      fontFamily: 'inherit',
      lineHeight: 'inherit',
      textAlign: 'left',
      cursor: 'pointer',
      userSelect: 'none',
      border: 0,
      margin: 0,
      backgroundColor: 'transparent',
      paddingRight: theme.spacing(2),
      color: (theme.vars ?? theme).palette.text.primary,
      fontWeight: 500,
      '&.nav-toggle-top': { fontWeight: 600 },
      // The open/closed chevron, drawn by CSS rather than an SVG icon per group: a right-pointing border
      // corner, turned down when the group is open.
      '&::after': {
        content: '""',
        flexShrink: 0,
        width: 6,
        height: 6,
        marginLeft: 'auto',
        marginRight: 4,
        borderRight: '1.5px solid currentColor',
        borderBottom: '1.5px solid currentColor',
        transform: 'rotate(-45deg)',
        transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
      },
      '&[aria-expanded="true"]::after': { transform: 'rotate(45deg)' },
      '& > .MuiChip-root': { marginLeft: theme.spacing(1) },
      '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
    },
    '& .nav-group': {
      display: 'grid',
      gridTemplateRows: '0fr',
      visibility: 'hidden',
      transition: `grid-template-rows ${duration}ms ${theme.transitions.easing.easeInOut}, visibility 0s linear ${duration}ms`,
      '&.nav-group-open': {
        gridTemplateRows: '1fr',
        visibility: 'visible',
        transition: `grid-template-rows ${duration}ms ${theme.transitions.easing.easeInOut}`,
      },
      '& > ul': { overflow: 'hidden', minHeight: 0 },
      '@media (prefers-reduced-motion: reduce)': {
        transition: 'none',
        '&.nav-group-open': { transition: 'none' },
      },
    },
  };
});

function badgesOf(item: NavItem): SidebarBadges | undefined {
  return item.customProps as SidebarBadges | undefined;
}

export function containsPath(item: NavItem, path: string): boolean {
  if (item.type === 'link') return sameRoute(item.href, path);
  if (item.type === 'category') return item.items.some((child) => containsPath(child, path));
  return false;
}

function sameRoute(a: string, b: string): boolean {
  // A docs-tab segment (`…/components-api/`) shows the same page of the tree.
  const norm = (value: string) => stripDocsTab(value.replace(/[?#].*$/, '')).replace(/\/$/, '');
  return norm(a) === norm(b);
}

function LinkItem({
  item,
  path,
  depth,
  onNavigate,
}: {
  item: Extract<NavItem, { type: 'link' }>;
  path: string;
  depth: number;
  onNavigate?: () => void;
}) {
  const active = sameRoute(item.href, path);
  const badges = badgesOf(item);
  const external = /^https?:\/\//.test(item.href);
  const navigation = useIntentNavigation(item.href, external, onNavigate);
  const classes = ['nav-link', active && 'app-drawer-active', badges?.plan && 'with-plan']
    .filter(Boolean)
    .join(' ');
  return (
    <li className="nav-row">
      <a
        className={classes}
        aria-current={active ? 'page' : undefined}
        {...navigation}
        style={{ '--nav-depth': depth } as React.CSSProperties}
        {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {/* The label is the link's own text: no element per link (the sidebar holds up to 270 links). */}
        {item.label}
        {hasStatusChips(badges) && (
          <span className="nav-link-chips">
            <StatusChips badges={badges} />
          </span>
        )}
      </a>
      {badges?.plan && (
        <span className="nav-plan">
          <PlanMark plan={badges.plan} />
        </span>
      )}
    </li>
  );
}

function CategoryItem({
  item,
  path,
  depth,
  onNavigate,
}: {
  item: Extract<NavItem, { type: 'category' }>;
  path: string;
  depth: number;
  onNavigate?: () => void;
}) {
  const badges = badgesOf(item);
  const active = containsPath(item, path);
  const [open, setOpen] = React.useState(active || item.collapsed === false);
  // A group's links are rendered from its first opening on, and stay (so closing animates), as Docusaurus's
  // own sidebar does (its lazy Collapsible): a closed group's links in every page's HTML were a third to
  // half of a guide page's elements (893 of 2,707 on Data Grid sorting, 1,416 on the DataGrid API page),
  // parsed, styled and hydrated on each load. Crawlers find every page from the sitemap and the links in
  // the pages (maintainers/performance.md, "Sidebar: only opened groups").
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  React.useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  // An API reference group outside its product's API pages comes without its links: they load on opening.
  const lazyProduct = lazyApiGroupProduct(item as unknown as PropSidebarItem);
  const [loadedItems, setLoadedItems] = React.useState<NavItem[] | null>(null);
  React.useEffect(() => {
    if (!open || !lazyProduct || loadedItems) return undefined;
    let current = true;
    loadApiSidebarGroup(lazyProduct).then(
      (items) => current && setLoadedItems(items as unknown as NavItem[]),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, lazyProduct, loadedItems]);
  const items = loadedItems ?? item.items;

  if (badges?.subheader) {
    return (
      <li className="sidebar-subheader">
        <Typography
          component="div"
          variant="overline"
          sx={{
            display: 'block',
            pl: 1.5 + depth * 1.5,
            mt: 1.5,
            mb: 0.25,
            lineHeight: 2,
            fontSize: '0.6875rem',
            fontWeight: 700,
            letterSpacing: '0.08em',
            color: 'text.secondary',
          }}
        >
          {item.label}
        </Typography>
        <ul className="nav-list">
          <NavItems items={items} path={path} depth={depth} onNavigate={onNavigate} />
        </ul>
      </li>
    );
  }

  return (
    <li>
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        className={depth === 0 ? 'nav-toggle nav-toggle-top' : 'nav-toggle'}
        style={{ '--nav-depth': depth } as React.CSSProperties}
      >
        {item.label}
        <StatusChips badges={badges} />
      </button>
      {opened && (
        <div className={open ? 'nav-group nav-group-open' : 'nav-group'}>
          <ul className="nav-list">
            <NavItems items={items} path={path} depth={depth + 1} onNavigate={onNavigate} />
          </ul>
        </div>
      )}
    </li>
  );
}

function NavItems({
  items,
  path,
  depth,
  onNavigate,
}: {
  items: NavItem[];
  path: string;
  depth: number;
  onNavigate?: () => void;
}) {
  return (
    <>
      {items.map((item, index) => {
        if (item.type === 'link')
          return (
            <LinkItem
              key={`${item.href}-${index}`}
              item={item}
              path={path}
              depth={depth}
              onNavigate={onNavigate}
            />
          );
        if (item.type === 'category')
          return (
            <CategoryItem
              key={`${item.label}-${index}`}
              item={item}
              path={path}
              depth={depth}
              onNavigate={onNavigate}
            />
          );
        return null;
      })}
    </>
  );
}

/**
 * The docs navigation: subheaders as uppercase labels, collapsible groups, plan marks and status chips.
 * The active page is highlighted and scrolled into view inside the navigation's own scroll area.
 */
export default function SidebarNav({
  items,
  path,
  onNavigate,
}: {
  items: NavItem[];
  path: string;
  onNavigate?: () => void;
}) {
  const ref = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    const container = ref.current;
    const active = container?.querySelector<HTMLElement>('.app-drawer-active');
    if (!container || !active) return;
    const scroller = container.closest<HTMLElement>('[data-sidebar-scroller]') ?? container;
    const top = active.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (top < 0 || top > scroller.clientHeight - 40) {
      scroller.scrollTop += top - scroller.clientHeight / 2;
    }
  }, [path]);
  return (
    <NavRoot aria-label="Docs" ref={ref}>
      <ul className="nav-list">
        <NavItems items={items} path={path} depth={0} onNavigate={onNavigate} />
      </ul>
    </NavRoot>
  );
}
