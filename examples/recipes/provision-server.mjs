#!/usr/bin/env node
// Provisioning from a billing system with the application API: the four hooks a billing module
// needs, one per command.
//
//   node provision-server.mjs provision [order.json]   find or create the customer, create the server, wait for the install
//   node provision-server.mjs suspend <order id>       suspend the order's server (unpaid invoice)
//   node provision-server.mjs unsuspend <order id>     lift the suspension (invoice paid)
//   node provision-server.mjs terminate <order id>     delete the order's server
//
// PANEL_URL is the panel's address and API_KEY an application key (ptla_) with read and write
// access to users, servers, nodes and allocations and read access to nests and eggs. The order's
// id becomes the server's external_id, so the later hooks find the server from the order alone.
// Node.js 18 or later (built-in fetch); no dependencies.

import {readFileSync} from 'node:fs';

const PANEL_URL = (process.env.PANEL_URL ?? '').replace(/\/+$/, '');
const API_KEY = process.env.API_KEY ?? '';
// How often to look at a server that is still installing, and for how long.
const POLL_SECONDS = Number(process.env.POLL_SECONDS ?? 10);
const INSTALL_TIMEOUT_MINUTES = Number(process.env.INSTALL_TIMEOUT_MINUTES ?? 30);

// What an order looks like; pass your own as a JSON file of the same shape.
const EXAMPLE_ORDER = {
  id: 'order-4471',
  customer: {
    id: 'billing-4471',
    email: 'ada@example.com',
    username: 'ada.lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
  },
  server: {name: 'Survival', description: 'Paper survival world'},
  plan: {
    nest: 1,
    egg: 3,
    // Values for egg variables that have no usable default; every other variable keeps its default.
    environment: {MINECRAFT_VERSION: 'latest'},
    limits: {memory: 4096, swap: 0, disk: 20480, io: 500, cpu: 200},
    featureLimits: {databases: 2, allocations: 1, backups: 5},
    // Locations to place servers in; an empty list means any location.
    locations: [1],
  },
};

class ApiError extends Error {
  constructor(status, errors, what) {
    const details = errors.map((error) =>
      error.meta?.source_field
        ? `${error.meta.source_field}: ${error.detail} (rule ${error.meta.rule})`
        : `${error.code}: ${error.detail}`,
    );
    super(`${what} failed with ${status}${details.length ? `:\n  ${details.join('\n  ')}` : ''}`);
    this.status = status;
    this.errors = errors;
  }
}

async function api(method, path, {query, body} = {}) {
  const url = new URL(`${PANEL_URL}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(name, String(item));
    }
  }
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${API_KEY}`,
        Accept: 'application/json',
        ...(body ? {'Content-Type': 'application/json'} : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // The API-wide limit counts every request of the key's user; wait as long as the panel asks.
    if (response.status === 429 && attempt < 5) {
      const wait = Number(response.headers.get('retry-after') ?? 60);
      console.error(`Rate limited; retrying in ${wait} s.`);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (!response.ok) {
      throw new ApiError(response.status, json?.errors ?? [], `${method} ${url.pathname}`);
    }
    return json;
  }
}

/** Every item of a paginated list, page after page. */
async function listAll(path, query = {}) {
  const items = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const list = await api('GET', path, {query: {...query, page, per_page: 100}});
    items.push(...list.data);
    pages = list.meta?.pagination?.total_pages ?? 1;
  }
  return items;
}

/** The customer's panel account, found by the billing system's id, or created. */
async function findOrCreateUser(customer) {
  try {
    const found = await api(
      'GET',
      `/api/application/users/external/${encodeURIComponent(customer.id)}`,
    );
    console.log(
      `Customer ${customer.id} is panel user ${found.attributes.id} (${found.attributes.username}).`,
    );
    return found.attributes.id;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  // No password: the panel emails the user a link to set one.
  const created = await api('POST', '/api/application/users', {
    body: {
      external_id: customer.id,
      email: customer.email,
      username: customer.username,
      first_name: customer.firstName,
      last_name: customer.lastName,
    },
  });
  console.log(`Created panel user ${created.attributes.id} for customer ${customer.id}.`);
  return created.attributes.id;
}

/**
 * The egg's image, startup command and a value for every variable. Every variable is sent, because
 * the panel stores a missing one as an empty string, and each value must pass the variable's rules.
 */
async function eggSettings(plan) {
  const egg = await api('GET', `/api/application/nests/${plan.nest}/eggs/${plan.egg}`, {
    query: {include: 'variables'},
  });
  const environment = {};
  const missing = [];
  for (const {attributes: variable} of egg.attributes.relationships.variables.data) {
    const value = plan.environment[variable.env_variable] ?? variable.default_value ?? '';
    if (value === '' && /(^|\|)required(\||$)/.test(variable.rules)) {
      missing.push(variable.env_variable);
    }
    environment[variable.env_variable] = value;
  }
  if (missing.length > 0) {
    throw new Error(
      `The plan must give a value for ${missing.join(', ')}: the egg requires them and has no default.`,
    );
  }
  return {dockerImage: egg.attributes.docker_image, startup: egg.attributes.startup, environment};
}

/** A free allocation on a node that has room for the plan. */
async function placement(plan) {
  const nodes = await listAll('/api/application/nodes/deployable', {
    memory: plan.limits.memory,
    disk: plan.limits.disk,
    ...(plan.locations.length ? {'location_ids[]': plan.locations} : {}),
  });
  for (const {attributes: node} of nodes.filter(({attributes}) => !attributes.maintenance_mode)) {
    // Any filter value that is not a number selects the allocations no server uses.
    const free = await listAll(`/api/application/nodes/${node.id}/allocations`, {
      'filter[server_id]': 'false',
    });
    const allocation = free.find(({attributes}) => !attributes.assigned);
    if (allocation) {
      console.log(
        `Placing the server on node ${node.id} (${node.name}), ${allocation.attributes.ip}:${allocation.attributes.port}.`,
      );
      return allocation.attributes.id;
    }
  }
  throw new Error('No node has room for this plan and a free allocation.');
}

async function serverOfOrder(orderId) {
  return (await api('GET', `/api/application/servers/external/${encodeURIComponent(orderId)}`))
    .attributes;
}

async function waitUntilInstalled(serverId) {
  const deadline = Date.now() + INSTALL_TIMEOUT_MINUTES * 60_000;
  for (;;) {
    const {attributes: server} = await api('GET', `/api/application/servers/${serverId}`);
    if (server.status === 'install_failed') {
      throw new Error(
        `The installation of server ${serverId} failed; fix the cause and reinstall it.`,
      );
    }
    if (server.status === null && server.container.installed) {
      console.log(`Server ${serverId} is installed.`);
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Server ${serverId} is still ${server.status} after ${INSTALL_TIMEOUT_MINUTES} minutes.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000));
  }
}

async function provision(order) {
  const user = await findOrCreateUser(order.customer);
  const egg = await eggSettings(order.plan);
  const allocation = await placement(order.plan);
  let server;
  try {
    ({attributes: server} = await api('POST', '/api/application/servers', {
      body: {
        external_id: order.id,
        name: order.server.name,
        description: order.server.description,
        user,
        egg: order.plan.egg,
        docker_image: egg.dockerImage,
        startup: egg.startup,
        environment: egg.environment,
        limits: order.plan.limits,
        feature_limits: order.plan.featureLimits,
        allocation: {default: allocation},
        start_on_completion: true,
      },
    }));
    console.log(
      `Created server ${server.id} (${server.identifier}) for order ${order.id}; waiting for the installation.`,
    );
  } catch (error) {
    // A retried hook must not create a second server: external_id is unique, so the panel refuses
    // the second one, and the order's server is the one already there.
    if (
      !(error instanceof ApiError) ||
      error.status !== 422 ||
      !error.errors.some((entry) => entry.meta?.source_field === 'external_id')
    )
      throw error;
    server = await serverOfOrder(order.id);
    console.log(`Order ${order.id} already has server ${server.id}.`);
  }
  await waitUntilInstalled(server.id);
}

async function main() {
  const [command, argument] = process.argv.slice(2);
  if (!PANEL_URL || !API_KEY) {
    throw new Error('Set PANEL_URL and API_KEY (an application key).');
  }
  switch (command) {
    case 'provision':
      await provision(argument ? JSON.parse(readFileSync(argument, 'utf8')) : EXAMPLE_ORDER);
      break;
    case 'suspend':
    case 'unsuspend': {
      const server = await serverOfOrder(argument ?? EXAMPLE_ORDER.id);
      await api('POST', `/api/application/servers/${server.id}/${command}`);
      console.log(`Server ${server.id} ${command === 'suspend' ? 'suspended' : 'unsuspended'}.`);
      break;
    }
    case 'terminate': {
      const server = await serverOfOrder(argument ?? EXAMPLE_ORDER.id);
      await api('DELETE', `/api/application/servers/${server.id}`);
      console.log(`Server ${server.id} deleted.`);
      break;
    }
    default:
      throw new Error(
        'Usage: provision-server.mjs provision [order.json] | suspend <order id> | unsuspend <order id> | terminate <order id>',
      );
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
