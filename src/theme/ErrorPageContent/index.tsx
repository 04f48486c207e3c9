import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

// The theme's crash content keeps the crashed page's title; a crash is titled "Page Error".
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
