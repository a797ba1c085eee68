/**
 * Swizzled DocItem/Content (ejected from theme-classic 3.10.2, unsafe). Changes:
 * - CUSTOM: the page header always comes from front matter: H1 (with the page's plan mark) and the one-line
 *   `description` under it, so writers never repeat the title in the body.
 * - CUSTOM: the sponsor slot (`<AdSlot />`) right after the description, unless front matter says
 *   `disableAd: true`.
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

export default function DocItemContent({ children }: Props) {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const badges = usePageBadges(metadata.permalink);
  const showTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {showTitle && (
        <header>
          <Heading as="h1">
            {metadata.title}
            {badges?.plan && (
              <Box component="span" sx={{ ml: 1 }}>
                <PlanMark plan={badges.plan} size="large" />
              </Box>
            )}
          </Heading>
          {(badges?.newFeature || badges?.planned || badges?.unstable) && (
            <Box sx={{ display: 'flex', gap: 1, mt: -1, mb: 2 }}>
              <StatusChips badges={badges} />
            </Box>
          )}
          {typeof frontMatter.description === "string" && (
            <Typography component="p" className="description" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 3 }}>
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
