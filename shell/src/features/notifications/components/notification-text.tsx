import type { ReactNode } from 'react';
import { paths, savedSearchLine, weeklySummaryLine, type Notification } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';

const MODERATED: Record<string, string> = {
  hide: 'Moderators hid',
  restore: 'Moderators restored',
  remove: 'Moderators removed',
};

function ProjectLink({ project }: { project: NonNullable<Notification['project']> }) {
  return project.path ? <Link to={project.path}>{project.title}</Link> : <>{project.title}</>;
}

/** What one notification says, with links to the person and the project it is about. */
export function NotificationText({ item, actor }: { item: Notification; actor: ReactNode }) {
  switch (item.kind) {
    case 'like':
      return (
        <>
          {actor} liked {item.project ? <ProjectLink project={item.project} /> : 'your project'}
        </>
      );
    case 'comment':
      return (
        <>
          {actor} commented on{' '}
          {item.project ? <ProjectLink project={item.project} /> : 'your project'}
        </>
      );
    case 'follow':
      return <>{actor} started following you</>;
    case 'moderation': {
      const m = item.moderation;
      if (m?.action === 'suspend')
        return <>Moderators suspended your account. Reason: {m.reason}</>;
      if (m?.action === 'unsuspend') return <>Moderators lifted the suspension of your account</>;
      return (
        <>
          {MODERATED[m?.action ?? ''] ?? 'Moderators acted on'} your {m?.itemType} “{m?.title}”.
          Reason: {m?.reason}
        </>
      );
    }
    case 'new-device':
      return (
        <>
          New sign-in to your account{item.device?.country ? ` from ${item.device.country}` : ''}.
          Not you? Change your password in <Link to={paths.settings()}>Settings</Link>.
        </>
      );
    case 'contact':
      return (
        <>
          {actor} sent you a contact request. Read and answer it in{' '}
          <Link to={paths.messages()}>Messages</Link>.
        </>
      );
    case 'saved-search': {
      const search = item.savedSearch;
      if (!search) return null;
      const query = search.query ? `?${search.query}` : '';
      return (
        <Link to={`${paths.browseProfiles()}${query}`}>
          {savedSearchLine(search.newProfiles, search.name)}
        </Link>
      );
    }
    case 'weekly-summary':
      return item.weeklySummary ? (
        <Link to={paths.analytics()}>{weeklySummaryLine(item.weeklySummary)}</Link>
      ) : null;
    default:
      return null;
  }
}
