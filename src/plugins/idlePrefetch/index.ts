import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Link prefetches wait for idle time (client/idlePrefetch.ts).
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'site-idle-prefetch',
    getClientModules: () => [path.join(__dirname, 'client/idlePrefetch.ts')],
  };
}
