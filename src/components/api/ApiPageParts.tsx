import * as React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { ApiDemoLink } from '@site/src/api/types';
import { API_SECTION_IDS } from '@site/src/api/names';
import { PlanMark } from '@site/src/components/sidebar/PageBadges';
import { useIntentNavigation } from '@site/src/components/sidebar/intentNavigation';
import HydrateLater from '@site/src/components/lazy/HydrateLater';
import PendingCode from '@site/src/components/code/PendingCode';
import AnchorHeading from './AnchorHeading';
import { apiPageTools } from './apiPageTools';

/**
 * A link to a guide page that loads the page's code when the reader shows intent, not when it scrolls into
 * view: a component's Demos list is at the top of its API page, and `Link`'s viewport prefetch fetched every
 * listed guide page's chunks on each load (42 pages, 294 `<link rel=prefetch>` on the BarChart page). The
 * build still checks it, as it checks `Link`s.
 */
function GuideLink({ href, children }: { href: string; children: React.ReactNode }) {
  // Demo links are site paths without the base URL, as `Link`'s `to` takes them.
  const intent = useIntentNavigation(useBaseUrl(href), false);
  useBrokenLinks().collectLink(intent.href);
  return <a {...intent}>{children}</a>;
}

/** The guide pages that demonstrate this component (from their `components:` front matter). */
export function DemosSection({ demos }: { demos: ApiDemoLink[] }) {
  if (demos.length === 0) return null;
  return (
    <section className="api-demos">
      <AnchorHeading id={API_SECTION_IDS.demos} label="Demos">
        Demos
      </AnchorHeading>
      <ul>
        {demos.map((demo) => (
          <li key={demo.href}>
            <GuideLink href={demo.href}>{demo.title}</GuideLink>
            {demo.plan && (
              <span className="api-mark">
                <PlanMark plan={demo.plan} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const SUBPATH_IMPORT = /from '@mui\/[^/']+\/[^']+'/;

/** Every import line that gives access to the export; alternatives are separated by `// or`. */
export function ImportSection({ imports }: { imports: string[] }) {
  const code = imports.join('\n// or\n');
  return (
    <section className="api-import">
      <AnchorHeading id={API_SECTION_IDS.import} label="Import">
        Import
      </AnchorHeading>
      <HydrateLater
        module={apiPageTools}
        render={(tools, kept) => <tools.ImportCode code={code} kept={kept} />}
        fallback={<PendingCode code={code} className="api-import-pending" />}
      />
      {imports.some((line) => SUBPATH_IMPORT.test(line)) && imports.length > 1 && (
        <p className="api-note">
          The first line imports from the component&apos;s own folder in the package, which keeps development
          bundles small; the package-root imports give the same component and let you import several exports
          on one line.
        </p>
      )}
    </section>
  );
}
