import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { ButtonLink } from '@stackfolio/shared-ui';
import { DeleteProjectButton } from './delete-project-button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  > * {
    flex: 1;
  }
`;

/**
 * The owner's Edit (to the edit page) and Delete (with the edit page's confirmation) on a
 * ProjectCard (its `ownerActions`). In this entry, with the dialog, so pages load it for owners only.
 */
export function ProjectOwnerActions({ project }: { project: { id: number; title: string } }) {
  return (
    <Row>
      <ButtonLink
        as={Link}
        to={paths.editProject(project.id)}
        $variant="secondary"
        aria-label={`Edit ${project.title}`}
      >
        Edit
      </ButtonLink>
      <DeleteProjectButton projectId={project.id} title={project.title} label="Delete" named />
    </Row>
  );
}
