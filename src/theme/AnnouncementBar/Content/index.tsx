import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Content from '@theme-original/AnnouncementBar/Content';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

// The theme shows one announcement on every page, but the 0.7 pages describe another panel than
// the rest of the site, so there the bar says so instead (the text is src/plugins/announcementBar/
// options.ts's, through the config's custom fields).
export default function AnnouncementBarContent(props: Props): ReactNode {
  const onLegacyPage = useActivePluginAndVersion()?.activeVersion?.name === '0.7';
  const {legacyAnnouncement} = useDocusaurusContext().siteConfig.customFields as {
    legacyAnnouncement: string;
  };
  if (!onLegacyPage) {
    return <Content {...props} />;
  }
  return (
    <div
      {...props}
      className={clsx(styles.content, props.className)}
      dangerouslySetInnerHTML={{__html: legacyAnnouncement}}
    />
  );
}
