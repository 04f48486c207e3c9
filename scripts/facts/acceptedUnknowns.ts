/**
 * The reviewed list of facts the source does not decide. `npm run facts` fails on any unknown
 * fact (an undecidable branch, a value only known at run time, a construct the extractor does
 * not read) unless its (release, route, field) is listed here with the reason it cannot be read;
 * it also fails on an entry that no longer matches anything, so the list stays current.
 * Adding an entry is a reviewed decision: first try to make the extractor read the fact.
 */
export interface AcceptedUnknown {
  /** Panel versions, or `{from, to}` (inclusive, in release-list order). */
  releases: readonly string[] | {from: string; to: string};
  /** `METHOD /path` as in the tables, or `(limits)`. */
  route: string;
  /** The field as the run names it; a trailing `*` matches any rest (`body.*`). */
  field: string;
  reason: string;
}

export const ACCEPTED_UNKNOWNS: readonly AcceptedUnknown[] = [
  {
    releases: ['0.7.19'],
    route: '*',
    field: 'body.*',
    reason:
      "0.7.19 models declare their rules through sofa/eloquence's validable trait (getCreateRules(), getUpdateRulesForId()), vendor code that is not in the panel's repository; UpdateServerBuildConfigurationRequest's requiredToOptional() branches on those rules",
  },
  {
    releases: {from: '0.7.19', to: '1.15.0'},
    route: 'GET /api/application/nests',
    field: 'transformer',
    reason:
      "NestTransformer::transform() returns the Nest model's toArray() (its columns) plus two timestamps: the attribute list is the database table's, not in the transformer",
  },
  {
    releases: {from: '0.7.19', to: '1.15.0'},
    route: 'GET /api/application/nests/{nest}',
    field: 'transformer',
    reason:
      "NestTransformer::transform() returns the Nest model's toArray() (its columns) plus two timestamps: the attribute list is the database table's, not in the transformer",
  },
  {
    releases: {from: '1.0.0', to: '1.15.0'},
    route: 'PUT /api/client/servers/{server}/startup/variable',
    field: 'rules_from_controller.value',
    reason:
      "StartupController::update() validates `value` with the egg variable's own `rules` column (`$variable->rules`), which each egg sets at run time",
  },
];
