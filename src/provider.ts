/**
 * The identity of the hosting provider that publishes this site. This is the only
 * place these values live: the Docusaurus config (navbar logo, footer, site URL,
 * analytics script) and the hosting rules (CSP, robots.txt) read them from here.
 *
 * Every value can be overridden at build time with the environment variable named
 * beside it, so a provider rebrands the site without editing code.
 */

export interface AnalyticsSettings {
  /** Script URL of a privacy-friendly, cookie-less analytics service (Plausible API). */
  readonly scriptSrc: string;
  /** The site name the analytics service records hits under (`data-domain`). */
  readonly domain: string;
}

export interface Provider {
  readonly name: string;
  /** Logo path below `static/` (starting with `/`) or an absolute https URL. */
  readonly logoSrc: string;
  readonly websiteUrl: string;
  readonly supportUrl: string;
  readonly privacyPolicyUrl: string;
  readonly termsUrl: string;
  /** Public origin the site is served from, used for canonical URLs and the sitemap. */
  readonly siteUrl: string;
  /** Where readers report problems in this documentation. */
  readonly docsIssuesUrl: string;
  /** `null` when analytics are switched off. */
  readonly analytics: AnalyticsSettings | null;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Environment variable that overrides each field, in the order the README lists them. */
const PROVIDER_ENV = {
  name: 'PROVIDER_NAME',
  logoSrc: 'PROVIDER_LOGO',
  websiteUrl: 'PROVIDER_WEBSITE_URL',
  supportUrl: 'PROVIDER_SUPPORT_URL',
  privacyPolicyUrl: 'PROVIDER_PRIVACY_URL',
  termsUrl: 'PROVIDER_TERMS_URL',
  siteUrl: 'SITE_URL',
  docsIssuesUrl: 'DOCS_ISSUES_URL',
  analyticsScriptSrc: 'ANALYTICS_SCRIPT_SRC',
  analyticsDomain: 'ANALYTICS_DOMAIN',
  analyticsDisabled: 'ANALYTICS_DISABLED',
} as const;

/** A neutral placeholder provider; real deployments override it through the environment. */
export const DEFAULT_PROVIDER: Provider = {
  name: 'Example Hosting',
  logoSrc: '/img/provider-logo.svg',
  websiteUrl: 'https://example.com',
  supportUrl: 'https://example.com/support',
  privacyPolicyUrl: 'https://example.com/privacy',
  termsUrl: 'https://example.com/terms',
  siteUrl: 'https://docs.example.com',
  docsIssuesUrl: 'https://example.com/support/documentation',
  analytics: {
    scriptSrc: 'https://analytics.example.com/js/script.js',
    domain: 'docs.example.com',
  },
};

export class ProviderConfigError extends Error {
  override name = 'ProviderConfigError';
}

function pick(env: Env, key: string, fallback: string): string {
  const value = env[key]?.trim();
  return value === undefined || value === '' ? fallback : value;
}

function httpUrl(env: Env, key: string, fallback: string): string {
  const value = pick(env, key, fallback);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ProviderConfigError(`${key} must be an absolute http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ProviderConfigError(
      `${key} must use http or https, got "${url.protocol}" in "${value}".`,
    );
  }
  return value;
}

function logo(env: Env): string {
  const value = pick(env, PROVIDER_ENV.logoSrc, DEFAULT_PROVIDER.logoSrc);
  if (value.startsWith('/') && !value.startsWith('//')) {
    return value;
  }
  return httpUrl(env, PROVIDER_ENV.logoSrc, DEFAULT_PROVIDER.logoSrc);
}

function isSwitchedOff(raw: string | undefined): boolean {
  return raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase());
}

/** Resolves the provider from the defaults and the environment; throws naming the bad variable. */
export function resolveProvider(env: Env = process.env): Provider {
  const siteUrl = httpUrl(env, PROVIDER_ENV.siteUrl, DEFAULT_PROVIDER.siteUrl).replace(/\/+$/, '');
  const defaultAnalytics = DEFAULT_PROVIDER.analytics;
  const analytics =
    isSwitchedOff(env[PROVIDER_ENV.analyticsDisabled]) || defaultAnalytics === null
      ? null
      : {
          scriptSrc: httpUrl(env, PROVIDER_ENV.analyticsScriptSrc, defaultAnalytics.scriptSrc),
          domain: pick(env, PROVIDER_ENV.analyticsDomain, new URL(siteUrl).host),
        };
  return {
    name: pick(env, PROVIDER_ENV.name, DEFAULT_PROVIDER.name),
    logoSrc: logo(env),
    websiteUrl: httpUrl(env, PROVIDER_ENV.websiteUrl, DEFAULT_PROVIDER.websiteUrl),
    supportUrl: httpUrl(env, PROVIDER_ENV.supportUrl, DEFAULT_PROVIDER.supportUrl),
    privacyPolicyUrl: httpUrl(
      env,
      PROVIDER_ENV.privacyPolicyUrl,
      DEFAULT_PROVIDER.privacyPolicyUrl,
    ),
    termsUrl: httpUrl(env, PROVIDER_ENV.termsUrl, DEFAULT_PROVIDER.termsUrl),
    siteUrl,
    docsIssuesUrl: httpUrl(env, PROVIDER_ENV.docsIssuesUrl, DEFAULT_PROVIDER.docsIssuesUrl),
    analytics,
  };
}

/** The origin analytics talks to, for the Content-Security-Policy; `null` when off. */
export function analyticsOrigin(provider: Provider): string | null {
  return provider.analytics === null ? null : new URL(provider.analytics.scriptSrc).origin;
}
