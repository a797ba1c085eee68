/**
 * Swizzled DocVersionBanner (ejected): the "older version" banner of a cut version's pages.
 * - CUSTOM: the link to the current version goes to the same page when the current version has it, else to
 *   the current version's introduction. The classic banner looks the page up in each version's list of docs,
 *   which plugins/version-metadata drops from the bundle (and crashed reading `.path` of nothing); the route
 *   table every page already has answers the same question (src/components/versions/versionPaths.ts).
 * - Same translation ids and texts as the classic banner, so i18n/<locale>/code.json translates it.
 */
import * as React from 'react';
import Alert from '@mui/material/Alert';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useDocsPreferredVersion,
  useDocsVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { firstExistingPath, pathInVersion, versionRoot } from '@site/src/components/versions/versionPaths';

export default function DocVersionBanner({ className }: { className?: string }) {
  const version = useDocsVersion();
  const latest = useLatestVersion(version.pluginId);
  const read = useVersions(version.pluginId).find((candidate) => candidate.name === version.version);
  const { pathname } = useLocation();
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  const { siteConfig } = useDocusaurusContext();
  if (!version.banner || !read) return null;
  const latestIntroduction = `${versionRoot(latest)}introduction/`;
  const to = firstExistingPath([pathInVersion(pathname, read, latest)], latestIntroduction);
  const versionLabel = <b>{version.label}</b>;
  return (
    <Alert
      severity="warning"
      className={[className, ThemeClassNames.docs.docVersionBanner].filter(Boolean).join(' ')}
      data-testid="version-banner"
      sx={{ mb: 2 }}
    >
      <div>
        {version.banner === 'unreleased' ? (
          <Translate
            id="theme.docs.versions.unreleasedVersionLabel"
            values={{ siteTitle: siteConfig.title, versionLabel }}
          >
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate
            id="theme.docs.versions.unmaintainedVersionLabel"
            values={{ siteTitle: siteConfig.title, versionLabel }}
          >
            {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
          </Translate>
        )}
      </div>
      <div>
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            versionLabel: latest.label,
            latestVersionLink: (
              <b>
                <Link to={to} onClick={() => savePreferredVersionName(latest.name)}>
                  <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                </Link>
              </b>
            ),
          }}
        >
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </Alert>
  );
}
