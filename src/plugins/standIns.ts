/**
 * Stand-in modules: a plugin swaps a module a dependency imports for a lighter one of its own, in
 * the browser bundle only (the server bundle renders pages with the real modules). Each plugin
 * that does so lists its stand-ins and says what they save.
 */
import type {Plugin} from '@docusaurus/types';

export interface StandIn {
  /** The module as requested by the importer. */
  readonly request: RegExp;
  /** Only requests made from a directory matching this are replaced. */
  readonly from: RegExp;
  /** Absolute path of the module used instead. */
  readonly with: string;
}

interface BundlerApi {
  DefinePlugin: new (definitions: Record<string, string>) => unknown;
  NormalModuleReplacementPlugin: new (
    pattern: RegExp,
    replace: (resource: {context?: string; request: string}) => void,
  ) => unknown;
}

type ConfigureBundler = NonNullable<Plugin['configureWebpack']>;

/**
 * A `configureWebpack` hook that installs `standIns` in the browser bundle, and defines
 * `process.env.SITE_SERVER_BUNDLE` for modules that behave differently in the server bundle.
 */
export function withStandIns(standIns: readonly StandIn[]): ConfigureBundler {
  return (_config, isServer, {currentBundler}) => {
    const bundler = currentBundler.instance as unknown as BundlerApi;
    const plugins: unknown[] = [
      new bundler.DefinePlugin({
        'process.env.SITE_SERVER_BUNDLE': JSON.stringify(String(isServer)),
      }),
    ];
    if (!isServer) {
      for (const standIn of standIns) {
        plugins.push(
          new bundler.NormalModuleReplacementPlugin(standIn.request, (resource) => {
            if (resource.context && standIn.from.test(resource.context)) {
              resource.request = standIn.with;
            }
          }),
        );
      }
    }
    return {plugins} as never;
  };
}
