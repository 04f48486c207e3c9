import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {NeedsMainLandmark} from '../Layout/mainLandmark';

// search-local's search page puts its heading, box and results straight into the Layout, outside
// every landmark; this asks the Layout for a <main> around them.
export default function SearchPageWrapper(): ReactNode {
  return (
    <NeedsMainLandmark>
      <SearchPage />
    </NeedsMainLandmark>
  );
}
