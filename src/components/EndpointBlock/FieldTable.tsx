import type {ReactNode} from 'react';
import type {FieldModel} from '../../openapi/model';
import InlineMarkdown from '../InlineMarkdown';
import styles from './styles.module.css';

/** Parameters or body fields: name, type, whether required, and what the panel accepts. */
export default function FieldTable({caption, fields}: {readonly caption: string; readonly fields: readonly FieldModel[]}): ReactNode {
  return (
    <table className={styles.fields}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
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
              {field.required ? <span className={styles.required}>required</span> : <span className={styles.optional}>optional</span>}
              {field.deprecated && <span className={styles.deprecated}>deprecated</span>}
            </td>
            <td className={styles.fieldType}>{field.type}</td>
            <td>
              {field.description && (
                <p className={styles.fieldDescription}>
                  <InlineMarkdown text={field.description} />
                </p>
              )}
              {field.constraints.length > 0 && (
                <ul className={styles.constraints}>
                  {field.constraints.map((constraint) => (
                    <li key={constraint}>
                      <InlineMarkdown text={constraint} />
                    </li>
                  ))}
                </ul>
              )}
              {field.rules && (
                <p className={styles.rules}>
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
