import type { Project } from '@stackfolio/contract';
import styled from 'styled-components';
import { formatFileSize, useTimeAgo } from '../../format';

const Brief = styled.p`
  margin: 0;
`;

const Detailed = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: 0.8125rem;
  div {
    display: flex;
    gap: 4px;
  }
  dd {
    margin: 0;
  }
`;

/** 'brief': '12 views · 3 days ago'; 'detailed': Views, Size (with a file) and Added. */
export type ProjectStatsKind = 'brief' | 'detailed';

type StatsProject = Pick<Project, 'viewCount' | 'createdAt'> & { fileSize?: number | null };

function formatAddedDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export function ProjectStats({ project, kind }: { project: StatsProject; kind: ProjectStatsKind }) {
  const timeAgo = useTimeAgo();
  const views = project.viewCount ?? 0;
  if (kind === 'brief') {
    return (
      <Brief>
        {views} {views === 1 ? 'view' : 'views'} · {timeAgo(project.createdAt)}
      </Brief>
    );
  }
  return (
    <Detailed>
      <div>
        <dt>Views</dt>
        <dd>{views}</dd>
      </div>
      {project.fileSize ? (
        <div>
          <dt>Size</dt>
          <dd>{formatFileSize(project.fileSize)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Added</dt>
        <dd>
          <time dateTime={project.createdAt}>{formatAddedDate(project.createdAt)}</time>
        </dd>
      </div>
    </Detailed>
  );
}
