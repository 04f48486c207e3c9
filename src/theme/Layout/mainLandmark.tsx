import {createContext, useContext, type ReactNode} from 'react';

// Docusaurus' Layout leaves the <main> landmark to each page. A page from another plugin that
// renders its content straight into the Layout (search-local's search page) has none, so its
// content sits outside every landmark. Such a page wraps itself in <NeedsMainLandmark>, and the
// Layout wrapper then puts a <main> around the page content only: wrapping the whole page would
// put the navbar, the announcement bar (role=banner) and the footer inside <main>.
const ContentNeedsMainLandmark = createContext(false);

export function NeedsMainLandmark({children}: {readonly children: ReactNode}): ReactNode {
  return <ContentNeedsMainLandmark.Provider value>{children}</ContentNeedsMainLandmark.Provider>;
}

export function useContentNeedsMainLandmark(): boolean {
  return useContext(ContentNeedsMainLandmark);
}
