import type { MouseEvent } from 'react';
import { Button, ButtonLink, type Project } from '@stackfolio/shared-ui';
import { useDownloadProject } from '../api/download-project';
import { isVisitableUrl, visitProject } from '../api/visit-project';

type ActionProject = Pick<Project, 'id' | 'title' | 'fileName' | 'projectUrl'>;

/**
 * Download (a real link to the file, so it works without JavaScript and for crawlers, upgraded to
 * a blob save with toasts) and Visit Project. Each shows only when the project has a file / URL.
 */
export function ProjectActions({ project }: { project: ActionProject }) {
  const download = useDownloadProject();
  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!download.isPending) download.mutate(project);
  };
  return (
    <>
      {project.fileName && (
        <ButtonLink
          $variant="secondary"
          href={`/api/projects/${project.id}/download`}
          onClick={onDownload}
          aria-label={`Download ${project.title}`}
          aria-disabled={download.isPending || undefined}
        >
          Download
        </ButtonLink>
      )}
      {isVisitableUrl(project.projectUrl) && (
        <Button
          onClick={() => void visitProject(project)}
          aria-label={`Visit Project ${project.title}`}
        >
          Visit Project
        </Button>
      )}
    </>
  );
}
