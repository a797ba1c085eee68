/**
 * Swizzled MDXComponents (eject is the only option, marked safe). Adds MUI-styled tables and the site's
 * global MDX components (`<Demo>`, and `<CodeVariantPair>` which the remark plugin builds from JS/TS fences); everything else is theme-classic's mapping.
 */
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import MdxTable from '@site/src/components/mdx/MdxTable';
import Demo from '@site/src/components/demos/Demo';
import CodeVariantPair from '@site/src/components/code/CodeVariantPair';
import ApiLink from '@site/src/components/mdx/ApiLink';
import PropTable from '@site/src/components/mdx/PropTable';
import KeyboardTable from '@site/src/components/mdx/KeyboardTable';

const MDXComponents = {
  ...MDXComponentsOriginal,
  table: MdxTable,
  Demo,
  CodeVariantPair,
  ApiLink,
  PropTable,
  KeyboardTable,
};

export default MDXComponents;
