/**
 * Swizzled MDXComponents (eject is the only option, marked safe). Adds MUI-styled tables and `<ApiLink>`;
 * everything else is theme-classic's mapping. The heavier writer components (`<Demo>`, `<CodeVariantPair>`,
 * `<PropTable>`, `<KeyboardTable>`) are imported by the pages that use them (plugins/writer-components), so
 * a page without them does not download them.
 */
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import MdxTable from '@site/src/components/mdx/MdxTable';
import ApiLink from '@site/src/components/mdx/ApiLink';

const MDXComponents = {
  ...MDXComponentsOriginal,
  table: MdxTable,
  ApiLink,
};

export default MDXComponents;
