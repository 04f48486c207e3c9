/**
 * What a reader types who has not seen the headings, and where the answer is: natural questions,
 * synonyms of the headings' words, symptoms, pasted errors, messages, headers, environment
 * variables, field names, status codes, release numbers and pasted URLs, for every page and every
 * section that answers a question (not only operations). Written before the ranking was tuned
 * (issue 21), from the pages' content, not from what the search returned.
 *
 * Each query lists its acceptable targets: a page (`/docs/rate-limiting`: any suggestion on that
 * page opens the answer) or a section (`/docs/rate-limiting#per-server-limits`: that suggestion
 * only). `version: '0.7'` queries run against the v0.7 index.
 *
 * The table was split once, at random, into a tuning half and a held-out half: a Fisher-Yates
 * shuffle of the first READER_SPLIT_SIZE entries in the order written, drawn from Mulberry32 seeded
 * with READER_SPLIT_SEED, the first half of the shuffled order being `tuning`. The split is stored
 * in each entry's `half` (./searchRanking.test.ts recomputes it), so entries added later cannot
 * reshuffle it. Ranking changes are
 * tuned on `tuning` only; ./searchRanking.test.ts holds `held-out` to the goal.
 *
 * A second batch (`batch: 2`, all `held-out`, after the first READER_SPLIT_SIZE entries) was
 * written on 2026-11-27, after round 2's held-out misses were published in the README, by a writer
 * who saw neither the ranking code nor those misses, from the pages' content alone, before any
 * search was run. The first held-out half has been read in public since, so batch 2 is the clean
 * test of generalisation: it is never tuned on, and ./searchRanking.test.ts reports it apart.
 */

export type ReaderHalf = 'tuning' | 'held-out';

export interface ReaderQuery {
  readonly query: string;
  /** Pages (`/docs/x`) or sections (`/docs/x#anchor`) that answer it. */
  readonly targets: readonly string[];
  readonly version?: '0.7';
  readonly half: ReaderHalf;
  /**
   * 2 for the second batch (written on 2026-11-27 after round 2's held-out misses were published,
   * by a writer who saw neither the ranking nor the misses; never tuned on). Absent for the first.
   */
  readonly batch?: 2;
}

/** The seed of the one random split (Mulberry32), recorded so the split can be reproduced. */
export const READER_SPLIT_SEED = 20261127;
/** How many entries the split covered. */
export const READER_SPLIT_SIZE = 299;

/**
 * The half of each of `count` entries in the one random split: a Fisher-Yates shuffle drawn from
 * Mulberry32 seeded with `seed`, the first ceil(count / 2) shuffled positions being `tuning`.
 */
export function seededHalves(count: number, seed: number): ReaderHalf[] {
  let state = seed | 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({length: count}, (_, index) => index);
  for (let index = count - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  const halves = new Array<ReaderHalf>(count);
  order.forEach((entry, position) => {
    halves[entry] = position < Math.ceil(count / 2) ? 'tuning' : 'held-out';
  });
  return halves;
}

const C = '/docs/api/client';
const A = '/docs/api/application';
const V = '/docs/v0.7';

const FIRST_BATCH: readonly ReaderQuery[] = [
  // Authentication
  {query: 'how do I authenticate requests', targets: ['/docs/authentication'], half: 'held-out'},
  {
    query: 'Authorization: Bearer ptlc_',
    targets: ['/docs/authentication#sending-the-key', '/docs/authentication#key-format'],
    half: 'held-out',
  },
  {
    query: 'what does ptla_ mean',
    targets: ['/docs/authentication#key-format', '/docs/authentication#application-keys'],
    half: 'held-out',
  },
  {
    query: 'difference between client key and application key',
    targets: [
      '/docs/authentication',
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
    ],
    half: 'tuning',
  },
  {
    query: 'application api token',
    targets: ['/docs/authentication#application-keys', '/docs/api/application'],
    half: 'tuning',
  },
  {
    query: 'where do I create an admin key',
    targets: ['/docs/authentication#application-keys'],
    half: 'held-out',
  },
  {
    query: 'restrict key to ip addresses',
    targets: ['/docs/authentication#account-keys', `${C}/account#create-an-api-key`],
    half: 'held-out',
  },
  {
    query: 'Unauthenticated.',
    targets: [
      '/docs/authentication#what-a-wrong-or-missing-key-returns',
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
      '/docs/troubleshooting#which-check-refused-the-request',
    ],
    half: 'held-out',
  },
  {
    query: 'AuthenticationException 401',
    targets: [
      '/docs/authentication#what-a-wrong-or-missing-key-returns',
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
      '/docs/troubleshooting#which-check-refused-the-request',
      '/docs/error-handling#status-codes',
    ],
    half: 'held-out',
  },
  {
    query: 'CORS error calling api from browser',
    targets: [
      '/docs/authentication#calling-the-api-from-a-browser-cors',
      '/docs/troubleshooting#cors-errors-in-the-browser',
    ],
    half: 'tuning',
  },
  {
    query: 'APP_CORS_ALLOWED_ORIGINS',
    targets: [
      '/docs/authentication#calling-the-api-from-a-browser-cors',
      '/docs/troubleshooting#cors-errors-in-the-browser',
    ],
    half: 'tuning',
  },
  {
    query: 'use session cookie instead of key',
    targets: ['/docs/authentication#sessions', `${C}/account#keys-and-sessions`],
    half: 'tuning',
  },
  {
    query: 'bearer token header',
    targets: ['/docs/authentication#sending-the-key'],
    half: 'held-out',
  },
  {
    query: 'key prefix format identifier secret',
    targets: ['/docs/authentication#key-format'],
    half: 'held-out',
  },
  {
    query: 'api key of root admin on application api',
    targets: [
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
      '/docs/authentication#account-keys',
      '/docs/authentication#application-keys',
    ],
    half: 'held-out',
  },
  // Introduction
  {query: 'base url of the api', targets: ['/docs/intro#base-url'], half: 'tuning'},
  {
    query: 'Accept: application/json header',
    targets: ['/docs/intro#requests', '/docs/troubleshooting'],
    half: 'tuning',
  },
  {
    query: 'what does the response look like object attributes',
    targets: ['/docs/intro#responses'],
    half: 'tuning',
  },
  {
    query: 'uuid vs identifier short id',
    targets: [
      '/docs/intro#identifiers',
      `${C}/servers#finding-a-servers-identifier`,
      `${A}/servers#identifiers`,
    ],
    half: 'tuning',
  },
  {
    query: 'server is suspended 409',
    targets: [
      '/docs/intro#server-states-and-409-conflict',
      `${C}/servers#server-states-and-409`,
      '/docs/troubleshooting#409-conflict',
    ],
    half: 'held-out',
  },
  {
    query: 'how to read an endpoint block',
    targets: ['/docs/intro#reading-an-endpoint-block'],
    half: 'tuning',
  },
  {query: 'getting started', targets: ['/docs/intro', '/docs'], half: 'held-out'},
  {
    query: 'PTERODACTYL_USE_SERVER_IDENTIFIERS',
    targets: [
      '/docs/intro#identifiers',
      `${C}/servers#finding-a-servers-identifier`,
      '/docs/panel-versions',
    ],
    half: 'held-out',
  },
  // Error handling
  {
    query: 'error response format',
    targets: ['/docs/error-handling#the-error-object'],
    half: 'held-out',
  },
  {
    query: 'errors array code status detail',
    targets: ['/docs/error-handling#the-error-object'],
    half: 'tuning',
  },
  {query: 'meta.source_field', targets: ['/docs/error-handling#validation-errors'], half: 'tuning'},
  {
    query: 'meta rule required validation failed',
    targets: [
      '/docs/error-handling#validation-errors',
      '/docs/troubleshooting#422-and-400-the-input-was-refused',
    ],
    half: 'tuning',
  },
  {
    query: '422 Unprocessable Entity',
    targets: [
      '/docs/error-handling#validation-errors',
      '/docs/troubleshooting#422-and-400-the-input-was-refused',
      '/docs/error-handling#status-codes',
    ],
    half: 'held-out',
  },
  {query: 'list of status codes', targets: ['/docs/error-handling#status-codes'], half: 'held-out'},
  {
    query: '405 Method Not Allowed',
    targets: ['/docs/error-handling#status-codes'],
    half: 'held-out',
  },
  {
    query: 'MethodNotAllowedHttpException',
    targets: ['/docs/error-handling#status-codes'],
    half: 'held-out',
  },
  {
    query: 'DaemonConnectionException',
    targets: [
      '/docs/error-handling#errors-from-wings',
      '/docs/troubleshooting#500-502-and-504-from-wings',
    ],
    half: 'tuning',
  },
  {
    query: '502 Bad Gateway wings offline',
    targets: [
      '/docs/error-handling#errors-from-wings',
      '/docs/troubleshooting#500-502-and-504-from-wings',
    ],
    half: 'held-out',
  },
  {
    query: 'APP_DEBUG stack trace in errors',
    targets: ['/docs/error-handling#debug-mode'],
    half: 'held-out',
  },
  {
    query: 'how should my code handle errors',
    targets: ['/docs/error-handling#a-robust-error-handler', '/docs/error-handling'],
    half: 'tuning',
  },
  {
    query: 'DataValidationException 500',
    targets: ['/docs/error-handling#status-codes'],
    half: 'tuning',
  },
  {
    query: 'The name field is required.',
    targets: ['/docs/error-handling#validation-errors'],
    half: 'tuning',
  },
  {
    query: '400 Bad Request',
    targets: [
      '/docs/error-handling#status-codes',
      '/docs/troubleshooting#422-and-400-the-input-was-refused',
    ],
    half: 'tuning',
  },
  // Rate limiting
  {
    query: 'Too Many Attempts.',
    targets: [
      '/docs/rate-limiting#headers',
      '/docs/troubleshooting#429-too-many-requests',
      '/docs/rate-limiting#handling-429-responses',
    ],
    half: 'tuning',
  },
  {
    query: 'how many requests per minute',
    targets: ['/docs/rate-limiting#default-limits'],
    half: 'held-out',
  },
  {
    query: 'throttle limit client api',
    targets: ['/docs/rate-limiting#default-limits', '/docs/rate-limiting'],
    half: 'held-out',
  },
  {
    query: 'APP_API_CLIENT_RATELIMIT',
    targets: ['/docs/rate-limiting#default-limits'],
    half: 'held-out',
  },
  {
    query: 'raise the application api rate limit',
    targets: ['/docs/rate-limiting#default-limits'],
    half: 'held-out',
  },
  {
    query: 'is the limit per key or per user',
    targets: ['/docs/rate-limiting#what-a-limit-is-counted-against'],
    half: 'held-out',
  },
  {query: 'per-server limits', targets: ['/docs/rate-limiting#per-server-limits'], half: 'tuning'},
  {
    query: 'per server throttle websocket route',
    targets: ['/docs/rate-limiting#per-server-limits'],
    half: 'held-out',
  },
  {
    query: 'Retry-After',
    targets: [
      '/docs/rate-limiting#headers',
      '/docs/rate-limiting#handling-429-responses',
      '/docs/troubleshooting#429-too-many-requests',
    ],
    half: 'tuning',
  },
  {query: 'X-RateLimit-Remaining header', targets: ['/docs/rate-limiting#headers'], half: 'tuning'},
  {
    query: '429 Too Many Requests',
    targets: [
      '/docs/troubleshooting#429-too-many-requests',
      '/docs/rate-limiting#handling-429-responses',
      '/docs/rate-limiting',
    ],
    half: 'held-out',
  },
  {
    query: 'retry after 429 backoff',
    targets: [
      '/docs/rate-limiting#handling-429-responses',
      '/docs/troubleshooting#429-too-many-requests',
    ],
    half: 'tuning',
  },
  {
    query: 'BACKUP_THROTTLE_LIMIT',
    targets: ['/docs/rate-limiting#other-route-limits', `${C}/backups#limits`],
    half: 'held-out',
  },
  {
    query: 'how often can I change my email',
    targets: ['/docs/rate-limiting#other-route-limits', `${C}/account#change-the-email-address`],
    half: 'held-out',
  },
  {
    query: 'ThrottleRequestsException',
    targets: [
      '/docs/rate-limiting#headers',
      '/docs/troubleshooting#429-too-many-requests',
      '/docs/rate-limiting#per-server-limits',
    ],
    half: 'held-out',
  },
  {
    query: 'rate limit on panel 0.7',
    targets: ['/docs/rate-limiting#legacy-panels'],
    half: 'tuning',
  },
  {
    query: 'TooManyRequestsHttpException backups',
    targets: [
      '/docs/rate-limiting#other-route-limits',
      `${C}/backups#limits`,
      '/docs/troubleshooting#429-too-many-requests',
    ],
    half: 'tuning',
  },
  {
    query: 'PTERODACTYL_PER_SCHEDULE_TASK_LIMIT',
    targets: [
      '/docs/rate-limiting#other-route-limits',
      `${C}/schedules#add-a-task`,
      `${C}/schedules`,
    ],
    half: 'tuning',
  },
  {
    query: 'maximum number of api keys',
    targets: ['/docs/rate-limiting#other-route-limits', `${C}/account#create-an-api-key`],
    half: 'tuning',
  },
  // Troubleshooting
  {
    query: 'why do I get 403',
    targets: [
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
      '/docs/troubleshooting#which-check-refused-the-request',
    ],
    half: 'held-out',
  },
  {
    query: 'got 404 but server exists',
    targets: [
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
      '/docs/troubleshooting#which-check-refused-the-request',
    ],
    half: 'held-out',
  },
  {
    query: 'order of checks on a request',
    targets: ['/docs/troubleshooting#which-check-refused-the-request'],
    half: 'tuning',
  },
  {
    query: 'This action is unauthorized.',
    targets: [
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
      `${C}/users#permissions`,
    ],
    half: 'held-out',
  },
  {
    query: 'You are attempting to use an application API key',
    targets: ['/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind'],
    half: 'held-out',
  },
  {
    query: 'ServerStateConflictException',
    targets: [
      '/docs/troubleshooting#409-conflict',
      `${C}/servers#server-states-and-409`,
      '/docs/intro#server-states-and-409-conflict',
    ],
    half: 'tuning',
  },
  {
    query: 'every field says required even though I sent it',
    targets: ['/docs/troubleshooting#422-and-400-the-input-was-refused'],
    half: 'tuning',
  },
  {
    query: 'JSON data passed in the request appears to be malformed',
    targets: ['/docs/troubleshooting#422-and-400-the-input-was-refused'],
    half: 'tuning',
  },
  {
    query: 'Content-Type application/json missing',
    targets: ['/docs/troubleshooting#422-and-400-the-input-was-refused', '/docs/intro#requests'],
    half: 'tuning',
  },
  {
    query: 'InvalidFilterQuery',
    targets: [
      '/docs/troubleshooting#422-and-400-the-input-was-refused',
      '/docs/error-handling#status-codes',
    ],
    half: 'held-out',
  },
  {
    query: '504 Gateway Timeout from wings',
    targets: ['/docs/troubleshooting#500-502-and-504-from-wings'],
    half: 'tuning',
  },
  {
    query: 'GUZZLE_TIMEOUT',
    targets: ['/docs/troubleshooting#500-502-and-504-from-wings'],
    half: 'tuning',
  },
  {
    query: 'websocket keeps disconnecting',
    targets: [
      '/docs/troubleshooting#the-websocket',
      '/docs/api/websocket#closing-and-reconnecting',
    ],
    half: 'held-out',
  },
  {
    query: 'things the api cannot do',
    targets: ['/docs/troubleshooting#what-the-api-cannot-do'],
    half: 'held-out',
  },
  {
    query: 'api returns html login page instead of json',
    targets: ['/docs/troubleshooting', '/docs/intro#requests'],
    half: 'tuning',
  },
  {
    query: 'TwoFactorAuthRequiredException',
    targets: [
      `${C}/account#when-two-factor-authentication-is-required`,
      '/docs/intro#two-factor-authentication-requirement',
    ],
    half: 'held-out',
  },
  {
    query: 'WWW-Authenticate: Bearer older panel',
    targets: ['/docs/troubleshooting#panels-100-to-170'],
    half: 'held-out',
  },
  {
    query: 'NotFoundHttpException',
    targets: [
      '/docs/troubleshooting#which-check-refused-the-request',
      '/docs/error-handling#status-codes',
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
    ],
    half: 'held-out',
  },
  // Panel versions, API changes, upgrading, sources
  {
    query: 'which panel version do these docs cover',
    targets: ['/docs/panel-versions#what-the-current-docs-describe', '/docs/panel-versions'],
    half: 'tuning',
  },
  {
    query: 'what changed in 1.12.0',
    targets: [
      '/docs/api-changes',
      '/docs/panel-versions#what-changed-for-integrators',
      '/docs/panel-versions#panel',
    ],
    half: 'held-out',
  },
  {
    query: 'changelog',
    targets: ['/docs/api-changes', '/docs/panel-versions#what-changed-for-integrators'],
    half: 'tuning',
  },
  {
    query: 'new in 1.11.0',
    targets: ['/docs/api-changes', '/docs/panel-versions#panel'],
    half: 'tuning',
  },
  {
    query: 'docs for my older panel release',
    targets: ['/docs/panel-versions#reading-the-docs-for-your-release'],
    half: 'tuning',
  },
  {
    query: 'wings 1.12 changes',
    targets: ['/docs/panel-versions#wings', '/docs/api-changes'],
    half: 'held-out',
  },
  {
    query: 'releases that were not checked',
    targets: ['/docs/panel-versions#releases-not-verified'],
    half: 'held-out',
  },
  {query: 'migrate from 0.7 to 1.0', targets: ['/docs/upgrading-from-0.7'], half: 'tuning'},
  {
    query: 'old 0.7 route what replaced it',
    targets: ['/docs/upgrading-from-0.7#every-07-route-and-what-it-became'],
    half: 'held-out',
  },
  {
    query: 'what is new in 1.x compared to 0.7',
    targets: ['/docs/upgrading-from-0.7#new-in-1x'],
    half: 'held-out',
  },
  {
    query: 'breaking changes upgrading legacy panel',
    targets: ['/docs/upgrading-from-0.7#what-changes-everywhere', '/docs/upgrading-from-0.7'],
    half: 'tuning',
  },
  {
    query: 'where do the facts come from source code',
    targets: ['/docs/source-references', '/docs/contributing#where-facts-come-from'],
    half: 'held-out',
  },
  {
    query: 'panel source files v1.11.8',
    targets: ['/docs/source-references#panel-v1118-files'],
    half: 'tuning',
  },
  {
    query: 'report a mistake in the docs',
    targets: ['/docs/contributing#reporting-a-problem'],
    half: 'held-out',
  },
  {query: 'how to edit a page', targets: ['/docs/contributing#editing-a-page'], half: 'held-out'},
  {
    query: 'c39a7be8',
    targets: [
      '/docs/panel-versions',
      '/docs/source-references#panel-changes-from-v1118-to-c39a7be8',
    ],
    half: 'tuning',
  },
  {query: 'api changes by version', targets: ['/docs/api-changes'], half: 'tuning'},
  {
    query: 'how were the releases verified',
    targets: ['/docs/panel-versions#how-each-release-was-read'],
    half: 'tuning',
  },
  // Client API overview
  {query: 'client api overview', targets: [`${C}`], half: 'held-out'},
  {
    query: 'per_page pagination meta',
    targets: [`${C}#pagination`, `${A}#pagination`],
    half: 'held-out',
  },
  {
    query: 'fetch the next page of results',
    targets: [`${C}#pagination`, `${A}#pagination`, '/docs/guides/listing-everything#pages'],
    half: 'tuning',
  },
  {
    query: '?include= relationships',
    targets: [`${C}#including-related-resources`, `${A}#including-related-resources`],
    half: 'held-out',
  },
  {
    query: 'filter[name] sort query',
    targets: [`${C}#filtering-and-sorting`, `${A}#filtering-and-sorting`],
    half: 'held-out',
  },
  {
    query: 'search servers by name',
    targets: [
      `${C}#filtering-and-sorting`,
      `${C}/servers#list-servers`,
      `${A}#filtering-and-sorting`,
      `${A}/servers#list-servers`,
    ],
    half: 'tuning',
  },
  {query: 'admin api overview', targets: [`${A}`], half: 'held-out'},
  {
    query: 'application key read write permissions per resource',
    targets: [`${A}#permissions`, '/docs/authentication#application-keys'],
    half: 'held-out',
  },
  // Account
  {query: 'who owns this key whoami', targets: [`${C}/account#get-the-account`], half: 'tuning'},
  {
    query: 'enable 2fa',
    targets: [
      `${C}/account#turn-on-two-factor-authentication`,
      `${C}/account#start-two-factor-setup`,
    ],
    half: 'tuning',
  },
  {query: 'totp qr code setup', targets: [`${C}/account#start-two-factor-setup`], half: 'held-out'},
  {
    query: 'disable two factor',
    targets: [`${C}/account#turn-off-two-factor-authentication`],
    half: 'tuning',
  },
  {
    query: 'update email address',
    targets: [`${C}/account#change-the-email-address`],
    half: 'held-out',
  },
  {
    query: 'reset my password via api',
    targets: [`${C}/account#change-the-password`],
    half: 'held-out',
  },
  {query: 'account audit log', targets: [`${C}/account#list-account-activity`], half: 'tuning'},
  {
    query: 'fetch every api key on my account',
    targets: [`${C}/account#list-api-keys`],
    half: 'tuning',
  },
  {query: 'new api token', targets: [`${C}/account#create-an-api-key`], half: 'tuning'},
  {query: 'revoke api key', targets: [`${C}/account#delete-an-api-key`], half: 'tuning'},
  {query: 'remove api token', targets: [`${C}/account#delete-an-api-key`], half: 'tuning'},
  {query: 'upload ssh public key', targets: [`${C}/account#add-an-ssh-key`], half: 'held-out'},
  {query: 'delete ssh key', targets: [`${C}/account#remove-an-ssh-key`], half: 'tuning'},
  {query: 'show my ssh keys', targets: [`${C}/account#list-ssh-keys`], half: 'held-out'},
  {
    query: 'APP_2FA_REQUIRED',
    targets: [
      `${C}/account#when-two-factor-authentication-is-required`,
      '/docs/intro#two-factor-authentication-requirement',
    ],
    half: 'held-out',
  },
  {
    query: 'does changing password revoke keys',
    targets: [`${C}/account#keys-and-sessions`, `${C}/account#change-the-password`],
    half: 'tuning',
  },
  // Client servers
  {query: 'list my servers', targets: [`${C}/servers#list-servers`], half: 'held-out'},
  {
    query: 'fetch one server details',
    targets: [`${C}/servers#get-a-server`, `${A}/servers#get-a-server`],
    half: 'tuning',
  },
  {
    query: 'start stop restart kill server',
    targets: [`${C}/servers#change-the-power-state`],
    half: 'tuning',
  },
  {query: 'restart server api', targets: [`${C}/servers#change-the-power-state`], half: 'tuning'},
  {
    query: 'run command in console',
    targets: [`${C}/servers#send-a-console-command`],
    half: 'tuning',
  },
  {
    query: 'execute terminal command',
    targets: [`${C}/servers#send-a-console-command`],
    half: 'tuning',
  },
  {
    query: 'cpu memory disk usage stats',
    targets: [`${C}/servers#get-resource-usage`, '/docs/api/websocket#the-stats-payload'],
    half: 'tuning',
  },
  {
    query: 'is the server running current state',
    targets: [`${C}/servers#get-resource-usage`],
    half: 'tuning',
  },
  {
    query: 'set an environment variable of the server',
    targets: [`${C}/servers#change-a-startup-variable`, `${A}/servers#update-startup-settings`],
    half: 'held-out',
  },
  {
    query: 'show startup command variables',
    targets: [`${C}/servers#get-startup-variables`],
    half: 'held-out',
  },
  {
    query: 'switch docker image java version',
    targets: [`${C}/servers#change-the-docker-image`],
    half: 'held-out',
  },
  {
    query: 'change server name',
    targets: [`${C}/servers#rename-the-server`, `${A}/servers#update-server-details`],
    half: 'held-out',
  },
  {query: 'reinstall as user', targets: [`${C}/servers#reinstall-the-server`], half: 'tuning'},
  {query: 'server activity log', targets: [`${C}/servers#list-server-activity`], half: 'held-out'},
  {
    query: 'where is the server identifier 8 characters',
    targets: [`${C}/servers#finding-a-servers-identifier`, '/docs/intro#identifiers'],
    half: 'held-out',
  },
  {query: 'server object fields', targets: [`${C}/servers#the-server-object`], half: 'tuning'},
  {
    query: 'websocket token for a server',
    targets: [`${C}/servers#get-websocket-credentials`, '/docs/api/websocket#getting-a-token'],
    half: 'tuning',
  },
  {
    query: 'https://panel.example.com/api/client/servers/d3aac109/resources',
    targets: [`${C}/servers#get-resource-usage`],
    half: 'tuning',
  },
  {query: 'GET /api/client', targets: [`${C}/servers#list-servers`], half: 'tuning'},
  {
    query: 'is_suspended is_installing status field',
    targets: [
      `${C}/servers#server-states-and-409`,
      `${A}/servers#server-status`,
      `${C}/servers#the-server-object`,
    ],
    half: 'held-out',
  },
  // Client files
  {query: 'list files in a folder', targets: [`${C}/files#list-a-directory`], half: 'held-out'},
  {query: 'read file contents', targets: [`${C}/files#read-a-file`], half: 'held-out'},
  {query: 'save file content edit config', targets: [`${C}/files#write-a-file`], half: 'tuning'},
  {query: 'mkdir new directory', targets: [`${C}/files#create-a-folder`], half: 'tuning'},
  {
    query: 'move a file to another folder',
    targets: [`${C}/files#rename-or-move-files`],
    half: 'held-out',
  },
  {query: 'duplicate a file', targets: [`${C}/files#copy-a-file`], half: 'held-out'},
  {query: 'chmod file mode', targets: [`${C}/files#change-file-permissions`], half: 'held-out'},
  {query: 'remove files', targets: [`${C}/files#delete-files`], half: 'tuning'},
  {query: 'zip a folder', targets: [`${C}/files#compress-files`], half: 'held-out'},
  {
    query: 'extract tar.gz archive',
    targets: [`${C}/files#decompress-an-archive`],
    half: 'held-out',
  },
  {
    query: 'pull file from remote url',
    targets: [`${C}/files#download-a-file-from-a-url`],
    half: 'tuning',
  },
  {
    query: 'upload a file to the server',
    targets: [
      `${C}/files#get-an-upload-link`,
      `${C}/files#uploading-files`,
      '/docs/guides/transfer-files',
    ],
    half: 'tuning',
  },
  {
    query: 'download file signed url',
    targets: [`${C}/files#get-a-file-download-link`, '/docs/guides/transfer-files'],
    half: 'held-out',
  },
  {
    query: 'file name with trailing space',
    targets: [`${C}/files#spaces-at-the-ends-of-names`],
    half: 'held-out',
  },
  {query: 'url encode file path', targets: [`${C}/files#paths`], half: 'held-out'},
  {
    query: 'file.update permission',
    targets: [
      `${C}/files#write-a-file`,
      `${C}/files#rename-or-move-files`,
      `${C}/files#create-a-folder`,
      `${C}/files#copy-a-file`,
      `${C}/files#change-file-permissions`,
      `${C}/files#compress-files`,
      `${C}/files#decompress-an-archive`,
      `${C}/users#files-file`,
      `${C}/files#permissions`,
    ],
    half: 'held-out',
  },
  {
    query: 'FileSizeTooLargeException reading big file',
    targets: [`${C}/files#read-a-file`],
    half: 'tuning',
  },
  {
    query: '/api/client/servers/abc123/files/contents?file=server.properties',
    targets: [`${C}/files#read-a-file`],
    half: 'held-out',
  },
  {query: 'files api errors from wings', targets: [`${C}/files#errors-from-wings`], half: 'tuning'},
  // Client backups
  {query: 'make a backup', targets: [`${C}/backups#create-a-backup`], half: 'held-out'},
  {query: 'list all backups', targets: [`${C}/backups#list-backups`], half: 'tuning'},
  {
    query: 'download backup archive',
    targets: [`${C}/backups#get-a-backup-download-link`],
    half: 'held-out',
  },
  {query: 'roll back to a backup', targets: [`${C}/backups#restore-a-backup`], half: 'held-out'},
  {query: 'remove old backup', targets: [`${C}/backups#delete-a-backup`], half: 'tuning'},
  {
    query: 'protect backup from deletion',
    targets: [`${C}/backups#lock-or-unlock-a-backup`, `${C}/backups#locking`],
    half: 'held-out',
  },
  {
    query: 'exclude files from backup',
    targets: [`${C}/backups#leaving-files-out`],
    half: 'held-out',
  },
  {query: 'backup limit reached', targets: [`${C}/backups#limits`], half: 'tuning'},
  {
    query: 'is my backup finished completed_at',
    targets: [`${C}/backups#the-life-of-a-backup`, `${C}/backups#get-a-backup`],
    half: 'held-out',
  },
  {
    query: 'backup checksum sha1',
    targets: [`${C}/backups#get-a-backup`, `${C}/backups#the-life-of-a-backup`],
    half: 'tuning',
  },
  // Client databases
  {
    query: 'create mysql database',
    targets: [`${C}/databases#create-a-database`, `${A}/databases#create-a-server-database`],
    half: 'held-out',
  },
  {
    query: 'new database password',
    targets: [
      `${C}/databases#rotate-a-database-password`,
      `${A}/databases#reset-a-database-password`,
    ],
    half: 'tuning',
  },
  {
    query: 'drop database',
    targets: [`${C}/databases#delete-a-database`, `${A}/databases#delete-a-server-database`],
    half: 'tuning',
  },
  {
    query: 'show database connection details',
    targets: [`${C}/databases#list-databases`],
    half: 'held-out',
  },
  {
    query: 'DatabaseClientFeatureNotEnabledException',
    targets: [`${C}/databases#limits-and-availability`, `${C}/databases#create-a-database`],
    half: 'held-out',
  },
  {
    query: 'database name prefix s1_',
    targets: [
      `${C}/databases#what-the-panel-decides-for-you`,
      `${A}/databases#names-users-and-limits`,
    ],
    half: 'tuning',
  },
  // Client network
  {query: 'add another port', targets: [`${C}/network#assign-a-new-allocation`], half: 'held-out'},
  {query: 'list ports of my server', targets: [`${C}/network#list-allocations`], half: 'held-out'},
  {
    query: 'set primary ip port',
    targets: [`${C}/network#make-an-allocation-primary`],
    half: 'tuning',
  },
  {query: 'allocation note', targets: [`${C}/network#set-allocation-notes`], half: 'held-out'},
  {query: 'free up a port', targets: [`${C}/network#remove-an-allocation`], half: 'held-out'},
  {query: 'allocation limit reached', targets: [`${C}/network#allocation-limit`], half: 'held-out'},
  {query: 'auto assign port range', targets: [`${C}/network#automatic-assignment`], half: 'tuning'},
  // Client schedules
  {
    query: 'cron job',
    targets: [`${C}/schedules#create-a-schedule`, `${C}/schedules#the-timetable`],
    half: 'tuning',
  },
  {
    query: 'automatic restart every night',
    targets: [
      `${C}/schedules#create-a-schedule`,
      `${C}/schedules#the-timetable`,
      `${C}/schedules#task-actions`,
    ],
    half: 'tuning',
  },
  {
    query: 'trigger schedule immediately',
    targets: [`${C}/schedules#run-a-schedule-now`],
    half: 'tuning',
  },
  {query: 'edit schedule', targets: [`${C}/schedules#update-a-schedule`], half: 'tuning'},
  {query: 'add task to schedule', targets: [`${C}/schedules#add-a-task`], half: 'held-out'},
  {query: 'change a task', targets: [`${C}/schedules#update-a-task`], half: 'tuning'},
  {
    query: 'task action command power backup',
    targets: [`${C}/schedules#task-actions`],
    half: 'held-out',
  },
  {
    query: 'continue_on_failure',
    targets: [`${C}/schedules#when-a-task-fails`, `${C}/schedules#add-a-task`],
    half: 'tuning',
  },
  {
    query: 'delete a task from a schedule',
    targets: [`${C}/schedules#delete-a-task`],
    half: 'tuning',
  },
  {
    query: 'what happens when a schedule runs',
    targets: [`${C}/schedules#how-a-run-works`],
    half: 'held-out',
  },
  {query: 'remove schedule', targets: [`${C}/schedules#delete-a-schedule`], half: 'held-out'},
  // Client subusers
  {query: 'invite a user to my server', targets: [`${C}/users#add-a-subuser`], half: 'tuning'},
  {
    query: 'give someone access to server',
    targets: [`${C}/users#add-a-subuser`, `${C}/users#how-subuser-access-works`],
    half: 'tuning',
  },
  {
    query: 'change subuser permissions',
    targets: [`${C}/users#update-subuser-permissions`],
    half: 'held-out',
  },
  {query: 'kick subuser', targets: [`${C}/users#remove-a-subuser`], half: 'held-out'},
  {
    query: 'all permission names',
    targets: [`${C}/users#list-all-subuser-permissions`, `${C}/users#permissions`],
    half: 'held-out',
  },
  {
    query: 'websocket.connect permission',
    targets: [`${C}/users#console-connection-websocket`, `${C}/servers#get-websocket-credentials`],
    half: 'held-out',
  },
  {
    query: 'control.start control.stop',
    targets: [`${C}/users#power-and-commands-control`, `${C}/servers#change-the-power-state`],
    half: 'tuning',
  },
  {
    query: 'backup permissions subuser',
    targets: [`${C}/users#backups-backup`, `${C}/backups#permissions`],
    half: 'held-out',
  },
  {
    query: 'admin.websocket.errors',
    targets: [`${C}/users#special-values`, '/docs/api/websocket'],
    half: 'tuning',
  },
  {query: 'ServerSubuserExistsException', targets: [`${C}/users#add-a-subuser`], half: 'tuning'},
  {query: 'list users of a server', targets: [`${C}/users#list-subusers`], half: 'tuning'},
  // WebSocket
  {
    query: 'connect to console websocket',
    targets: ['/docs/api/websocket#connecting', '/docs/api/websocket'],
    half: 'held-out',
  },
  {
    query: 'live console output',
    targets: [
      '/docs/api/websocket',
      '/docs/api/websocket#events-wings-sends',
      '/docs/guides/console-relay',
    ],
    half: 'tuning',
  },
  {
    query: 'auth event after connecting',
    targets: ['/docs/api/websocket#authenticating'],
    half: 'held-out',
  },
  {
    query: 'send command over websocket',
    targets: ['/docs/api/websocket#events-you-can-send'],
    half: 'tuning',
  },
  {
    query: 'token expiring event',
    targets: [
      '/docs/api/websocket#keeping-the-token-fresh',
      '/docs/api/websocket#renewing-on-the-same-connection',
      '/docs/api/websocket#events-wings-sends',
    ],
    half: 'tuning',
  },
  {
    query: 'jwt: exp claim is invalid',
    targets: [
      '/docs/api/websocket#when-the-token-has-expired',
      '/docs/api/websocket#keeping-the-token-fresh',
    ],
    half: 'held-out',
  },
  {
    query: 'jwt: missing connect permission',
    targets: [
      '/docs/api/websocket#revoked-access',
      '/docs/api/websocket#authenticating',
      '/docs/troubleshooting#the-websocket',
    ],
    half: 'tuning',
  },
  {
    query: 'Too many open websocket connections.',
    targets: ['/docs/api/websocket#limits', '/docs/troubleshooting#the-websocket'],
    half: 'tuning',
  },
  {
    query: 'close code 4409',
    targets: [
      '/docs/api/websocket#closing-and-reconnecting',
      '/docs/api/websocket#limits',
      '/docs/troubleshooting#the-websocket',
    ],
    half: 'held-out',
  },
  {
    query: 'websocket message json event args',
    targets: ['/docs/api/websocket#message-format'],
    half: 'held-out',
  },
  {
    query: 'stats event memory_bytes',
    targets: ['/docs/api/websocket#the-stats-payload'],
    half: 'held-out',
  },
  {
    query: 'backup completed event checksum',
    targets: ['/docs/api/websocket#backup-completed-wings-and-the-panel-disagree'],
    half: 'tuning',
  },
  {
    query: 'Origin header websocket rejected',
    targets: ['/docs/api/websocket#connecting', '/docs/troubleshooting#the-websocket'],
    half: 'held-out',
  },
  {
    query: 'websocket example in python',
    targets: ['/docs/api/websocket-examples#python'],
    half: 'tuning',
  },
  {
    query: 'node.js websocket client code',
    targets: [
      '/docs/api/websocket-examples#javascript-nodejs',
      '/docs/api/websocket#complete-examples',
    ],
    half: 'held-out',
  },
  {
    query: 'reconnect after disconnect',
    targets: ['/docs/api/websocket#closing-and-reconnecting'],
    half: 'tuning',
  },
  {
    query: 'jwt token lifetime 10 minutes',
    targets: ['/docs/api/websocket#the-token', '/docs/api/websocket#getting-a-token'],
    half: 'tuning',
  },
  {query: 'websocket on panel 0.7', targets: ['/docs/api/websocket#legacy-panels'], half: 'tuning'},
  {
    query: 'install output event',
    targets: ['/docs/api/websocket#events-wings-sends'],
    half: 'held-out',
  },
  {
    query: 'request logs send logs',
    targets: ['/docs/api/websocket#events-you-can-send'],
    half: 'held-out',
  },
  // Guides
  {
    query: 'relay the console to another program',
    targets: ['/docs/guides/console-relay'],
    half: 'held-out',
  },
  {
    query: 'iterate over every page of users',
    targets: ['/docs/guides/listing-everything'],
    half: 'held-out',
  },
  {
    query: 'billing integration create server for customer',
    targets: ['/docs/guides/provisioning'],
    half: 'held-out',
  },
  {
    query: 'whmcs style provisioning suspend terminate',
    targets: ['/docs/guides/provisioning'],
    half: 'held-out',
  },
  {
    query: 'mock server for tests prism',
    targets: ['/docs/guides/testing-your-integration#the-http-apis-with-prism'],
    half: 'held-out',
  },
  {
    query: 'mock-wings',
    targets: [
      '/docs/guides/testing-your-integration#the-console-websocket-with-mock-wings',
      '/docs/guides/console-relay#try-it-against-the-mock',
    ],
    half: 'held-out',
  },
  {
    query: 'upload and download files example',
    targets: ['/docs/guides/transfer-files'],
    half: 'tuning',
  },
  {
    query: 'avoid 422 when creating server',
    targets: [
      '/docs/guides/provisioning#the-422-causes-it-avoids',
      `${A}/servers#creating-a-server`,
    ],
    half: 'held-out',
  },
  // Application servers
  {
    query: 'create server with egg and allocation',
    targets: [`${A}/servers#create-a-server`, `${A}/servers#creating-a-server`],
    half: 'held-out',
  },
  {
    query: 'deploy server on any node with room',
    targets: [
      `${A}/servers#step-4-choose-where-the-server-goes`,
      `${A}/nodes#find-nodes-with-room-for-a-server`,
    ],
    half: 'held-out',
  },
  {query: 'suspend customer server', targets: [`${A}/servers#suspend-a-server`], half: 'held-out'},
  {query: 'unsuspend', targets: [`${A}/servers#unsuspend-a-server`], half: 'tuning'},
  {
    query: 'terminate server',
    targets: [`${A}/servers#delete-a-server`, `${A}/servers#force-delete-a-server`],
    half: 'tuning',
  },
  {
    query: 'delete server even if wings is offline',
    targets: [`${A}/servers#force-delete-a-server`],
    half: 'tuning',
  },
  {
    query: 'upgrade ram and cpu of a server',
    targets: [`${A}/servers#update-the-build-configuration`],
    half: 'held-out',
  },
  {query: 'change server owner', targets: [`${A}/servers#update-server-details`], half: 'tuning'},
  {
    query: 'change egg of a server',
    targets: [`${A}/servers#update-startup-settings`],
    half: 'tuning',
  },
  {
    query: 'find server by billing id',
    targets: [`${A}/servers#get-a-server-by-external-id`],
    half: 'tuning',
  },
  {
    query: 'list every server on the panel',
    targets: [`${A}/servers#list-servers`],
    half: 'held-out',
  },
  {
    query: 'oom_disabled swap io weight',
    targets: [
      `${A}/servers#step-3-set-the-resource-limits`,
      `${A}/servers#update-the-build-configuration`,
      `${A}/servers#create-a-server`,
    ],
    half: 'held-out',
  },
  {
    query: 'skip_scripts start_on_completion',
    targets: [`${A}/servers#create-a-server`, `${A}/servers#step-5-send-the-request`],
    half: 'tuning',
  },
  {
    query: 'wait until install finished',
    targets: [`${A}/servers#step-6-follow-the-installation`],
    half: 'tuning',
  },
  {
    query: 'reinstall server as admin',
    targets: [`${A}/servers#reinstall-a-server`],
    half: 'tuning',
  },
  {
    query: 'NoViableAllocationException',
    targets: [`${A}/servers#create-a-server`, `${A}/servers#step-4-choose-where-the-server-goes`],
    half: 'tuning',
  },
  {
    query: 'feature_limits databases backups allocations',
    targets: [
      `${A}/servers#step-3-set-the-resource-limits`,
      `${A}/servers#create-a-server`,
      `${A}/servers#update-the-build-configuration`,
    ],
    half: 'tuning',
  },
  {
    query: 'server status installing suspended field',
    targets: [`${A}/servers#server-status`],
    half: 'tuning',
  },
  {
    query: 'PATCH /api/application/servers/5/details',
    targets: [`${A}/servers#update-server-details`],
    half: 'tuning',
  },
  {
    query: 'which egg variables do I have to send',
    targets: [
      `${A}/servers#step-2-read-the-egg-and-its-variables`,
      `${A}/nests-eggs#egg-variables`,
    ],
    half: 'held-out',
  },
  // Application users
  {query: 'create panel user', targets: [`${A}/users#create-a-user`], half: 'tuning'},
  {query: 'find user by email', targets: [`${A}/users#list-users`], half: 'tuning'},
  {
    query: 'make user an administrator root_admin',
    targets: [`${A}/users#update-a-user`, `${A}/users#create-a-user`],
    half: 'held-out',
  },
  {query: 'remove a panel user', targets: [`${A}/users#delete-a-user`], half: 'held-out'},
  {
    query: 'look up user by external id',
    targets: [`${A}/users#get-a-user-by-external-id`],
    half: 'held-out',
  },
  {query: 'change user password as admin', targets: [`${A}/users#update-a-user`], half: 'held-out'},
  {query: 'fetch all users', targets: [`${A}/users#list-users`], half: 'tuning'},
  {query: 'get user 42', targets: [`${A}/users#get-a-user`], half: 'tuning'},
  // Application nodes and locations
  {
    query: 'add a new node',
    targets: [`${A}/nodes#create-a-node`, `${A}/nodes#adding-a-node`],
    half: 'tuning',
  },
  {query: 'wings config.yml', targets: [`${A}/nodes#get-the-wings-configuration`], half: 'tuning'},
  {query: 'list nodes', targets: [`${A}/nodes#list-nodes`], half: 'tuning'},
  {query: 'edit node memory overallocate', targets: [`${A}/nodes#update-a-node`], half: 'held-out'},
  {query: 'remove node', targets: [`${A}/nodes#delete-a-node`], half: 'tuning'},
  {query: 'add ports to a node', targets: [`${A}/nodes#create-allocations`], half: 'held-out'},
  {query: 'list ports on node', targets: [`${A}/nodes#list-node-allocations`], half: 'held-out'},
  {
    query: 'delete allocation from node',
    targets: [`${A}/nodes#delete-an-allocation`],
    half: 'held-out',
  },
  {query: 'HasActiveNodesException', targets: [`${A}/locations#delete-a-location`], half: 'tuning'},
  {query: 'rename a location', targets: [`${A}/locations#update-a-location`], half: 'tuning'},
  {query: 'datacenter region location', targets: [`${A}/locations`], half: 'tuning'},
  {
    query: 'node maintenance mode',
    targets: [
      `${A}/nodes#update-a-node`,
      '/docs/troubleshooting#409-conflict',
      `${A}/nodes#concepts`,
    ],
    half: 'held-out',
  },
  // Application nests, eggs, databases
  {query: 'list all eggs', targets: [`${A}/nests-eggs#list-the-eggs-of-a-nest`], half: 'tuning'},
  {
    query: 'get egg docker images startup',
    targets: [`${A}/nests-eggs#get-an-egg`, `${A}/nests-eggs#the-egg-object`],
    half: 'tuning',
  },
  {
    query: 'what is a nest',
    targets: [`${A}/nests-eggs#nests`, `${A}/nests-eggs`],
    half: 'held-out',
  },
  {
    query: 'egg inherits config from another egg',
    targets: [`${A}/nests-eggs#inherited-configuration-and-copied-scripts`],
    half: 'tuning',
  },
  {
    query: 'env_variable default_value rules',
    targets: [`${A}/nests-eggs#egg-variables`],
    half: 'held-out',
  },
  {
    query: 'reset database password admin',
    targets: [`${A}/databases#reset-a-database-password`],
    half: 'tuning',
  },
  {
    query: 'database host remote %',
    targets: [
      `${A}/databases#create-a-server-database`,
      `${A}/databases#names-users-and-limits`,
      `${C}/databases#create-a-database`,
    ],
    half: 'tuning',
  },
  {
    query: 'list databases of a server as admin',
    targets: [`${A}/databases#list-server-databases`],
    half: 'held-out',
  },
  // Home
  {query: 'which api should I use', targets: ['/docs#pick-your-api', '/docs'], half: 'tuning'},
  {
    query: 'what does this reference cover',
    targets: ['/docs#what-is-covered', '/docs'],
    half: 'held-out',
  },
  // v0.7, against the v0.7 index
  {
    query: 'create server',
    targets: [`${V}/application/servers#create-a-server`],
    version: '0.7',
    half: 'held-out',
  },
  {
    query: 'rebuild server container',
    targets: [`${V}/application/servers#rebuild-a-server-container`],
    version: '0.7',
    half: 'held-out',
  },
  {
    query: 'pack id',
    targets: [`${V}/application/servers#step-3-choose-a-pack`],
    version: '0.7',
    half: 'tuning',
  },
  {
    query: 'update build limits',
    targets: [`${V}/application/servers#update-build-configuration`],
    version: '0.7',
    half: 'tuning',
  },
  {
    query: 'restart server',
    targets: [`${V}/client/servers#change-the-power-state`],
    version: '0.7',
    half: 'tuning',
  },
  {
    query: 'run console command',
    targets: [`${V}/client/servers#send-a-console-command`],
    version: '0.7',
    half: 'held-out',
  },
  {
    query: 'remove user',
    targets: [`${V}/application/users#delete-a-user`],
    version: '0.7',
    half: 'held-out',
  },
  {
    query: 'search users by email',
    targets: [`${V}/application/users#searching-a-list`],
    version: '0.7',
    half: 'tuning',
  },
  {query: 'backups in 0.7', targets: [`${V}/client/backups`], version: '0.7', half: 'tuning'},
  {
    query: 'subuser permissions legacy',
    targets: [
      `${V}/client/users#legacy-subuser-permissions`,
      `${V}/client/users#how-permissions-work-in-07`,
    ],
    version: '0.7',
    half: 'tuning',
  },
  {query: 'rate limit', targets: [`${V}/intro#rate-limits`], version: '0.7', half: 'held-out'},
  {
    query: 'key errors 403',
    targets: [`${V}/intro#key-errors`, `${V}/intro#errors`],
    version: '0.7',
    half: 'tuning',
  },
  {
    query: 'add ports to node',
    targets: [`${V}/application/nodes#create-allocations`],
    version: '0.7',
    half: 'tuning',
  },
  {
    query: 'edit location',
    targets: [`${V}/application/locations#update-a-location`],
    version: '0.7',
    half: 'held-out',
  },
  {
    query: 'fetch all eggs',
    targets: [`${V}/application/nests#list-the-eggs-of-a-nest`],
    version: '0.7',
    half: 'tuning',
  },
  {
    query: 'reset database password',
    targets: [`${V}/application/servers#reset-a-database-password`],
    version: '0.7',
    half: 'tuning',
  },
  {
    query: 'cpu memory usage',
    targets: [`${V}/client/servers#get-resource-usage`],
    version: '0.7',
    half: 'held-out',
  },
  {
    query: 'what can the 0.7 client api not do',
    targets: [`${V}/client/servers#what-the-07-client-api-cannot-do`],
    version: '0.7',
    half: 'tuning',
  },
  {
    query: 'unsuspend server',
    targets: [`${V}/application/servers#unsuspend-a-server`],
    version: '0.7',
    half: 'held-out',
  },
  {
    query: 'find user by external id',
    targets: [`${V}/application/users#get-a-user-by-external-id`],
    version: '0.7',
    half: 'held-out',
  },
];

/**
 * The second batch, held out as a whole (see the header): 150 queries over every page, 15 of them
 * against the v0.7 pages. Written before any search was run; no query was changed after the
 * figures were seen.
 */
const SECOND_BATCH: readonly Omit<ReaderQuery, 'half' | 'batch'>[] = [
  // Overview and introduction
  {
    query: 'should i use the client or application api for a discord bot',
    targets: ['/docs#pick-your-api'],
  },
  {
    query: 'null_resource in relationships',
    targets: [
      '/docs/intro#responses',
      `${C}#permissions`,
      `${A}#including-related-resources`,
      `${C}/servers#relationships`,
    ],
  },
  {
    query: 'every call returns 409 after the server got suspended',
    targets: [
      '/docs/intro#server-states-and-409-conflict',
      `${C}/servers#server-states-and-409`,
      '/docs/troubleshooting#409-conflict',
    ],
  },
  {query: 'what does an endpoint block show', targets: ['/docs/intro#reading-an-endpoint-block']},
  // Authentication
  {
    query: 'api key length 48 characters identifier and secret',
    targets: ['/docs/authentication#key-format'],
  },
  {
    query: 'restrict my api key to one ip address',
    targets: ['/docs/authentication#account-keys', `${C}/account#create-an-api-key`],
  },
  {
    query: 'This account does not have permission to access the API.',
    targets: [
      '/docs/authentication#application-keys',
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
    ],
  },
  {
    query: 'APP_CORS_ALLOWED_ORIGINS',
    targets: [
      '/docs/authentication#calling-the-api-from-a-browser-cors',
      '/docs/troubleshooting#cors-errors-in-the-browser',
    ],
  },
  {
    query: '401 vs 403 for a bad key',
    targets: [
      '/docs/authentication#what-a-wrong-or-missing-key-returns',
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
    ],
  },
  // Rate limiting
  {query: 'APP_API_APPLICATION_RATELIMIT', targets: ['/docs/rate-limiting#default-limits']},
  {
    query: 'is the rate limit per api key or per ip',
    targets: ['/docs/rate-limiting#what-a-limit-is-counted-against'],
  },
  {
    query: 'route limit shared by every user of the same server',
    targets: ['/docs/rate-limiting#per-server-limits'],
  },
  {
    query: 'BACKUP_THROTTLE_PERIOD',
    targets: [
      '/docs/rate-limiting#other-route-limits',
      `${C}/backups#limits`,
      `${C}/backups#create-a-backup`,
    ],
  },
  {
    query: 'X-RateLimit-Reset',
    targets: ['/docs/rate-limiting#headers', '/docs/troubleshooting#429-too-many-requests'],
  },
  {
    query: 'got 429 how long should i wait before retrying',
    targets: [
      '/docs/rate-limiting#handling-429-responses',
      '/docs/troubleshooting#429-too-many-requests',
    ],
  },
  // Error handling
  {
    query: 'meta.source_field',
    targets: [
      '/docs/error-handling#validation-errors',
      '/docs/troubleshooting#422-and-400-the-input-was-refused',
    ],
  },
  {
    query: 'An unexpected error was encountered while processing this request, please try again.',
    targets: [
      '/docs/error-handling#the-error-object',
      '/docs/troubleshooting#500-502-and-504-from-wings',
    ],
  },
  {
    query: 'InvalidSortQuery',
    targets: [
      '/docs/error-handling#status-codes',
      `${C}#filtering-and-sorting`,
      `${A}#filtering-and-sorting`,
      '/docs/troubleshooting#422-and-400-the-input-was-refused',
    ],
  },
  {
    query: 'stack trace in the error response APP_DEBUG',
    targets: ['/docs/error-handling#debug-mode'],
  },
  {
    query: 'how should my client handle api errors and retries',
    targets: ['/docs/error-handling#a-robust-error-handler'],
  },
  // Troubleshooting
  {
    query: 'The requested resource does not exist on this server.',
    targets: ['/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind'],
  },
  {
    query: 'in what order does the panel check a request',
    targets: ['/docs/troubleshooting#which-check-refused-the-request'],
  },
  {
    query: 'every field is reported required even though i sent it',
    targets: ['/docs/troubleshooting#422-and-400-the-input-was-refused'],
  },
  {
    query: '504 Gateway Timeout DaemonConnectionException',
    targets: [
      '/docs/troubleshooting#500-502-and-504-from-wings',
      '/docs/error-handling#errors-from-wings',
      '/docs/error-handling#status-codes',
    ],
  },
  {
    query: 'transfer a server to another node with the api',
    targets: ['/docs/troubleshooting#what-the-api-cannot-do'],
  },
  {
    query: 'websocket send_command gets no answer',
    targets: [
      '/docs/troubleshooting#mistakes-real-clients-make',
      '/docs/api/websocket#events-you-can-send',
    ],
  },
  // WebSocket
  {
    query: 'how do i stream the server console live',
    targets: ['/docs/api/websocket', `${C}/servers#get-websocket-credentials`],
  },
  {
    query: 'how long is the websocket jwt valid',
    targets: ['/docs/api/websocket#the-token', `${C}/servers#get-websocket-credentials`],
  },
  {
    query: 'wss://node1.example.com:8080/api/servers/1a7ce997-259b-452e-8b4e-cecc464142ca/ws',
    targets: ['/docs/api/websocket#getting-a-token', `${C}/servers#get-websocket-credentials`],
  },
  {
    query: 'websocket upgrade refused 403 origin',
    targets: ['/docs/api/websocket#connecting', '/docs/troubleshooting#the-websocket'],
  },
  {
    query: 'websoket close code 4409',
    targets: [
      '/docs/api/websocket#closing-and-reconnecting',
      '/docs/api/websocket#connecting',
      '/docs/troubleshooting#the-websocket',
    ],
  },
  {query: 'throttled event after sending commands', targets: ['/docs/api/websocket#limits']},
  {
    query: 'backup completed event never fires',
    targets: ['/docs/api/websocket#backup-completed-wings-and-the-panel-disagree'],
  },
  {
    query: 'Server is outputting console data too quickly -- throttling...',
    targets: ['/docs/api/websocket#console-output-and-the-console-throttle'],
  },
  {
    query: 'renew the websocket token without reconnecting',
    targets: [
      '/docs/api/websocket#renewing-on-the-same-connection',
      `${C}/servers#get-websocket-credentials`,
    ],
  },
  {
    query: 'how do i know if a backup restore succeeded',
    targets: [
      '/docs/api/websocket#backup-restore-completed-does-not-say-whether-it-worked',
      `${C}/backups#restore-a-backup`,
    ],
  },
  {
    query: 'python websockets console client example',
    targets: ['/docs/api/websocket-examples#python'],
  },
  // Client API overview
  {query: 'type=admin-all', targets: [`${C}#filtering-and-sorting`, `${C}/servers#list-servers`]},
  {query: 'postman collection bearerToken panelUrl', targets: [C, A]},
  // Application API overview
  {query: 'include[]=allocations&include[]=user', targets: [`${A}#including-related-resources`]},
  {query: 'per_page=0 gives 15 items', targets: [`${A}#pagination`, `${C}#pagination`]},
  // Client servers
  {
    query: 'serv_ identifier',
    targets: [
      `${C}/servers#finding-a-servers-identifier`,
      '/docs/intro#identifiers',
      `${C}/servers#list-servers`,
      `${C}/servers#get-a-server`,
    ],
  },
  {
    query: 'This server is currently being transferred to a new machine, please try again later.',
    targets: [`${C}/servers#server-states-and-409`, '/docs/troubleshooting#409-conflict'],
  },
  {
    query: 'how do i restart a server from a script',
    targets: [`${C}/servers#change-the-power-state`],
  },
  {
    query: 'kill vs stop',
    targets: [`${C}/servers#change-the-power-state`, `${C}/servers#live-state-and-control`],
  },
  {
    query: 'https://panel.example.com/api/client/servers/1a7ce997/resources',
    targets: [`${C}/servers#get-resource-usage`],
  },
  {query: 'change minecraft version variable', targets: [`${C}/servers#change-a-startup-variable`]},
  {
    query: 'switch the java version docker image',
    targets: [`${C}/servers#change-the-docker-image`],
  },
  // Client account
  {query: 'APP_2FA_REQUIRED', targets: [`${C}/account#when-two-factor-authentication-is-required`]},
  {query: 'otpauth qr code', targets: [`${C}/account#start-two-factor-setup`]},
  {
    query: '405 Method Not Allowed turning off 2fa',
    targets: [
      `${C}/account#turn-off-two-factor-authentication`,
      '/docs/troubleshooting#mistakes-real-clients-make',
    ],
  },
  {query: 'update my account email', targets: [`${C}/account#change-the-email-address`]},
  {
    query: 'meta.secret_token',
    targets: [`${C}/account#create-an-api-key`, '/docs/authentication#key-format'],
  },
  {query: 'DSA keys are not supported.', targets: [`${C}/account#add-an-ssh-key`]},
  {query: 'account login history', targets: [`${C}/account#list-account-activity`]},
  // Client files
  {query: 'how do i move a file into another folder', targets: [`${C}/files#rename-or-move-files`]},
  {query: 'file too big to open in the editor', targets: [`${C}/files#read-a-file`]},
  {
    query: 'This file cannot be modified: present in egg denylist.',
    targets: [`${C}/files#errors-from-wings`],
  },
  {query: 'chmod 755 mode as string', targets: [`${C}/files#change-file-permissions`]},
  {
    query: 'wget a jar from a url onto the server',
    targets: [`${C}/files#download-a-file-from-a-url`],
  },
  {query: 'No files were found on the request body.', targets: [`${C}/files#uploading-files`]},
  // Client backups
  {
    query: '.pteroignore',
    targets: [`${C}/backups#leaving-files-out`, `${C}/backups#create-a-backup`],
  },
  {
    query: 'TooManyBackupsException',
    targets: [`${C}/backups#limits`, `${C}/backups#create-a-backup`],
  },
  {
    query: 'backup stuck in progres forever',
    targets: [`${C}/backups#the-life-of-a-backup`, `${C}/backups#get-a-backup`],
  },
  {
    query: 'BackupLockedException',
    targets: [`${C}/backups#delete-a-backup`, `${C}/backups#locking`],
  },
  {query: 'how do i download a backup', targets: [`${C}/backups#get-a-backup-download-link`]},
  // Client databases
  {
    query: 'PTERODACTYL_CLIENT_DATABASES_ALLOW_RANDOM',
    targets: [`${C}/databases#limits-and-availability`, `${C}/databases#create-a-database`],
  },
  {
    query: 'subuser cannot see the database password',
    targets: [`${C}/databases#passwords`, `${C}/users#databases-database`],
  },
  {
    query: 'database name prefix s12_',
    targets: [
      `${C}/databases#what-the-panel-decides-for-you`,
      `${A}/databases#names-users-and-limits`,
    ],
  },
  {
    query: 'regenerate database password',
    targets: [
      `${C}/databases#rotate-a-database-password`,
      `${A}/databases#reset-a-database-password`,
    ],
  },
  // Client network
  {
    query: 'which endpoint lets me add a port to my server',
    targets: [`${C}/network#assign-a-new-allocation`],
  },
  {
    query: 'Server auto-allocation is not enabled for this instance.',
    targets: [`${C}/network#assign-a-new-allocation`, `${C}/network#automatic-assignment`],
  },
  {query: 'change the primary port', targets: [`${C}/network#make-an-allocation-primary`]},
  {
    query: 'new allocaton not reachable until restart',
    targets: [`${C}/network#when-changes-take-effect`],
  },
  // Client schedules
  {query: 'cron every 15 minutes', targets: [`${C}/schedules#the-timetable`]},
  {
    query: 'schedule stuck is_processing',
    targets: [`${C}/schedules#when-a-task-fails`, `${C}/schedules#update-a-schedule`],
  },
  {
    query: 'PTERODACTYL_PER_SCHEDULE_TASK_LIMIT',
    targets: [
      `${C}/schedules#tasks`,
      `${C}/schedules#add-a-task`,
      '/docs/rate-limiting#other-route-limits',
    ],
  },
  {query: 'trigger a schedule manually', targets: [`${C}/schedules#run-a-schedule-now`]},
  {
    query: 'what changed in 1.15.0 for running schedules',
    targets: [
      `${C}/schedules#permissions`,
      `${C}/schedules#run-a-schedule-now`,
      '/docs/api-changes#panel-1150',
      '/docs/panel-versions#what-the-current-docs-describe',
      '/docs/panel-versions#panel',
    ],
  },
  // Client users
  {query: 'give a friend access to my server', targets: [`${C}/users#add-a-subuser`]},
  {
    query: 'Cannot assign permissions to a subuser that your account does not actively possess.',
    targets: [`${C}/users#add-a-subuser`, `${C}/users#how-subuser-access-works`],
  },
  {query: 'file.sftp', targets: [`${C}/users#files-file`, `${C}/files#permissions`]},
  {
    query: 'list every permission key',
    targets: [`${C}/users#list-all-subuser-permissions`, `${C}/users#permissions`],
  },
  {query: 'edit subuser permisions', targets: [`${C}/users#update-subuser-permissions`]},
  // Application users
  {
    query: 'https://panel.example.com/api/application/users/external/billing-4471',
    targets: [`${A}/users#get-a-user-by-external-id`],
  },
  {
    query: 'Cannot delete a user with active servers attached to their account',
    targets: [`${A}/users#delete-a-user`],
  },
  {query: 'make a user admin', targets: [`${A}/users#update-a-user`, `${A}/users#create-a-user`]},
  // Application servers
  {
    query: 'swap -1 unlimited',
    targets: [
      `${A}/servers#step-3-set-the-resource-limits`,
      `${A}/servers#update-the-build-configuration`,
    ],
  },
  {
    query: 'deploy port_range dedicated_ip',
    targets: [`${A}/servers#step-4-choose-where-the-server-goes`, `${A}/servers#create-a-server`],
  },
  {
    query: 'NoViableAllocationException',
    targets: [
      `${A}/servers#create-a-server`,
      '/docs/error-handling#status-codes',
      '/docs/troubleshooting#422-and-400-the-input-was-refused',
    ],
  },
  {
    query: 'environment.SERVER_JARFILE is required',
    targets: [
      `${A}/servers#step-2-read-the-egg-and-its-variables`,
      `${A}/servers#step-6-follow-the-installation`,
      `${A}/servers#create-a-server`,
      '/docs/guides/provisioning#the-422-causes-it-avoids',
    ],
  },
  {query: 'how to change who owns a server', targets: [`${A}/servers#update-server-details`]},
  {
    query: 'suspend server for unpaid invoice',
    targets: [
      `${A}/servers#suspend-a-server`,
      `${A}/servers#suspending-and-reinstalling`,
      '/docs/guides/provisioning#what-the-program-does',
    ],
  },
  {
    query: 'delete a server when its node is offline',
    targets: [`${A}/servers#force-delete-a-server`],
  },
  // Application databases
  {
    query: 'database of another server returned with 200',
    targets: [`${A}/databases#a-database-of-another-server`],
  },
  {query: 'DuplicateDatabaseNameException', targets: [`${A}/databases#create-a-server-database`]},
  {
    query: 'list database hosts',
    targets: ['/docs/troubleshooting#what-the-api-cannot-do', `${A}/databases`],
  },
  // Nodes
  {
    query: 'wings configure --token',
    targets: [`${A}/nodes#adding-a-node`, `${A}/nodes#get-the-wings-configuration`],
  },
  {
    query: 'memory_overallocate',
    targets: [
      `${A}/nodes#concepts`,
      `${A}/nodes#create-a-node`,
      `${A}/nodes#update-a-node`,
      `${A}/nodes#find-nodes-with-room-for-a-server`,
    ],
  },
  {
    query: 'daemon_base reset after updating node',
    targets: [`${A}/nodes#update-a-node`, `${A}/nodes#concepts`],
  },
  {
    query:
      'No nodes satisfying the requirements specified for automatic deployment could be found.',
    targets: [`${A}/nodes#find-nodes-with-room-for-a-server`],
  },
  {query: 'add a port range to a node', targets: [`${A}/nodes#create-allocations`]},
  {
    query: 'node daemon token leaked',
    targets: [`${A}/nodes#update-a-node`, `${A}/nodes#get-the-wings-configuration`],
  },
  {
    query: 'A server is currently assigned to this allocation.',
    targets: [`${A}/nodes#delete-an-allocation`],
  },
  // Locations
  {
    query: 'The Location Identifier field is required.',
    targets: [
      '/docs/troubleshooting#mistakes-real-clients-make',
      `${A}/locations#create-a-location`,
    ],
  },
  {query: 'HasActiveNodesException', targets: [`${A}/locations#delete-a-location`]},
  {query: 'what are locations used for', targets: [`${A}/locations`]},
  // Nests and eggs
  {query: 'egg variable user_editable rules', targets: [`${A}/nests-eggs#egg-variables`]},
  {query: 'include=eggs.variables', targets: [`${A}/nests-eggs`]},
  {
    query: '500 error when listing eggs config.files',
    targets: [
      `${A}/nests-eggs#inherited-configuration-and-copied-scripts`,
      `${A}/nests-eggs#list-the-eggs-of-a-nest`,
      `${A}/nests-eggs#get-an-egg`,
    ],
  },
  {
    query: 'create an egg through the api',
    targets: ['/docs/troubleshooting#what-the-api-cannot-do', `${A}/nests-eggs`],
  },
  // Guides
  {query: 'script that fetches every page of a list', targets: ['/docs/guides/listing-everything']},
  {query: 'billing module create suspend terminate', targets: ['/docs/guides/provisioning']},
  {query: 'pipe stdin into the server console', targets: ['/docs/guides/console-relay']},
  {
    query: 'mock the api locally with prism',
    targets: ['/docs/guides/testing-your-integration#the-http-apis-with-prism'],
  },
  {
    query: 'POST /_mock/deauthorize',
    targets: [
      '/docs/guides/testing-your-integration#playing-the-panels-and-wings-moves-in-your-tests',
    ],
  },
  {
    query: 'generate typescript types from the openapi document',
    targets: [
      '/docs/guides/typed-clients#openapi-typescript-and-openapi-fetch',
      '/docs/guides/typed-clients',
    ],
  },
  {query: 'openapi-python-client', targets: ['/docs/guides/typed-clients#other-languages']},
  {query: 'upload a file and download it back', targets: ['/docs/guides/transfer-files']},
  // Panel versions
  {
    query: 'which wings version do these docs describe',
    targets: ['/docs/panel-versions#what-the-current-docs-describe'],
  },
  {query: 'panel 1.12.4 not verified', targets: ['/docs/panel-versions#releases-not-verified']},
  {
    query: 'docs for an older panel release',
    targets: ['/docs/panel-versions#reading-the-docs-for-your-release'],
  },
  // API changes
  {query: 'what changed in panel 1.8.0', targets: ['/docs/api-changes#panel-180']},
  {
    query: '1.12.1 default rate limit raised to 256',
    targets: [
      '/docs/api-changes#panel-1121',
      '/docs/panel-versions#panel',
      '/docs/rate-limiting#default-limits',
    ],
  },
  {query: 'when was the ssh key delete route removed', targets: ['/docs/api-changes#panel-190']},
  {
    query: 'what changed in 1.14.0',
    targets: ['/docs/api-changes#panel-1140', '/docs/panel-versions#panel'],
  },
  // Upgrading from 0.7
  {
    query: 'utilization endpoint replacement in 1.x',
    targets: [
      '/docs/upgrading-from-0.7#reading-the-table',
      '/docs/upgrading-from-0.7#every-07-route-and-what-it-became',
    ],
  },
  {query: 'migrate my integration from 0.7 to 1.x', targets: ['/docs/upgrading-from-0.7']},
  {
    query: 'routes new in 1.x that 0.7 did not have',
    targets: ['/docs/upgrading-from-0.7#new-in-1x'],
  },
  // Contributing
  {query: 'x-source verified anchor', targets: ['/docs/contributing#anchoring-a-claim']},
  {query: 'npm run drift', targets: ['/docs/contributing#re-verifying-a-claim']},
  {query: 'report a mismatch with my panel', targets: ['/docs/contributing#reporting-a-problem']},
  // Source references
  {
    query: 'which laravel version does the panel use',
    targets: [
      '/docs/source-references#releases',
      '/docs/panel-versions#what-the-current-docs-describe',
    ],
  },
  {
    query: 'v1-routes.json',
    targets: [
      '/docs/source-references#the-fact-tables',
      '/docs/contributing#where-facts-come-from',
    ],
  },
  {
    query: 'what does mock-wings imitate',
    targets: [
      '/docs/source-references#mock-kit-what-mock-wings-imitates',
      '/docs/guides/testing-your-integration#the-console-websocket-with-mock-wings',
    ],
  },
  // v0.7
  {
    query: 'utilization rate limit 15 per minute',
    targets: [`${V}/client/servers#get-resource-usage`, `${V}/intro#rate-limits`],
    version: '0.7',
  },
  {
    query: '412 Precondition Failed console command',
    targets: [`${V}/client/servers#send-a-console-command`, `${V}/intro#key-errors`],
    version: '0.7',
  },
  {
    query: 'reset a database password with a client key',
    targets: [
      `${V}/client/databases#what-a-07-integration-can-do`,
      `${V}/client/databases#where-databases-were-managed-in-07`,
    ],
    version: '0.7',
  },
  {
    query: 'search users by example.com finds nothing',
    targets: [`${V}/application/users#searching-a-list`],
    version: '0.7',
  },
  {
    query: 'choose a pack when creating a server',
    targets: [`${V}/application/servers#step-3-choose-a-pack`],
    version: '0.7',
  },
  {
    query: 'rebuild server container',
    targets: [`${V}/application/servers#rebuild-a-server-container`],
    version: '0.7',
  },
  {
    query: 'container.installed stays false',
    targets: [
      `${V}/application/servers#installation-and-suspension`,
      `${V}/application/servers#step-7-follow-the-installation`,
      `${V}/application/servers#reinstall-a-server`,
    ],
    version: '0.7',
  },
  {
    query: 'core.json daemon configuration',
    targets: [`${V}/application/nodes#adding-a-node`],
    version: '0.7',
  },
  {
    query: 'P_SERVER_LOCATION',
    targets: [`${V}/application/locations`, `${V}/application/locations#create-a-location`],
    version: '0.7',
  },
  {
    query: 'egg variable user_viewable is 0 or 1',
    targets: [`${V}/application/nests#eggs-that-inherit`],
    version: '0.7',
  },
  {
    query: 'how do i get a servers files without a file api',
    targets: [
      `${V}/client/files#what-a-07-integration-can-do`,
      `${V}/client/backups#what-a-07-integration-can-do`,
    ],
    version: '0.7',
  },
  {
    query: 'change my password with a client key',
    targets: [
      `${V}/client/account#what-a-07-integration-can-do`,
      `${V}/client/account#where-accounts-were-managed-in-07`,
    ],
    version: '0.7',
  },
  {query: 'validation error source field', targets: [`${V}/intro#errors`], version: '0.7'},
  {
    query: 'legacy subuser permission names',
    targets: [
      `${V}/client/users#how-permissions-work-in-07`,
      `${V}/client/users#legacy-subuser-permissions`,
    ],
    version: '0.7',
  },
  {
    query: 'run a schedule through the api',
    targets: [
      `${V}/client/schedules#what-a-07-integration-can-do`,
      `${V}/client/schedules#how-schedules-worked-in-07`,
    ],
    version: '0.7',
  },
];

export const READER_QUERIES: readonly ReaderQuery[] = [
  ...FIRST_BATCH,
  ...SECOND_BATCH.map((entry): ReaderQuery => ({...entry, half: 'held-out', batch: 2})),
];
