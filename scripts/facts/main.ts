/**
 * Maintainer command: extracts the fact tables from local bare git repositories of the panel and
 * of Wings. Build-time only, offline, not run by CI.
 *
 *   npm run facts -- --panel /work/panel.git --wings /work/wings.git [--out reference/releases] [--only 1.11.8,1.15.0]
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ExtractionError, extractAll} from './extract';
import {collectAnchorKeys} from './fingerprints';

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
    out[arg.slice(2)] = value;
    i++;
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
if (!args.panel || !args.wings) {
  console.error(
    'usage: npm run facts -- --panel PANEL_GIT_DIR --wings WINGS_GIT_DIR [--out reference/releases] [--only v1,v2]',
  );
  process.exit(2);
}
const outDir = path.resolve(args.out ?? 'reference/releases');
const started = Date.now();
// The anchors of the OpenAPI documents of this checkout (the command runs from the site's folder).
const anchors = collectAnchorKeys(process.cwd());
let files: Map<string, string>;
try {
  files = extractAll({
    panelGitDir: args.panel,
    wingsGitDir: args.wings,
    only: args.only?.split(','),
    anchors,
  });
} catch (error) {
  if (!(error instanceof ExtractionError)) throw error;
  console.error(error.message);
  process.exit(1);
}
for (const [relative, content] of files) {
  const target = path.join(outDir, relative);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, content);
}
console.log(
  `wrote ${files.size} files to ${path.relative(process.cwd(), outDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
