/**
 * Wraps @theme-original/Layout (safe to wrap) to keep Docusaurus's colour mode in step with MUI's.
 * MUI owns the choice (localStorage `mode`, synced across tabs); Docusaurus's state is derived from it so
 * its own components (code highlighting, etc.) always agree with MUI.
 */
import * as React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import ColorModeBridge from '@site/src/components/layout/ColorModeBridge';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props) {
  return (
    <Layout {...props}>
      <ColorModeBridge />
      {props.children}
    </Layout>
  );
}
