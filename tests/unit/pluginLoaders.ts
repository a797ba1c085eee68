/**
 * The CommonJS loaders of two plugins, typed once for the tests that run them on generated modules or sources
 * (tests/unit/bundling/chunks.test.ts, translationDescriptions.test.ts, tests/unit/codeHealth/docusaurusInternals.test.ts).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- the loaders are CommonJS files Rspack loads by path */
export const { trimVersionMetadata, trimGlobalDocsLists } =
  require('@site/plugins/version-metadata/loader.cjs') as {
    trimVersionMetadata: (
      source: string,
      options?: { dropDocsMap?: boolean; lazyApiGroups?: boolean },
    ) => string;
    trimGlobalDocsLists: (source: string) => string;
  };

export const { emptyConfigKeys } = require('@site/plugins/client-config/loader.cjs') as {
  emptyConfigKeys: (source: string, keys: readonly string[]) => string;
};

export const { dropRegistryModuleNames } = require('@site/plugins/client-config/registry-loader.cjs') as {
  dropRegistryModuleNames: (source: string) => { source: string; entries: number };
};

export const { lazyRouteComponents } = require('@site/plugins/client-config/routes-loader.cjs') as {
  lazyRouteComponents: (
    source: string,
    chunkNames: Record<string, unknown>,
  ) => { source: string; routes: number };
};

export const { blankTranslationDescriptions } =
  require('@site/plugins/client-config/descriptions-loader.cjs') as {
    blankTranslationDescriptions: (source: string, file: string) => string;
  };

export const { EMPTY_MAP_MODULE } = require('@site/plugins/client-config/routesChunkNames-loader.cjs') as {
  EMPTY_MAP_MODULE: string;
};
/* eslint-enable @typescript-eslint/no-require-imports */
