import { paths } from '@stackfolio/contract';
import { TitledCard } from '@stackfolio/shared-ui';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { HIGHLIGHTED_PROJECTS } from '../constants';
import type { TopProject } from '../types';
import { formatCount } from '../lib/labels';
import { Muted, Small } from './section-card';

const Ranked = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.primarySoft : 'transparent')};
  border: 1px solid
    ${({ $highlighted, theme }) => ($highlighted ? theme.colors.primarySoftBorder : 'transparent')};
`;

const Rank = styled.span<{ $highlighted: boolean }>`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.primary : theme.colors.border)};
  color: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.primaryText : theme.colors.text)};
`;

const Title = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The most viewed projects, numbered; the first three stand out. */
export function TopProjects({ projects }: { projects: TopProject[] }) {
  return (
    <TitledCard title="Top Performing Projects">
      {projects.length === 0 ? (
        <Muted>
          No projects yet. <Link to={paths.upload()}>Upload your first project</Link> to see how it
          performs.
        </Muted>
      ) : (
        <Ranked>
          {projects.map((project, index) => {
            const highlighted = index < HIGHLIGHTED_PROJECTS;
            return (
              <Row key={project.id} $highlighted={highlighted} data-highlighted={highlighted}>
                <Rank $highlighted={highlighted} aria-hidden="true">
                  {index + 1}
                </Rank>
                <div>
                  <Title>
                    <span className="sr-only">{`Number ${index + 1}${highlighted ? ', top project' : ''}: `}</span>
                    {project.title}
                  </Title>
                  <Small>
                    {formatCount(project.viewCount)} views · {formatCount(project.downloadCount)}{' '}
                    downloads
                  </Small>
                </div>
              </Row>
            );
          })}
        </Ranked>
      )}
    </TitledCard>
  );
}
