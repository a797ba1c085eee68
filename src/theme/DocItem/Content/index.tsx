/**
 * Swizzled DocItem/Content (ejected from theme-classic 3.10.2, unsafe). Changes:
 * - CUSTOM: the page header always comes from front matter: H1 (with the page's plan mark) and the one-line
 *   `description` under it, so writers never repeat the title in the body.
 * - CUSTOM: the sponsor slot (`<AdSlot />`) right after the description, unless front matter says
 *   `disableAd: true`.
 * - CUSTOM: the article is what the offline search indexes (`data-pagefind-body`, with the page's product,
 *   docs version and section as hidden markers; page actions are left out, and the ad slot through
 *   plugins/search-index), and the header carries the "Copy page" button for the page's Markdown. Every
 *   version's pages are indexed: the dialog searches one version at a time by default and labels the pages
 *   of a cut version (src/search/versionScope.ts). Product and section come from the page's path inside its
 *   version, so `/x/8.x/react-data-grid/sorting/` is a Data Grid guide page like `/x/react-data-grid/sorting/`.
 */
import * as React from 'react';
import clsx from 'clsx';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/DocItem/Content';
import { PlanMark, StatusChips } from '@site/src/components/sidebar/PageBadges';
import { usePageBadges } from '@site/src/components/page/usePageBadges';
import { AdSlot } from '@site/src/components/ads';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyPageButton from '@site/src/components/page/CopyPageButton';
import SearchIndexMeta, {
  SEARCH_BODY_ATTRIBUTES,
  SEARCH_IGNORE_ATTRIBUTES,
} from '@site/src/components/search/SearchIndexMeta';
import { markdownUrlOf } from '@site/src/llms/markdownUrl';
import { useVersionBeingRead } from '@site/src/components/versions/useVersionBeingRead';
import { versionRoot } from '@site/src/components/versions/versionPaths';

export default function DocItemContent({ children }: Props) {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const badges = usePageBadges(metadata.permalink);
  const showTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  // Outside a Docusaurus site (unit tests render this with a bare context) the site root is `/`.
  const baseUrl = useDocusaurusContext().siteConfig?.baseUrl ?? '/';
  // The page's version when it is one of the site's docs versions (pages of another docs instance, such as
  // the test fixtures, are at home in the current one).
  const version = useVersionBeingRead() as { name: string; path: string } | undefined;
  const root = version ? versionRoot(version) : baseUrl;
  const versionName = version && metadata.permalink.startsWith(root) ? version.name : 'current';
  const pageRoot = versionName === 'current' ? baseUrl : root;
  const sitePath = metadata.permalink.startsWith(pageRoot)
    ? `/${metadata.permalink.slice(pageRoot.length)}`
    : metadata.permalink;
  const pageActions = (
    <Box
      {...SEARCH_IGNORE_ATTRIBUTES}
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        pt: showTitle ? 1 : 0,
        mb: showTitle ? { xs: 1.5, sm: 0 } : 2,
      }}
    >
      <CopyPageButton markdownUrl={markdownUrlOf(metadata.permalink, baseUrl)} />
    </Box>
  );
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} {...SEARCH_BODY_ATTRIBUTES}>
      <SearchIndexMeta sitePath={sitePath} title={metadata.title} version={versionName} />
      {!showTitle && pageActions}
      {showTitle && (
        <header>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              columnGap: 2,
              flexWrap: 'wrap',
            }}
          >
            <Heading as="h1">
              {metadata.title}
              {badges?.plan && (
                <Box component="span" sx={{ ml: 1 }}>
                  <PlanMark plan={badges.plan} size="large" />
                </Box>
              )}
            </Heading>
            {pageActions}
          </Box>
          {(badges?.newFeature || badges?.planned || badges?.unstable) && (
            <Box sx={{ display: 'flex', gap: 1, mt: -1, mb: 2 }}>
              <StatusChips badges={badges} />
            </Box>
          )}
          {typeof frontMatter.description === 'string' && (
            <Typography
              component="p"
              className="description"
              sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 3 }}
            >
              {frontMatter.description}
            </Typography>
          )}
          {(frontMatter as { disableAd?: unknown }).disableAd !== true && <AdSlot key={metadata.permalink} />}
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
