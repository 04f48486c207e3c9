/**
 * Creates a server on a node the panel chooses, with the SDK that @hey-api/openapi-ts generates
 * from the published application API document.
 *
 *   npx @hey-api/openapi-ts -i pterodactyl-application-api-v1.json -o pterodactyl-application
 *   PANEL_URL=https://panel.example.com APPLICATION_API_KEY=ptla_... npx tsx create-server.ts
 */
import {client} from './pterodactyl-application/client.gen';
import {createServer} from './pterodactyl-application/sdk.gen';
import type {CreateServerData} from './pterodactyl-application/types.gen';

async function main(): Promise<void> {
  const panelUrl = process.env.PANEL_URL;
  const apiKey = process.env.APPLICATION_API_KEY;
  if (!panelUrl || !apiKey) {
    throw new Error(
      'Set PANEL_URL (such as https://panel.example.com) and APPLICATION_API_KEY (a ptla_ key).',
    );
  }
  client.setConfig({
    baseUrl: panelUrl,
    headers: {Authorization: `Bearer ${apiKey}`, Accept: 'application/json'},
  });

  // The body type requires the fields the panel requires: leave out `limits.memory`, or send
  // `deploy` without `dedicated_ip`, and this does not compile. Egg 5 and user 3 are examples:
  // read your egg's variables and startup first (see the provisioning guide).
  const body: CreateServerData['body'] = {
    name: 'Survival',
    user: 3,
    egg: 5,
    docker_image: 'ghcr.io/pterodactyl/yolks:java_21',
    startup: 'java -Xms128M -XX:MaxRAMPercentage=95.0 -jar {{SERVER_JARFILE}}',
    environment: {
      SERVER_JARFILE: 'server.jar',
      MINECRAFT_VERSION: 'latest',
      BUILD_NUMBER: 'latest',
    },
    limits: {memory: 4096, swap: 0, disk: 10240, io: 500, cpu: 200},
    feature_limits: {databases: 1, backups: 2},
    deploy: {locations: [1], dedicated_ip: false, port_range: ['25565-25600']},
  };
  const {data, error, response} = await createServer({body});
  if (error) {
    throw new Error(
      `The panel refused the server with ${response?.status ?? 'no response'}: ${JSON.stringify(error)}`,
    );
  }
  console.log(
    `Created server ${data.attributes.id} (${data.attributes.identifier}) on node ${data.attributes.node}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
