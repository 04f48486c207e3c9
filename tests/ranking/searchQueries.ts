/**
 * What readers type to find an operation, and the operation they want: by its name, its path
 * (often pasted with real ids), its operationId, a permission key it checks, or an error code
 * particular to it. ./searchRanking.test.ts requires the first suggestion to open that
 * operation's block for at least 95% of them; `npm run bench` prints its hit@1 and hit@8.
 *
 * Operations are named by `METHOD /documented/path` of the current API; for a permission key or an
 * error code, any operation that checks or raises it is a right answer, found from the OpenAPI
 * documents, since several may share one.
 */
import {
  operationLocations,
  type OperationLocation,
} from '../../src/plugins/endpoints/openapi/endpointLinks';

export type SearchCase =
  | {
      readonly query: string;
      readonly kind: 'name' | 'path' | 'operationId';
      readonly operation: string;
    }
  | {readonly query: string; readonly kind: 'permission' | 'error'};

export const SEARCH_CASES: readonly SearchCase[] = [
  // Operation names: the block's own heading, and as readers phrase them.
  {query: 'create client api key', kind: 'name', operation: 'POST /api/client/account/api-keys'},
  {
    query: 'suspend server',
    kind: 'name',
    operation: 'POST /api/application/servers/{server}/suspend',
  },
  {
    query: 'restore backup',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/backups/{backup}/restore',
  },
  {query: 'Create an API key', kind: 'name', operation: 'POST /api/client/account/api-keys'},
  {query: 'Create a server', kind: 'name', operation: 'POST /api/application/servers'},
  {
    query: 'Send a console command',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/command',
  },
  {
    query: 'Change the power state',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/power',
  },
  {
    query: 'Suspend a server',
    kind: 'name',
    operation: 'POST /api/application/servers/{server}/suspend',
  },
  {
    query: 'Rotate a database password',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/databases/{database}/rotate-password',
  },
  {
    query: 'Reset a database password',
    kind: 'name',
    operation: 'POST /api/application/servers/{server}/databases/{database}/reset-password',
  },
  {
    query: 'Get an upload link',
    kind: 'name',
    operation: 'GET /api/client/servers/{server}/files/upload',
  },
  {
    query: 'Download a file from a URL',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/files/pull',
  },
  {
    query: 'Create a schedule',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/schedules',
  },
  {query: 'Add a subuser', kind: 'name', operation: 'POST /api/client/servers/{server}/users'},
  {
    query: 'Restore a backup',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/backups/{backup}/restore',
  },
  {
    query: 'Lock or unlock a backup',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/backups/{backup}/lock',
  },
  {
    query: 'List node allocations',
    kind: 'name',
    operation: 'GET /api/application/nodes/{node}/allocations',
  },
  {query: 'Create a location', kind: 'name', operation: 'POST /api/application/locations'},
  {
    query: 'Get the Wings configuration',
    kind: 'name',
    operation: 'GET /api/application/nodes/{node}/configuration',
  },
  {
    query: 'Get a user by external id',
    kind: 'name',
    operation: 'GET /api/application/users/external/{external_id}',
  },
  {
    query: 'Force-delete a server',
    kind: 'name',
    operation: 'DELETE /api/application/servers/{server}/force',
  },
  {
    query: 'Update the build configuration',
    kind: 'name',
    operation: 'PATCH /api/application/servers/{server}/build',
  },
  {
    query: 'Turn on two-factor authentication',
    kind: 'name',
    operation: 'POST /api/client/account/two-factor',
  },
  {query: 'Add an SSH key', kind: 'name', operation: 'POST /api/client/account/ssh-keys'},
  {
    query: 'List the eggs of a nest',
    kind: 'name',
    operation: 'GET /api/application/nests/{nest}/eggs',
  },
  {
    query: 'Get websocket credentials',
    kind: 'name',
    operation: 'GET /api/client/servers/{server}/websocket',
  },
  {
    query: 'Compress files',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/files/compress',
  },
  {
    query: 'Rename the server',
    kind: 'name',
    operation: 'POST /api/client/servers/{server}/settings/rename',
  },
  {
    query: 'Find nodes with room for a server',
    kind: 'name',
    operation: 'GET /api/application/nodes/deployable',
  },
  // Paths, as typed and as pasted from logs with real ids.
  {
    query: '/api/client/servers/1a7ce997/files/list',
    kind: 'path',
    operation: 'GET /api/client/servers/{server}/files/list',
  },
  {
    query: '/api/client/servers/1a7ce997/websocket',
    kind: 'path',
    operation: 'GET /api/client/servers/{server}/websocket',
  },
  {
    query: '/api/application/servers/12/suspend',
    kind: 'path',
    operation: 'POST /api/application/servers/{server}/suspend',
  },
  {
    query: '/api/application/users/external/billing-42',
    kind: 'path',
    operation: 'GET /api/application/users/external/{external_id}',
  },
  {
    query: 'POST /api/client/account/api-keys',
    kind: 'path',
    operation: 'POST /api/client/account/api-keys',
  },
  {
    query: 'PATCH /api/application/servers/7/build',
    kind: 'path',
    operation: 'PATCH /api/application/servers/{server}/build',
  },
  {
    query:
      'https://panel.example.com/api/client/servers/1a7ce997/backups/904df120-a66d-4c93-9b8b-5d3e4f1c2a77/download',
    kind: 'path',
    operation: 'GET /api/client/servers/{server}/backups/{backup}/download',
  },
  {
    query: '/api/client/servers/1a7ce997/schedules/4/tasks/9',
    kind: 'path',
    operation: 'POST /api/client/servers/{server}/schedules/{schedule}/tasks/{task}',
  },
  // operationIds, as generated clients name their methods.
  {query: 'createApiKey', kind: 'operationId', operation: 'POST /api/client/account/api-keys'},
  {
    query: 'getWebsocketCredentials',
    kind: 'operationId',
    operation: 'GET /api/client/servers/{server}/websocket',
  },
  {
    query: 'pullRemoteFile',
    kind: 'operationId',
    operation: 'POST /api/client/servers/{server}/files/pull',
  },
  {
    query: 'updateServerStartup',
    kind: 'operationId',
    operation: 'PATCH /api/application/servers/{server}/startup',
  },
  {
    query: 'listNodeAllocations',
    kind: 'operationId',
    operation: 'GET /api/application/nodes/{node}/allocations',
  },
  {
    query: 'getServerByExternalId',
    kind: 'operationId',
    operation: 'GET /api/application/servers/external/{external_id}',
  },
  // Permission keys.
  {query: 'file.read', kind: 'permission'},
  {query: 'websocket.connect', kind: 'permission'},
  {query: 'control.console', kind: 'permission'},
  {query: 'backup.download', kind: 'permission'},
  {query: 'schedule.create', kind: 'permission'},
  {query: 'startup.docker-image', kind: 'permission'},
  {query: 'allocation.create', kind: 'permission'},
  // Error codes particular to a few operations.
  {query: 'BackupLockedException', kind: 'error'},
  {query: 'TooManyBackupsException', kind: 'error'},
  {query: 'FileSizeTooLargeException', kind: 'error'},
  {query: 'ServerSubuserExistsException', kind: 'error'},
  {query: 'HasActiveNodesException', kind: 'error'},
  {query: 'NoViableAllocationException', kind: 'error'},
];

/** The block URLs (`/docs/…#anchor`) that answer a case, from the current OpenAPI documents. */
export function expectedUrls(entry: SearchCase, locations: readonly OperationLocation[]): string[] {
  const current = locations.filter((location) => location.api.facts.version === 'current');
  const matching = current.filter((location) => {
    switch (entry.kind) {
      case 'permission':
        return location.operation['x-permission'] === entry.query;
      case 'error':
        return Object.values(location.operation.responses ?? {}).some((response) =>
          response['x-error-codes']?.includes(entry.query),
        );
      default:
        return `${location.method} ${location.path}` === entry.operation;
    }
  });
  if (matching.length === 0) {
    throw new Error(`No current operation answers the search case ${JSON.stringify(entry)}.`);
  }
  if (entry.kind === 'operationId' && matching[0]?.operation.operationId !== entry.query) {
    throw new Error(
      `${entry.operation} has the operationId ${matching[0]?.operation.operationId}, not ${entry.query}.`,
    );
  }
  return matching.map((location) => location.url);
}

export async function searchCasesWithAnswers(
  siteDir: string,
): Promise<{entry: SearchCase; urls: string[]}[]> {
  const locations = await operationLocations(siteDir);
  return SEARCH_CASES.map((entry) => ({entry, urls: expectedUrls(entry, locations)}));
}
