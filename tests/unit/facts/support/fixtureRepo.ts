/**
 * Fixture panel repositories for the extractor's tests: files written into a scratch git
 * repository and committed as a tagged release at a fixed date, so each test reads a release the
 * way `npm run facts` reads the panel's.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ReleasePoint} from '../../../../scripts/facts/releases.config';

export function git(repo: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-C', repo, '-c', 'user.name=fixture', '-c', 'user.email=fixture@example.invalid', ...args],
    {encoding: 'utf8'},
  ).trim();
}

export function writeTree(repo: string, files: Readonly<Record<string, string>>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
    writeFileSync(path.join(repo, file), content);
  }
}

/** Commits everything as release `tag` (`v1.2.3`) dated `date`, and names it as the release list would. */
export function release(repo: string, tag: string, date: string): ReleasePoint {
  git(repo, 'add', '-A');
  execFileSync(
    'git',
    [
      '-C',
      repo,
      '-c',
      'user.name=fixture',
      '-c',
      'user.email=fixture@example.invalid',
      'commit',
      '-qm',
      tag,
    ],
    {
      env: {...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date},
    },
  );
  git(repo, 'tag', tag);
  return {
    version: tag.slice(1),
    ref: tag,
    commit: git(repo, 'rev-parse', 'HEAD'),
    source: `tag ${tag}`,
  };
}

/** The panel's base model as far as the extractor reads it: rules come from `getRules()`. */
export const BASE_MODEL = `<?php
namespace Pterodactyl\\Models;

abstract class Model
{
    public static function getRules(): array
    {
        return static::$validationRules;
    }
}
`;
