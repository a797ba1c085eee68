/**
 * Swizzled MDXComponents (eject is the only option, marked safe). Adds MUI-styled tables and the site's
 * global MDX components; everything else is theme-classic's mapping.
 */
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import MdxTable from '@site/src/components/mdx/MdxTable';

const MDXComponents = {
  ...MDXComponentsOriginal,
  table: MdxTable,
};

export default MDXComponents;
