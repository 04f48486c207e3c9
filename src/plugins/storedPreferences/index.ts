import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Runs client/repairStorage.ts before the app reads any stored preference.
export default function storedPreferencesPlugin(): Plugin {
  return {
    name: 'site-stored-preferences',
    getClientModules: () => [path.join(__dirname, 'client/repairStorage.ts')],
  };
}
