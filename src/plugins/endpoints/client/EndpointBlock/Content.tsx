import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import type {EndpointData} from '../../openapi/endpointData';
import type {ClaimReleases} from '../../openapi/model';
import {pathSearchTerms} from '../pathSearchTerms';
import CopyButton from '../../../../components/CopyButton';
import CodeSamples from './CodeSamples';
import Markdown from './Markdown';
import FieldTable, {ResponseFieldTable} from './FieldTable';
import styles from './styles.module.css';

const STATUS_TEXT: Readonly<Record<string, string>> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '412': 'Precondition Failed',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '504': 'Gateway Timeout',
};

function statusLine(status: string): string {
  const text = STATUS_TEXT[status];
  return text ? `${status} ${text}` : status;
}

/**
 * A note or error that holds for some panel releases only carries them as attributes, for the "Your panel"
 * marks (src/plugins/panelRelease/client/applyRelease.ts); its text already says so in words. One that ended
 * before the current panel or Wings stays out of the search index, which speaks for the current releases.
 */
function noteReleaseAttributes(range: ClaimReleases | null | undefined): Record<string, string> {
  return {
    ...(range?.since ? {'data-note-since': range.since} : {}),
    ...(range?.until ? {'data-note-until': range.until} : {}),
    ...(range?.until || range?.wingsUntil ? {'data-search-exclude': ''} : {}),
  };
}

function Section({
  title,
  level,
  children,
}: {
  readonly title: string;
  readonly level: number;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <section className={styles.section}>
      <p className={styles.sectionTitle} role="heading" aria-level={level} data-search-exclude="">
        {title}
      </p>
      {children}
    </section>
  );
}

type Props = {
  readonly endpoint: EndpointData;
  /** The level of the heading the block sits under; its section titles are one level below. */
  readonly headingLevel: number;
};

/** One API operation, rendered from its OpenAPI description (loaded with its data, see ./endpointLoading.ts). */
export default function EndpointBlockContent({endpoint, headingLevel}: Props): ReactNode {
  const sectionLevel = headingLevel + 1;
  const title = `${endpoint.method} ${endpoint.path}`;
  return (
    <div
      className={styles.endpoint}
      data-endpoint-block=""
      data-operation-id={endpoint.operationId}
      data-method={endpoint.method}
      data-path={endpoint.path}
      data-since={endpoint.releases?.since}
    >
      <div className={styles.request}>
        <span className={clsx(styles.method, styles[`method${endpoint.method}`])}>
          {endpoint.method}
        </span>{' '}
        <code className={styles.path}>{endpoint.path}</code>{' '}
        <CopyButton text={endpoint.path} label={`Copy the path ${endpoint.path}`} />
        {/* Read by the site's search index only. */}
        <span hidden>{pathSearchTerms(endpoint.path).join(' ')}</span>
      </div>
      <div className={styles.badges}>
        <span className={styles.badge} data-statement="access">
          <Markdown text={endpoint.statements.access} />
        </span>{' '}
        {endpoint.statements.ownRateLimit && (
          <span className={clsx(styles.badge, styles.badgeWarning)} data-statement="own-rate-limit">
            <Markdown text={endpoint.statements.ownRateLimit} />
          </span>
        )}
        {endpoint.statements.since && (
          <span className={styles.badge} data-statement="since">
            {endpoint.statements.since}
          </span>
        )}{' '}
        {endpoint.statements.status.map((status) => (
          <Fragment key={status.text}>
            <span
              className={clsx(styles.badge, status.warning && styles.badgeWarning)}
              data-statement="status"
            >
              {status.text}
            </span>{' '}
          </Fragment>
        ))}
        <a
          className={styles.source}
          href={endpoint.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-search-exclude=""
        >
          Panel source
        </a>
      </div>
      <div className={styles.description}>
        <Markdown text={endpoint.description} />
      </div>
      {endpoint.notes.length > 0 && (
        <ul className={styles.notes}>
          {endpoint.notes.map((note, index) => (
            // Notes never change order: their position is their identity.
            <li key={index} {...noteReleaseAttributes(endpoint.noteReleases?.[index])}>
              <Markdown text={note} />
            </li>
          ))}
        </ul>
      )}
      {endpoint.releases && endpoint.releases.changes.length > 0 && (
        <Section title="Changes by panel release" level={sectionLevel}>
          <ul className={styles.notes}>
            {endpoint.releases.changes.map((entry, index) => (
              // The list is in release order and never reordered: the position is the identity.
              <li key={index} data-release={entry.release}>
                <strong>{entry.release}:</strong> <Markdown text={entry.change} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {endpoint.pathParams.length > 0 && (
        <Section title="Path parameters" level={sectionLevel}>
          <FieldTable caption={`Path parameters of ${title}`} fields={endpoint.pathParams} />
        </Section>
      )}
      {endpoint.queryParams.length > 0 && (
        <Section title="Query parameters" level={sectionLevel}>
          <FieldTable caption={`Query parameters of ${title}`} fields={endpoint.queryParams} />
        </Section>
      )}
      {endpoint.body && (
        <Section title={`Request body (${endpoint.body.contentType})`} level={sectionLevel}>
          {endpoint.body.notes.length > 0 && (
            <ul className={styles.notes}>
              {endpoint.body.notes.map((note, index) => (
                <li key={index} {...noteReleaseAttributes(endpoint.body?.noteReleases?.[index])}>
                  <Markdown text={note} />
                </li>
              ))}
            </ul>
          )}
          {endpoint.body.fields.length > 0 && (
            <FieldTable caption={`Body fields of ${title}`} fields={endpoint.body.fields} />
          )}
          <div data-search-exclude="">
            <CodeBlock
              language={endpoint.body.contentType.includes('json') ? 'json' : 'text'}
              title="Example request body"
            >
              {endpoint.body.example}
            </CodeBlock>
          </div>
        </Section>
      )}
      <CodeSamples samples={endpoint.samples} title={title} headingLevel={sectionLevel} />
      <Section title="Responses" level={sectionLevel}>
        {endpoint.responses.map((response) => (
          <div key={response.status} className={styles.response}>
            <div className={styles.responseLine}>
              <span className={styles.status}>{statusLine(response.status)}</span>{' '}
              <Markdown text={response.description} />
            </div>
            {response.fields.length > 0 && (
              <details className={styles.responseFields}>
                <summary>
                  Fields of the {response.status} response ({response.fields.length})
                </summary>
                <ResponseFieldTable
                  caption={`Fields of the ${response.status} response of ${title}`}
                  fields={response.fields}
                />
              </details>
            )}
            {response.example !== undefined && (
              <div data-search-exclude="">
                <CodeBlock
                  language={response.contentType?.includes('json') ? 'json' : 'text'}
                  title={`Example ${statusLine(response.status)} response`}
                >
                  {response.example}
                </CodeBlock>
              </div>
            )}
          </div>
        ))}
      </Section>
      {endpoint.errors.length > 0 && (
        <Section title="Errors" level={sectionLevel}>
          <ul className={styles.errors} aria-label={`Errors of ${title}`} data-search-exclude="">
            {endpoint.errors.map((error) => (
              <li key={error.status} {...noteReleaseAttributes(error.releases)}>
                <span className={styles.status}>{statusLine(error.status)}</span>{' '}
                {error.codes.length > 0 && (
                  <span className={styles.errorCodes}>
                    {error.codes.map((code) => (
                      <code key={code}>{code}</code>
                    ))}
                  </span>
                )}
                <div className={styles.errorWhen}>
                  <Markdown text={error.description} />
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
