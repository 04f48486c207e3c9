import type {ReactNode} from 'react';
import type {FieldData} from '../../openapi/endpointData';
import Markdown from './Markdown';
import styles from './styles.module.css';

/** Parameters or body fields: name, type, whether required, and what the panel accepts. */
export default function FieldTable({caption, fields}: {readonly caption: string; readonly fields: readonly FieldData[]}): ReactNode {
  return (
    <table className={styles.fields}>
      <caption className="visually-hidden" data-search-exclude="">
        {caption}
      </caption>
      <thead data-search-exclude="">
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
              <code className={styles.fieldName}>{field.name}</code>
              <span className={field.required ? styles.required : styles.optional} data-search-exclude="">
                {field.required ? 'required' : 'optional'}
              </span>
              {field.deprecated && <span className={styles.deprecated}>deprecated</span>}
            </td>
            <td className={styles.fieldType} data-search-exclude="">
              {field.type}
            </td>
            <td>
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
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
