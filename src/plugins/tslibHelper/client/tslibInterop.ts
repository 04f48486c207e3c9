/**
 * The one TypeScript helper that @docusaurus/utils-common's browser code calls, in place of the
 * whole tslib package its compiled CommonJS would pull into the entry bundle (see
 * src/plugins/tslibHelper/index.ts). Same behaviour: a CommonJS module becomes a default export.
 */
export function __importDefault<T>(module: T): T | {default: T} {
  return module && (module as {__esModule?: boolean}).__esModule ? module : {default: module};
}
