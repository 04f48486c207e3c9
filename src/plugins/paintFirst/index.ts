import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildFiles} from '../hosting/site';
import {startScriptsAfterPaint} from './rewrite';

// Runs before the hosting postbuild, which hashes the inline loader into the Content-Security-Policy.
export default function paintFirstPlugin(): Plugin {
  return {
    name: 'site-paint-first',
    postBuild({outDir}) {
      for (const file of buildFiles(outDir).filter((name) => name.endsWith('.html'))) {
        const full = path.join(outDir, file);
        writeFileSync(full, startScriptsAfterPaint(readFileSync(full, 'utf8'), file));
      }
    },
  };
}
