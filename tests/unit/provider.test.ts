import {describe, expect, it} from 'vitest';
import {
  DEFAULT_PROVIDER,
  ProviderConfigError,
  analyticsOrigin,
  resolveProvider,
} from '../../src/provider';

describe('resolveProvider', () => {
  it('uses the neutral placeholder provider on example.com without overrides', () => {
    const provider = resolveProvider({});
    expect(provider.name).toBe(DEFAULT_PROVIDER.name);
    for (const url of [
      provider.websiteUrl,
      provider.supportUrl,
      provider.privacyPolicyUrl,
      provider.termsUrl,
      provider.siteUrl,
    ]) {
      expect(new URL(url).hostname.endsWith('example.com')).toBe(true);
    }
    expect(provider.analytics).not.toBeNull();
  });

  it('takes every field from the environment', () => {
    const provider = resolveProvider({
      PROVIDER_NAME: 'Acme Game Hosting',
      PROVIDER_LOGO: 'https://cdn.acme.test/logo.svg',
      PROVIDER_WEBSITE_URL: 'https://acme.test',
      PROVIDER_SUPPORT_URL: 'https://acme.test/help',
      PROVIDER_PRIVACY_URL: 'https://acme.test/privacy',
      PROVIDER_TERMS_URL: 'https://acme.test/terms',
      SITE_URL: 'https://api-docs.acme.test/',
      DOCS_ISSUES_URL: 'https://acme.test/docs-feedback',
      ANALYTICS_SCRIPT_SRC: 'https://stats.acme.test/js/script.js',
      ANALYTICS_DOMAIN: 'api-docs.acme.test',
    });
    expect(provider).toEqual({
      name: 'Acme Game Hosting',
      logoSrc: 'https://cdn.acme.test/logo.svg',
      websiteUrl: 'https://acme.test',
      supportUrl: 'https://acme.test/help',
      privacyPolicyUrl: 'https://acme.test/privacy',
      termsUrl: 'https://acme.test/terms',
      siteUrl: 'https://api-docs.acme.test',
      docsIssuesUrl: 'https://acme.test/docs-feedback',
      analytics: {scriptSrc: 'https://stats.acme.test/js/script.js', domain: 'api-docs.acme.test'},
    });
    expect(analyticsOrigin(provider)).toBe('https://stats.acme.test');
  });

  it('derives the analytics site name from the site URL when it is not given', () => {
    expect(resolveProvider({SITE_URL: 'https://docs.acme.test'}).analytics?.domain).toBe(
      'docs.acme.test',
    );
  });

  it('switches analytics off with ANALYTICS_DISABLED', () => {
    for (const value of ['1', 'true', 'YES', 'on']) {
      const provider = resolveProvider({ANALYTICS_DISABLED: value});
      expect(provider.analytics).toBeNull();
      expect(analyticsOrigin(provider)).toBeNull();
    }
    expect(resolveProvider({ANALYTICS_DISABLED: '0'}).analytics).not.toBeNull();
  });

  it('rejects a URL that is not http(s), naming the variable', () => {
    expect(() => resolveProvider({PROVIDER_SUPPORT_URL: 'javascript:alert(1)'})).toThrow(
      ProviderConfigError,
    );
    expect(() => resolveProvider({PROVIDER_SUPPORT_URL: 'javascript:alert(1)'})).toThrow(
      /PROVIDER_SUPPORT_URL/,
    );
    expect(() => resolveProvider({SITE_URL: 'not a url'})).toThrow(
      /SITE_URL must be an absolute http\(s\) URL/,
    );
    expect(() => resolveProvider({PROVIDER_LOGO: '//evil.test/logo.svg'})).toThrow(/PROVIDER_LOGO/);
  });

  it('accepts a logo path inside the site', () => {
    expect(resolveProvider({PROVIDER_LOGO: '/img/brand.svg'}).logoSrc).toBe('/img/brand.svg');
  });
});
