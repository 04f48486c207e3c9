import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar for the whole current version; the navbar's "Pterodactyl API Reference" opens it.
const sidebars: SidebarsConfig = {
  docs: [
    'index',
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: [
        'intro',
        'panel-versions',
        'api-changes',
        'authentication',
        'rate-limiting',
        'error-handling',
        'upgrading-from-0.7',
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        'troubleshooting',
        'guides/provisioning',
        'guides/listing-everything',
        'guides/transfer-files',
        'guides/console-relay',
        'guides/testing-your-integration',
        'guides/typed-clients',
      ],
    },
    {
      type: 'category',
      label: 'Client API',
      link: {type: 'doc', id: 'api/client/index'},
      items: [
        'api/client/account',
        'api/client/servers',
        'api/client/files',
        'api/client/databases',
        'api/client/schedules',
        'api/client/network',
        'api/client/users',
        'api/client/backups',
      ],
    },
    {
      type: 'category',
      label: 'Application API',
      link: {type: 'doc', id: 'api/application/index'},
      items: [
        'api/application/users',
        'api/application/servers',
        'api/application/databases',
        'api/application/nodes',
        'api/application/locations',
        'api/application/nests-eggs',
      ],
    },
    {type: 'doc', id: 'api/websocket', label: 'WebSocket'},
    {type: 'doc', id: 'api/websocket-examples', label: 'WebSocket examples'},
    {
      type: 'category',
      label: 'About these docs',
      items: ['contributing', 'source-references'],
    },
  ],
};

export default sidebars;
