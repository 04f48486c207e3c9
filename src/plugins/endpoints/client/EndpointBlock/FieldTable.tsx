import {Fragment, type ReactNode} from 'react';
import type {FieldData} from '../../openapi/endpointData';
import {childFields} from './fieldLevels';
import Markdown from './Markdown';
import styles from './styles.module.css';

/** A dotted field name that may wrap after each dot (`limits.memory`), never inside a word. */
function FieldName({name}: {readonly name: string}): ReactNode {
  const parts = name.split('.');
  return (
    <code className={styles.fieldName}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              .<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * Parameters or body fields (name, type, whether required, and what the panel accepts), or the
 * fields of a response (`response`: whether a value may be null, and the include that adds it).
 * `more` adds to a field's description cell (the nested fields of a response field).
 */
export default function FieldTable({
  caption,
  fields,
  response = false,
  more,
}: {
  readonly caption: string;
  readonly fields: readonly FieldData[];
  readonly response?: boolean;
  readonly more?: (field: FieldData) => ReactNode;
}): ReactNode {
  return (
    <table className={styles.fields}>
      <caption className="visually-hidden" data-search-exclude="">
        {caption}
      </caption>
      <thead className="visually-hidden-below-desktop" data-search-exclude="">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <FieldName name={field.name} />
              {response ? (
                field.nullable && (
                  <span className={styles.optional} data-search-exclude="">
                    nullable
                  </span>
                )
              ) : (
                <span
                  className={field.required ? styles.required : styles.optional}
                  data-search-exclude=""
                >
                  {field.required ? 'required' : 'optional'}
                </span>
              )}
              {field.deprecated && <span className={styles.deprecated}>deprecated</span>}
            </td>
            <td className={styles.fieldType} data-search-exclude="">
              {field.type}
            </td>
            <td>
              {field.includeStatement && (
                <p className={styles.rules} data-search-exclude="">
                  <Markdown text={field.includeStatement} />
                </p>
              )}
              {field.description.length > 0 && (
                <div className={styles.fieldDescription} data-search-exclude="">
                  <Markdown text={field.description} />
                </div>
              )}
              {field.constraints.length > 0 && (
                <ul className={styles.constraints} data-search-exclude="">
                  {field.constraints.map((constraint, index) => (
                    <li key={index}>
                      <Markdown text={constraint} />
                    </li>
                  ))}
                </ul>
              )}
              {field.rules && (
                <p className={styles.rules} data-search-exclude="">
                  Panel rule: <code>{field.rules}</code>
                </p>
              )}
              {more?.(field)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A response's fields a level at a time: each object's own fields open under it, as the reader asks for them. */
export function ResponseFieldTable({
  caption,
  fields,
  parent,
}: {
  readonly caption: string;
  readonly fields: readonly FieldData[];
  readonly parent?: string;
}): ReactNode {
  return (
    <FieldTable
      caption={caption}
      fields={childFields(fields, parent)}
      response
      more={(field) => {
        const children = childFields(fields, field.name);
        return (
          children.length > 0 && (
            <details className={styles.childFields}>
              <summary data-search-exclude="">
                Fields of <code>{field.name}</code> ({children.length})
              </summary>
              <ResponseFieldTable
                caption={`Fields of ${field.name}`}
                fields={fields}
                parent={field.name}
              />
            </details>
          )
        );
      }}
    />
  );
}
