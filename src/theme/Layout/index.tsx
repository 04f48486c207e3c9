import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useContentNeedsMainLandmark} from './mainLandmark';

type Props = WrapperProps<typeof LayoutType>;

// Gives a page that has no <main> of its own one around its content; see ./mainLandmark.
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const needsMain = useContentNeedsMainLandmark();
  return <Layout {...props}>{needsMain ? <main>{children}</main> : children}</Layout>;
}
