import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useFacts} from '../plugins/facts/client/globalData';
import {listInWords, unreadInWords} from '../plugins/facts/client/releaseNames';
import styles from './index.module.css';

interface Destination {
  readonly title: string;
  readonly to: string;
  readonly body: string;
  readonly facts: string;
}

function destinations(routes: {
  readonly client: number;
  readonly application: number;
}): readonly Destination[] {
  return [
    {
      title: 'Client API',
      to: '/docs/api/client',
      body: 'Act as a panel user: list servers, send power actions and commands, manage files, backups, databases, schedules and subusers.',
      facts: `${routes.client} routes · /api/client · ptlc_ keys`,
    },
    {
      title: 'Application API',
      to: '/docs/api/application',
      body: 'Administer the panel: create and suspend servers, manage users, nodes, allocations, locations, nests and eggs.',
      facts: `${routes.application} routes · /api/application · ptla_ keys`,
    },
    {
      title: 'WebSocket',
      to: '/docs/api/websocket',
      body: 'Stream a server’s console and live statistics from Wings, send commands and power actions, refresh the token.',
      facts: 'JWT valid 10 minutes · events from Wings',
    },
    {
      title: 'Authentication',
      to: '/docs/authentication',
      body: 'Create the right kind of key, send it as a Bearer token, and understand what a 401 or a 403 is telling you.',
      facts: 'Bearer tokens · per-resource permissions',
    },
  ];
}

export default function Home(): ReactNode {
  const {release, routes, perMinute, names} = useFacts();
  return (
    <Layout
      title="Pterodactyl panel API reference"
      description="A source-checked reference for the Pterodactyl panel's client API, application API and Wings websocket."
    >
      <main className={styles.main}>
        <header className={styles.hero}>
          <Heading as="h1" className={styles.title}>
            The Pterodactyl panel API, checked against its source
          </Heading>
          <p className={styles.lead}>
            Every route of panel {release} and the legacy v{names.legacy}, with the permissions,
            validation rules and limits the panel really applies, the release each fact holds for,
            and request samples you can point at your own panel.
          </p>
          <p className={styles.lead}>
            Panel {listInWords(names.matchedOnDevelopBranch)} were read on the upstream development
            branch at the commits forks imported as those releases
            {names.currentReconstructed
              ? `; ${release} as the upstream side of a fork's merge of the official ${release} release`
              : ''}
            . Not read: {unreadInWords(names)}, and Wings releases after {names.wings}. The evidence
            for each is on <Link to="/docs/panel-versions">Panel versions</Link>.
          </p>
        </header>
        <nav aria-label="Where to start" className={styles.grid}>
          {destinations(routes).map((destination) => (
            <Link key={destination.to} to={destination.to} className={styles.card}>
              <span className={styles.cardTitle}>{destination.title}</span>
              <span className={styles.cardBody}>{destination.body}</span>
              <span className={styles.cardFacts}>{destination.facts}</span>
            </Link>
          ))}
        </nav>
        <section className={styles.more} aria-labelledby="more-heading">
          <Heading as="h2" id="more-heading">
            Before your first request
          </Heading>
          <ul>
            <li>
              Send <code>Accept: application/json</code> on every call, or errors come back as HTML.{' '}
              <Link to="/docs/intro">Conventions</Link>
            </li>
            <li>
              Budget for {perMinute.client} client and {perMinute.application} application requests
              per minute by default. <Link to="/docs/rate-limiting">Rate limits</Link>
            </li>
            <li>
              Branch on the status and the error <code>code</code>, never on the message.{' '}
              <Link to="/docs/error-handling">Error handling</Link>
            </li>
            <li>
              Still on panel 0.7? Its API is much smaller.{' '}
              <Link to="/docs/v0.7/intro">Legacy v0.7 docs</Link>
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
