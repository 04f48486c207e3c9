import {describe, expect, it} from 'vitest';
import {apiById} from '../../src/plugins/endpoints/openapi/apis';
import type {OperationLocation} from '../../src/plugins/endpoints/openapi/endpointLinks';
import type {OperationObject} from '../../src/plugins/endpoints/openapi/types';
import {MAX_OPERATIONS_PER_CODE, operationTerms} from '../../src/plugins/search/operationTerms';

function located(
  apiId: string,
  method: string,
  path: string,
  operation: Partial<OperationObject>,
  anchor: string,
): OperationLocation {
  return {
    api: apiById(apiId),
    method,
    path,
    operation: {responses: {}, ...operation} as OperationObject,
    url: `/docs/page#${anchor}`,
    anchor,
    title: anchor,
  };
}

const coded = (code: string) => ({'400': {description: 'x', 'x-error-codes': [code]}});

describe('the search terms of an operation', () => {
  it('name the API, the method and path, the operationId and the permission key', () => {
    const terms = operationTerms([
      located(
        'client',
        'GET',
        '/api/client/servers/{server}/files/list',
        {operationId: 'listFiles', 'x-permission': 'file.read'},
        'list-a-directory',
      ),
    ]);
    expect(terms.get('/docs/page#list-a-directory')).toBe(
      'GET /api/client/servers/{server}/files/list · listFiles · Client API · file.read',
    );
  });

  it("give 0.7's per-signal power keys but no application resource as a key", () => {
    const legacy = operationTerms([
      located(
        'legacy-client',
        'POST',
        '/api/client/servers/{server}/power',
        {
          operationId: 'sendPowerSignal',
          'x-permission': {start: 'power-start', stop: 'power-stop'},
        },
        'power',
      ),
    ]);
    expect(legacy.get('/docs/page#power')).toBe(
      'POST /api/client/servers/{server}/power · sendPowerSignal · Client API · power-start · power-stop',
    );
    const application = operationTerms([
      located(
        'application',
        'GET',
        '/api/application/users',
        {operationId: 'listUsers', 'x-permission': {resource: 'users', access: 'read'}},
        'list-users',
      ),
    ]);
    expect(application.get('/docs/page#list-users')).toBe(
      'GET /api/application/users · listUsers · Application API',
    );
  });

  it('keep error codes particular to a few operations of an API and leave out codes most routes share', () => {
    const shared = Array.from({length: MAX_OPERATIONS_PER_CODE + 1}, (_, index) =>
      located(
        'client',
        'GET',
        `/api/client/x${index}`,
        {operationId: `op${index}`, responses: {...coded('DaemonConnectionException')}},
        `op${index}`,
      ),
    );
    const particular = located(
      'client',
      'DELETE',
      '/api/client/backups/{backup}',
      {operationId: 'deleteBackup', responses: {...coded('BackupLockedException')}},
      'delete-a-backup',
    );
    const terms = operationTerms([...shared, particular]);
    expect(terms.get('/docs/page#delete-a-backup')).toContain('BackupLockedException');
    expect(terms.get('/docs/page#op0')).not.toContain('DaemonConnectionException');
  });
});
