import { useId, useState, type ReactNode } from 'react';
import { projectHref } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import type { Project } from '../../types';
import { listCardRendering } from '../card/card';
import { TagLinks } from '../chip-links/chip-links';
import { ResponsiveImage } from '../image/responsive-image';
import { ProjectAuthor } from './project-author';
import { PROJECT_CARD_IMAGE_SIZES, PROJECT_CARD_TAG_LIMIT } from './project-card-text';
import { ProjectStats, type ProjectStatsKind } from './project-stats';

const Root = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${listCardRendering('260px')}
`;

const Picture = styled(ResponsiveImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
  padding: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** The figures under the tags, pushed to the card's foot. */
const Details = styled.div`
  margin-top: auto;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export type ProjectCardProject = Pick<
  Project,
  | 'id'
  | 'userId'
  | 'title'
  | 'description'
  | 'tags'
  | 'imageUrl'
  | 'image'
  | 'path'
  | 'viewCount'
  | 'createdAt'
> &
  Partial<Pick<Project, 'user' | 'fileSize'>>;

export interface ProjectCardProps {
  project: ProjectCardProject;
  /** The card title's level in the page's outline. */
  headingLevel: 2 | 3;
  /** The picture's text alternative; empty when the title beside it says it all. */
  imageAlt: string;
  /** The first card's picture is the likely largest paint: loaded at once, high priority. */
  priority?: boolean;
  /** 'By {name} · {job title}' under the description, on lists of many people's projects. */
  showAuthor?: boolean;
  /** At the card's foot: views and age ('brief'), or views, size and date added ('detailed'). */
  stats: ProjectStatsKind;
  /** The owner's Edit and Delete (the dialog entry's ProjectOwnerActions), first of the actions. */
  ownerActions?: ReactNode;
  /** The list's own actions (quick view, download, pin). */
  children?: ReactNode;
}

/**
 * The one card of a project, wherever projects are listed (the project list, a portfolio):
 * picture, title leading to the project's page, description, author, tags, figures, the owner's
 * Edit and Delete and the list's own actions.
 */
export function ProjectCard({
  project,
  headingLevel,
  imageAlt,
  priority = false,
  showAuthor = false,
  stats,
  ownerActions,
  children,
}: ProjectCardProps) {
  const titleId = useId();
  const [imageBroken, setImageBroken] = useState(false);
  return (
    <Root aria-labelledby={titleId}>
      {project.imageUrl && !imageBroken && (
        <Picture
          image={project.image}
          fallbackSrc={project.imageUrl}
          alt={imageAlt}
          sizes={PROJECT_CARD_IMAGE_SIZES}
          priority={priority}
          onError={() => setImageBroken(true)}
        />
      )}
      <Body>
        <Title as={`h${headingLevel}`} id={titleId}>
          <Link to={projectHref(project)}>{project.title}</Link>
        </Title>
        {project.description && <Description>{project.description}</Description>}
        {showAuthor && <ProjectAuthor project={project} />}
        <TagLinks tags={project.tags ?? []} max={PROJECT_CARD_TAG_LIMIT} />
        <Details>
          <ProjectStats project={project} kind={stats} />
        </Details>
        {(ownerActions || children) && (
          <Actions>
            {ownerActions}
            {children}
          </Actions>
        )}
      </Body>
    </Root>
  );
}
