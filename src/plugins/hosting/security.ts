/**
 * Security headers of every response. The Content-Security-Policy allows only the site itself,
 * the configured analytics origin, and the inline scripts Docusaurus emits, by their hashes.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';

export interface CspSources {
  /** `'sha256-...'` of each inline script of the build. */
  readonly scriptHashes: readonly string[];
  /** Origin of the analytics script, or `null` when analytics are off. */
  readonly analyticsOrigin: string | null;
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** CSP source expression for one inline script's exact text. */
function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of every executable inline script in the given HTML files. */
export function inlineScriptHashes(buildDir: string, htmlFiles: readonly string[]): string[] {
  const hashes = new Set<string>();
  const walk = (node: unknown): void => {
    const element = node as {
      tagName?: string;
      attrs?: {name: string; value: string}[];
      childNodes?: {value?: string}[];
    };
    if (element.tagName === 'script') {
      const attrs = new Map(
        (element.attrs ?? []).map((attribute) => [attribute.name, attribute.value]),
      );
      if (!attrs.has('src') && EXECUTABLE_TYPES.has((attrs.get('type') ?? '').toLowerCase())) {
        hashes.add(
          scriptHash((element.childNodes ?? []).map((child) => child.value ?? '').join('')),
        );
      }
    }
    ((element as {content?: unknown}).content
      ? [(element as {content?: unknown}).content]
      : []
    ).forEach(walk);
    (element.childNodes ?? []).forEach(walk);
  };
  for (const file of htmlFiles) {
    walk(parse(readFileSync(path.join(buildDir, file), 'utf8')));
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy({scriptHashes, analyticsOrigin}: CspSources): string {
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...analytics],
    // Code highlighting and a few theme components set style attributes.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...analytics],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Sent only by TLS deployments that opt in (`HOSTING_HSTS=1` at build time): browsers then refuse plain HTTP for a year. */
export const HSTS_HEADER: [string, string] = [
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
];

export interface SecurityOptions {
  /** Send HSTS: only for a site served over HTTPS on every subdomain. */
  readonly hsts?: boolean;
}

/** Whether the build opts in to HSTS (`HOSTING_HSTS=1`). */
export function hstsFromEnvironment(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env['HOSTING_HSTS'];
  if (value === undefined || value === '' || value === '0') {
    return false;
  }
  if (value === '1') {
    return true;
  }
  throw new Error(
    `HOSTING_HSTS must be 1 (send Strict-Transport-Security) or 0/unset, not ${JSON.stringify(value)}.`,
  );
}

/** Headers sent with every response, in the order the servers emit them. */
export function securityHeaders(
  csp: string,
  {hsts = false}: SecurityOptions = {},
): [string, string][] {
  return [
    ...(hsts ? [HSTS_HEADER] : []),
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=()',
    ],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}
