/**
 * Lists the servers an API key can see and restarts the first one, with a client typed from the
 * published client API document (openapi-typescript types, openapi-fetch requests).
 *
 *   npx openapi-typescript pterodactyl-client-api-v1.json -o pterodactyl-client.ts
 *   PANEL_URL=https://panel.example.com CLIENT_API_KEY=ptlc_... npx tsx client-tasks.ts
 */
import createClient from 'openapi-fetch';
import type {paths} from './pterodactyl-client';

async function main(): Promise<void> {
  const panelUrl = process.env.PANEL_URL;
  const apiKey = process.env.CLIENT_API_KEY;
  if (!panelUrl || !apiKey) {
    throw new Error(
      'Set PANEL_URL (such as https://panel.example.com) and CLIENT_API_KEY (a ptlc_ key).',
    );
  }
  const panel = createClient<paths>({
    baseUrl: panelUrl,
    headers: {Authorization: `Bearer ${apiKey}`, Accept: 'application/json'},
  });

  // Path, query and response are checked against the document: a typo in the path or a query
  // parameter the operation does not have is a compile error, and `servers` is typed.
  const {data: servers, error} = await panel.GET('/api/client', {params: {query: {per_page: 50}}});
  if (error) {
    throw new Error(`Listing servers failed: ${JSON.stringify(error)}`);
  }
  for (const server of servers.data) {
    console.log(`${server.attributes.identifier}  ${server.attributes.name}`);
  }

  const first = servers.data[0];
  if (!first) {
    console.log('This key sees no servers.');
    return;
  }
  // `signal` is typed as 'start' | 'stop' | 'restart' | 'kill'; any other word does not compile.
  const power = await panel.POST('/api/client/servers/{server}/power', {
    params: {path: {server: first.attributes.identifier}},
    body: {signal: 'restart'},
  });
  if (power.error) {
    throw new Error(
      `The restart was refused with ${power.response.status}: ${JSON.stringify(power.error)}`,
    );
  }
  console.log(`Restart sent to ${first.attributes.identifier} (${power.response.status}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
