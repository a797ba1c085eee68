import * as React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type { ApiDemoLink } from '@site/src/api/types';
import { API_SECTION_IDS } from '@site/src/api/names';
import { PlanMark } from '@site/src/components/sidebar/PageBadges';
import AnchorHeading from './AnchorHeading';

/** The guide pages that demonstrate this component (from their `components:` front matter). */
export function DemosSection({ demos }: { demos: ApiDemoLink[] }) {
  if (demos.length === 0) return null;
  return (
    <section className="api-demos">
      <AnchorHeading as="h2" id={API_SECTION_IDS.demos} label="Demos">
        Demos
      </AnchorHeading>
      <ul>
        {demos.map((demo) => (
          <li key={demo.href}>
            <Link to={demo.href}>{demo.title}</Link>
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
  return (
    <section className="api-import">
      <AnchorHeading as="h2" id={API_SECTION_IDS.import} label="Import">
        Import
      </AnchorHeading>
      <CodeBlock language="jsx">{imports.join('\n// or\n')}</CodeBlock>
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
