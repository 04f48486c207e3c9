/**
 * Sections two judges agreed also answer a reader query of ./readerQueries.ts, where the query's
 * writer named others (issue 21, seventh session, 2026-11-27). Each reader set was judged by two
 * judges working apart, who saw the queries but not the written targets, the ranking, its results
 * or each other's answers: they read the pages' Markdown twins and a list of every page's h2 and
 * h3 sections, and named every section a reader who typed the query would accept as the answer.
 * A target is here only when both judges named it (a page named by one and a section of it by the
 * other counts as that section) and the written targets do not already accept it.
 *
 * This measures the table, not the ranking: the judges named at least one written target for 1,012
 * and 1,013 of the 1,019 queries, and agreed on their first choice for 928. ./searchRanking.test.ts
 * reports every reader set a second time with these targets added; its floors apply to the written
 * targets only. Entries are found by their query, version and batch; one that no longer matches an
 * entry of the table fails the test.
 */
import type {ReaderQuery} from './readerQueries';

export interface JudgedTargets {
  readonly query: string;
  readonly version?: ReaderQuery['version'];
  readonly batch?: ReaderQuery['batch'];
  readonly targets: readonly string[];
}

export const JUDGED_TARGETS: readonly JudgedTargets[] = [
  {query: 'what does ptla_ mean', targets: ['/docs/authentication']},
  {query: 'where do I create an admin key', targets: ['/docs/authentication']},
  {
    query: 'api key of root admin on application api',
    targets: ['/docs/api/application#permissions'],
  },
  {query: 'Accept: application/json header', targets: ['/docs/authentication#sending-the-key']},
  {query: '405 Method Not Allowed', targets: ['/docs/troubleshooting#mistakes-real-clients-make']},
  {
    query: 'MethodNotAllowedHttpException',
    targets: ['/docs/troubleshooting#mistakes-real-clients-make'],
  },
  {query: 'per server throttle websocket route', targets: ['/docs/api/websocket#getting-a-token']},
  {
    query: 'maximum number of api keys',
    targets: ['/docs/authentication#account-keys', '/docs/api/client/account#api-keys'],
  },
  {
    query: 'got 404 but server exists',
    targets: ['/docs/api/client/servers#finding-a-servers-identifier'],
  },
  {
    query: 'This action is unauthorized.',
    targets: ['/docs/authentication#what-a-wrong-or-missing-key-returns'],
  },
  {
    query: 'You are attempting to use an application API key',
    targets: ['/docs/authentication#application-keys'],
  },
  {
    query: 'JSON data passed in the request appears to be malformed',
    targets: ['/docs/intro#requests'],
  },
  {
    query: 'InvalidFilterQuery',
    targets: [
      '/docs/api/client#filtering-and-sorting',
      '/docs/api/application#filtering-and-sorting',
    ],
  },
  {query: '504 Gateway Timeout from wings', targets: ['/docs/error-handling#errors-from-wings']},
  {
    query: 'api returns html login page instead of json',
    targets: ['/docs/authentication#sending-the-key'],
  },
  {query: 'TwoFactorAuthRequiredException', targets: ['/docs/error-handling#status-codes']},
  {query: 'enable 2fa', targets: ['/docs/api/client/account#two-factor-authentication']},
  {query: 'url encode file path', targets: ['/docs/api/client/files#get-a-file-download-link']},
  {
    query: 'allocation limit reached',
    targets: ['/docs/api/client/network#assign-a-new-allocation'],
  },
  {query: 'auto assign port range', targets: ['/docs/api/client/network#assign-a-new-allocation']},
  {
    query: 'jwt: missing connect permission',
    targets: ['/docs/api/websocket#when-the-token-has-expired'],
  },
  {query: 'Too many open websocket connections.', targets: ['/docs/api/websocket#connecting']},
  {query: 'backup completed event checksum', targets: ['/docs/api/websocket#events-wings-sends']},
  {query: 'iterate over every page of users', targets: ['/docs/api/application#pagination']},
  {
    query: 'billing integration create server for customer',
    targets: ['/docs/api/application/servers#creating-a-server'],
  },
  {query: 'terminate server', targets: ['/docs/api/application/servers#deleting-a-server']},
  {
    query: 'which egg variables do I have to send',
    targets: ['/docs/api/application/nests-eggs#using-an-egg-to-create-a-server'],
  },
  {query: 'which api should I use', targets: ['/docs/intro']},
  {
    query: 'what does this reference cover',
    targets: ['/docs/intro', '/docs/panel-versions#what-the-current-docs-describe'],
  },
  {
    query: 'create server',
    version: '0.7',
    targets: ['/docs/v0.7/application/servers#creating-a-server'],
  },
  {
    query: 'search users by email',
    version: '0.7',
    targets: ['/docs/v0.7/application/users#list-users'],
  },
  {
    query: 'should i use the client or application api for a discord bot',
    batch: 2,
    targets: ['/docs/intro'],
  },
  {
    query: 'got 429 how long should i wait before retrying',
    batch: 2,
    targets: ['/docs/rate-limiting#headers'],
  },
  {
    query: 'wss://node1.example.com:8080/api/servers/1a7ce997-259b-452e-8b4e-cecc464142ca/ws',
    batch: 2,
    targets: ['/docs/api/websocket#connecting'],
  },
  {
    query: 'throttled event after sending commands',
    batch: 2,
    targets: ['/docs/troubleshooting#the-websocket'],
  },
  {
    query: 'This server is currently being transferred to a new machine, please try again later.',
    batch: 2,
    targets: ['/docs/intro#server-states-and-409-conflict'],
  },
  {
    query: 'Cannot assign permissions to a subuser that your account does not actively possess.',
    batch: 2,
    targets: ['/docs/api/client/users#update-subuser-permissions'],
  },
  {
    query: 'environment.SERVER_JARFILE is required',
    batch: 2,
    targets: ['/docs/api/application/nests-eggs#using-an-egg-to-create-a-server'],
  },
  {
    query:
      'No nodes satisfying the requirements specified for automatic deployment could be found.',
    batch: 2,
    targets: ['/docs/api/application/servers#create-a-server'],
  },
  {
    query: 'utilization endpoint replacement in 1.x',
    batch: 2,
    targets: ['/docs/api/client/servers#get-resource-usage'],
  },
  {
    query: 'core.json daemon configuration',
    version: '0.7',
    batch: 2,
    targets: ['/docs/v0.7/application/nodes#create-a-node'],
  },
  {
    query: 'can I use the server uuid or only the short id in client routes',
    batch: 3,
    targets: ['/docs/api/client/servers#finding-a-servers-identifier'],
  },
  {
    query: 'serv_ identifier PTERODACTYL_USE_SERVER_IDENTIFIERS',
    batch: 3,
    targets: ['/docs/api/client/servers#finding-a-servers-identifier'],
  },
  {
    query: 'application key resource permissions read & write',
    batch: 3,
    targets: ['/docs/api/application#permissions'],
  },
  {
    query: 'can root admin client key call application api',
    batch: 3,
    targets: [
      '/docs/api/application#permissions',
      '/docs/troubleshooting#401-403-or-404-for-a-key-of-the-wrong-kind',
    ],
  },
  {
    query: 'restrict api key to ip address',
    batch: 3,
    targets: ['/docs/api/client/account#create-an-api-key'],
  },
  {
    query: 'how should my client retry failed requests',
    batch: 3,
    targets: ['/docs/rate-limiting#handling-429-responses'],
  },
  {
    query: 'per server throttle websocket 5 per minute',
    batch: 3,
    targets: ['/docs/api/websocket#getting-a-token'],
  },
  {query: 'rate limt changed in 1.12', batch: 3, targets: ['/docs/api-changes#panel-1121']},
  {query: 'add subuser via api', version: '0.7', batch: 3, targets: ['/docs/v0.7/client/users']},
  {
    query: 'P_SERVER_LOCATION short code',
    version: '0.7',
    batch: 3,
    targets: ['/docs/v0.7/application/locations'],
  },
  {
    query: 'get egg with variables before creating server',
    version: '0.7',
    batch: 3,
    targets: ['/docs/v0.7/application/servers#step-2-read-the-egg-and-its-variables'],
  },
  {
    query: 'pack id when creating server',
    version: '0.7',
    batch: 3,
    targets: ['/docs/v0.7/application/servers#create-a-server'],
  },
  {
    query: 'deploy locations port_range dedicated_ip',
    version: '0.7',
    batch: 3,
    targets: ['/docs/v0.7/application/servers#create-a-server'],
  },
  {
    query: 'reset database password returns nothing how to read new password',
    version: '0.7',
    batch: 3,
    targets: ['/docs/v0.7/application/servers#get-a-server-database'],
  },
  {
    query: 'sort servers by id descending',
    batch: 3,
    targets: ['/docs/api/application/servers#list-servers'],
  },
  {
    query: 'filter[*] search servers by ip:port',
    batch: 3,
    targets: ['/docs/api/client/servers#list-servers'],
  },
  {
    query: 'list all servers as root admin type=admin-all',
    batch: 3,
    targets: ['/docs/api/client/servers#list-servers'],
  },
  {
    query: 'why is variables relationship null_resource for subuser',
    batch: 3,
    targets: ['/docs/api/client/servers#relationships'],
  },
  {
    query: 'This server is currently suspended and the functionality requested is unavailable.',
    batch: 3,
    targets: ['/docs/intro#server-states-and-409-conflict'],
  },
  {
    query: 'change server description',
    batch: 3,
    targets: ['/docs/api/application/servers#update-server-details'],
  },
  {
    query: 'An error occurred on the remote host',
    batch: 3,
    targets: ['/docs/troubleshooting#500-502-and-504-from-wings'],
  },
  {
    query: 'download link returns 404 second time',
    batch: 3,
    targets: ['/docs/guides/transfer-files#the-steps'],
  },
  {
    query: 'signed upload url expires',
    batch: 3,
    targets: ['/docs/api/client/files#uploading-files'],
  },
  {
    query: 'how to keep a backup from being deleted by schedule',
    batch: 3,
    targets: ['/docs/api/client/schedules#task-actions'],
  },
  {query: 'meta.backup_count', batch: 3, targets: ['/docs/api/client/backups#limits']},
  {
    query: 'database.view_password',
    batch: 3,
    targets: ['/docs/api/client/users#databases-database'],
  },
  {
    query: 'reset database pasword',
    batch: 3,
    targets: ['/docs/api/application/databases#reset-a-database-password'],
  },
  {query: 'admin.websocket.install', batch: 3, targets: ['/docs/api/websocket#events-wings-sends']},
  {
    query: 'permission to view database password',
    batch: 3,
    targets: ['/docs/api/client/databases#passwords'],
  },
  {
    query: 'user.read needed to include subusers',
    batch: 3,
    targets: ['/docs/api/client/servers#relationships'],
  },
  {
    query: 'does changing password revoke api keys',
    batch: 3,
    targets: ['/docs/api/client/account#change-the-password'],
  },
  {
    query: 'DELETE /api/client/account/two-factor 405',
    batch: 3,
    targets: ['/docs/troubleshooting#mistakes-real-clients-make'],
  },
  {
    query: 'set default allocation',
    batch: 3,
    targets: ['/docs/api/application/servers#update-the-build-configuration'],
  },
  {
    query: 'can a user pick a specific port',
    batch: 3,
    targets: ['/docs/api/client/network#automatic-assignment'],
  },
  {
    query: 'how do I connect to the server console websocket',
    batch: 3,
    targets: ['/docs/api/websocket'],
  },
  {
    query: 'send command over websocket ignored',
    batch: 3,
    targets: ['/docs/troubleshooting#the-websocket', '/docs/api/websocket#limits'],
  },
  {query: 'pipe stdin to server console bot', batch: 3, targets: ['/docs/guides/console-relay']},
  {
    query: 'console relay mock suspend exit status 3',
    batch: 3,
    targets: ['/docs/guides/console-relay#what-it-does'],
  },
  {
    query: 'create user without password sends email link',
    batch: 3,
    targets: ['/docs/api/application/users#concepts'],
  },
  {query: 'how to get database host id', batch: 3, targets: ['/docs/api/application/databases']},
  {
    query: 'sort nodes by memory',
    batch: 3,
    targets: ['/docs/api/application#filtering-and-sorting'],
  },
  {
    query: 'register new wings node api',
    batch: 3,
    targets: ['/docs/api/application/nodes#adding-a-node'],
  },
  {
    query: 'put node in maintenance mode',
    batch: 3,
    targets: ['/docs/api/application/nodes#concepts'],
  },
  {
    query: 'NoViableNodeException',
    batch: 3,
    targets: ['/docs/api/application/servers#create-a-server'],
  },
  {
    query: 'node configuration endpoint 403 since 1.14',
    batch: 3,
    targets: ['/docs/api-changes#panel-1140'],
  },
  {
    query: 'which server id does application api use',
    batch: 3,
    targets: ['/docs/intro#identifiers'],
  },
  {
    query: 'SERVER_JARFILE required 422 environment',
    batch: 3,
    targets: ['/docs/api/application/servers#create-a-server'],
  },
  {
    query: 'feature_limits databases null stored as 0',
    batch: 3,
    targets: [
      '/docs/api/application/servers#create-a-server',
      '/docs/api/application/databases#names-users-and-limits',
    ],
  },
  {
    query: 'deploy object automatic node selection',
    batch: 3,
    targets: ['/docs/api/application/servers#create-a-server'],
  },
  {
    query: 'how do I know when server install is finished',
    batch: 3,
    targets: ['/docs/api/application/servers#server-status'],
  },
  {
    query: 'filter servers by docker image',
    batch: 3,
    targets: ['/docs/api/application#filtering-and-sorting'],
  },
  {
    query: 'delete server wings error nothing deleted',
    batch: 3,
    targets: ['/docs/api/application/servers#deleting-a-server'],
  },
  {
    query: 'console output stops after 10 minutes',
    batch: 3,
    targets: ['/docs/api/websocket#keeping-the-token-fresh'],
  },
  {
    query: 'nest field ignored when creating server',
    batch: 3,
    targets: [
      '/docs/api/application/servers#step-2-read-the-egg-and-its-variables',
      '/docs/api/application/servers#create-a-server',
    ],
  },
  {
    query: 'send_command event no response',
    batch: 3,
    targets: ['/docs/api/websocket#events-you-can-send'],
  },
  {query: 'loop through all pages of a list', batch: 3, targets: ['/docs/api/client#pagination']},
  {
    query: 'fact tables extracted from panel source',
    batch: 3,
    targets: ['/docs/source-references#the-fact-tables'],
  },
  {
    query: 'wings 1.12.2 scope claim tokens rejected',
    batch: 3,
    targets: ['/docs/api/websocket#when-the-token-has-expired'],
  },
  {
    query: 'panel changes affecting integrators by release',
    batch: 3,
    targets: ['/docs/api-changes'],
  },
  {
    query: 'commit hashes of releases read',
    batch: 3,
    targets: [
      '/docs/panel-versions#how-each-release-was-read',
      '/docs/panel-versions#what-the-current-docs-describe',
    ],
  },
  {
    query: 'websoket token expired reconnect',
    batch: 3,
    targets: ['/docs/api/websocket#renewing-on-the-same-connection'],
  },
  {
    query: 'nest with eggs include',
    version: '0.7',
    batch: 3,
    targets: ['/docs/v0.7/application/nests#access'],
  },
  {
    query: 'create server database name prefix',
    version: '0.7',
    batch: 3,
    targets: ['/docs/v0.7/application/servers#server-databases'],
  },
  {
    query: 'full console client that handles throttled auth and reconnects',
    batch: 3,
    targets: ['/docs/guides/console-relay'],
  },
  {
    query: 'can I restrict an api key to certain IP adresses',
    batch: 4,
    targets: ['/docs/api/client/account#create-an-api-key'],
  },
  {
    query: 'best way to retry failed requests',
    batch: 4,
    targets: ['/docs/rate-limiting#handling-429-responses'],
  },
  {
    query: 'websocket endpoint limited to 5 per minute per server',
    batch: 4,
    targets: ['/docs/api/websocket#getting-a-token'],
  },
  {
    query: 'application key on client api gets 404 instead of 403',
    batch: 4,
    targets: ['/docs/troubleshooting#which-check-refused-the-request'],
  },
  {
    query: 'restore backup ?truncate=true 422 must be true or false',
    batch: 4,
    targets: ['/docs/api/client/backups#restore-a-backup'],
  },
  {
    query: 'how to connect to the server console websocket',
    batch: 4,
    targets: ['/docs/api/websocket#connecting'],
  },
  {
    query: 'cpu_absolute above 100 percent',
    batch: 4,
    targets: ['/docs/api/client/servers#get-resource-usage'],
  },
  {
    query: 'every event is jwt error after 10 minutes',
    batch: 4,
    targets: ['/docs/troubleshooting#the-websocket'],
  },
  {
    query: 'node.js websocket console client example code',
    batch: 4,
    targets: ['/docs/guides/console-relay#the-program'],
  },
  {
    query: 'pipe stdin lines to server console as commands',
    batch: 4,
    targets: ['/docs/guides/console-relay'],
  },
  {
    query: 'fetch all pages of a paginated list',
    batch: 4,
    targets: ['/docs/guides/listing-everything'],
  },
  {
    query: 'avoid 422 environment variable required when creating server',
    batch: 4,
    targets: ['/docs/api/application/nests-eggs#using-an-egg-to-create-a-server'],
  },
  {
    query: 'signed upload link returns 404 on second use',
    batch: 4,
    targets: ['/docs/api/client/files#get-an-upload-link'],
  },
  {
    query: 'generate typescript client from openapi spec',
    batch: 4,
    targets: ['/docs/guides/typed-clients'],
  },
  {
    query: 'application key server_databases database_hosts permission',
    batch: 4,
    targets: ['/docs/api/application/databases#permissions'],
  },
  {
    query: 'maximum per_page for backups list',
    batch: 4,
    targets: ['/docs/api/client/backups#list-backups'],
  },
  {
    query: 'subuser sees null_resource for variables',
    batch: 4,
    targets: ['/docs/api/client/servers#relationships'],
  },
  {
    query: 'search servers by ip:port filter[*]',
    batch: 4,
    targets: ['/docs/api/client/servers#list-servers'],
  },
  {query: 'serv_ identifier vs short uuid', batch: 4, targets: ['/docs/intro#identifiers']},
  {
    query: 'root null 422 delete files required',
    batch: 4,
    targets: ['/docs/api/client/files#delete-files'],
  },
  {
    query: 'cannot delete locked backup 400',
    batch: 4,
    targets: ['/docs/api/client/backups#locking'],
  },
  {
    query: 'database name prefix s12_ username u12_',
    batch: 4,
    targets: ['/docs/api/application/databases#names-users-and-limits'],
  },
  {
    query: 'create mysql database remote % jdbc url',
    batch: 4,
    targets: ['/docs/api/application/databases#create-a-server-database'],
  },
  {
    query: 'allocation limit reached cannot remove port',
    batch: 4,
    targets: ['/docs/api/client/network#remove-an-allocation'],
  },
  {
    query: 'subuser cannot grant permissions it does not have HttpForbiddenException',
    batch: 4,
    targets: [
      '/docs/api/client/users#add-a-subuser',
      '/docs/api/client/users#update-subuser-permissions',
    ],
  },
  {
    query: 'egg variables environment.SERVER_JARFILE 422',
    batch: 4,
    targets: ['/docs/api/application/nests-eggs#using-an-egg-to-create-a-server'],
  },
  {
    query: 'deploy locations dedicated_ip port_range',
    batch: 4,
    targets: ['/docs/api/application/servers#create-a-server'],
  },
  {
    query: 'poll until server installed install_failed',
    batch: 4,
    targets: ['/docs/api/application/servers#server-status'],
  },
  {
    query: 'node offline cannot delete server force',
    batch: 4,
    targets: ['/docs/api/application/servers#deleting-a-server'],
  },
  {
    query: 'register a new wings node via api daemon_listen daemon_sftp',
    batch: 4,
    targets: ['/docs/api/application/nodes#adding-a-node'],
  },
  {
    query: 'username rules lowercase p_username',
    batch: 4,
    targets: ['/docs/api/application/users#update-a-user'],
  },
  {
    query: 'config.extends egg inherits config 500 error',
    batch: 4,
    targets: [
      '/docs/api/application/nests-eggs#get-an-egg',
      '/docs/api/application/nests-eggs#list-the-eggs-of-a-nest',
    ],
  },
  {
    query: 'which release added backup locking is_locked',
    batch: 4,
    targets: ['/docs/api/client/backups#locking'],
  },
  {
    query: 'UserEmail rule 1.14.1 dash local part',
    batch: 4,
    targets: ['/docs/panel-versions#panel'],
  },
  {query: 'calculateDockerAbsoluteCpu', batch: 4, targets: ['/docs/source-references#wings']},
  {
    query: 'why were 0.7 rate limits counted per ip address source',
    batch: 4,
    targets: ['/docs/rate-limiting#legacy-panels'],
  },
  {
    query: 'pterodactyl 0.7 api reference overview',
    version: '0.7',
    batch: 4,
    targets: ['/docs/v0.7/intro'],
  },
  {
    query: 'flat permission names power-start send-command groups',
    version: '0.7',
    batch: 4,
    targets: ['/docs/v0.7/client/servers#permissions'],
  },
  {
    query: 'find free alocations no filter assigned false',
    version: '0.7',
    batch: 4,
    targets: ['/docs/v0.7/application/servers#step-5-choose-where-the-server-goes'],
  },
];
