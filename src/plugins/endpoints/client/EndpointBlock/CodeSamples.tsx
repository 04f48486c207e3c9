import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {
  SAMPLE_BASE_URL,
  SAMPLE_LANGUAGES,
  SAMPLE_TABS_GROUP,
  type CodeSample,
} from '../sampleLanguages';
import {withPanelUrl} from '../panelUrl';
import PanelUrlControl from './PanelUrlControl';
import {usePanelUrl} from './usePanelUrl';
import styles from './styles.module.css';

export default function CodeSamples({
  samples,
  title,
  headingLevel,
}: {
  readonly samples: readonly CodeSample[];
  readonly title: string;
  readonly headingLevel: number;
}): ReactNode {
  const [panelUrl] = usePanelUrl();
  return (
    <div className={styles.samples} data-search-exclude="" data-request-samples="">
      <div className={styles.samplesHeader}>
        <p className={styles.sectionTitle} role="heading" aria-level={headingLevel}>
          Request samples
        </p>
        <PanelUrlControl sampleBaseUrl={SAMPLE_BASE_URL} />
      </div>
      <Tabs groupId={SAMPLE_TABS_GROUP} className={styles.sampleTabs} lazy>
        {SAMPLE_LANGUAGES.flatMap((language) =>
          samples
            .filter((sample) => sample.language === language.id)
            .map((sample) => (
              <TabItem key={language.id} value={language.id} label={language.label}>
                <CodeBlock language={language.highlight} title={`${title}: ${language.label}`}>
                  {withPanelUrl(sample.code, SAMPLE_BASE_URL, panelUrl)}
                </CodeBlock>
              </TabItem>
            )),
        )}
      </Tabs>
    </div>
  );
}
