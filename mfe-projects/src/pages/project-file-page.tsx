import { useState } from 'react';
import { Link, useParams } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { PROJECT_CONTENT_MESSAGES, type ProjectFile } from '@stackfolio/contract';
import {
  ApiError,
  ButtonLink,
  ErrorState,
  Page,
  PageTitle,
  Skeleton,
  formatFileSize,
  useDocumentMeta,
  type ProjectDetail,
} from '@stackfolio/shared-ui';
import { projectAddressOf, useProjectPage } from '../features/project-page/api/get-project-page';
import {
  FILE_PREVIEW_ID,
  useFilePreview,
  usePreviewHtml,
} from '../features/project-page/api/get-file-preview';
import { RichText } from '../components/rich-text';
import { projectFileMeta } from '../features/project-detail/project-meta';
import { useLineHighlight } from '../features/project-page/components/line-highlight';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Crumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** `report.zip/src/main.py` → the file `report.zip` and the entry `src/main.py`. */
export function fileRefOf(splat: string | undefined): { name: string; entry?: string } | null {
  if (!splat) return null;
  const [name, ...rest] = splat.split('/');
  const entry = rest.filter(Boolean).join('/');
  return name ? { name, entry: entry || undefined } : null;
}

function Preview({
  project,
  file,
  entry,
}: {
  project: ProjectDetail;
  file: ProjectFile;
  entry?: string;
}) {
  const target = { projectId: project.id, fileId: file.id, entry };
  const preview = useFilePreview(target);
  const html = usePreviewHtml(target, preview.data?.html ?? null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useLineHighlight(box, html);
  if (preview.isLoading || preview.data?.state === 'pending')
    return (
      <Skeleton $height="240px" role="status" aria-label={PROJECT_CONTENT_MESSAGES.preparing} />
    );
  if (preview.isError)
    return (
      <ErrorState
        title="Failed to load the preview"
        onRetry={() => void preview.refetch()}
        retryLabel="Try Again"
      />
    );
  const data = preview.data!;
  if (!html)
    return (
      <p>
        {data.note
          ? `${PROJECT_CONTENT_MESSAGES.noPreview}: ${data.note}`
          : PROJECT_CONTENT_MESSAGES.noPreview}
      </p>
    );
  return (
    <div ref={setBox}>
      <RichText html={html} id={FILE_PREVIEW_ID} />
    </div>
  );
}

/**
 * `/@{handle}/{slug}/files/{name}` and, inside a zip, `/…/files/{name}/{path}`: one file of a
 * project shown in the page, made on the server when the file was stored.
 */
export function ProjectFilePage() {
  const params = useParams();
  const address = projectAddressOf(params);
  const ref = fileRefOf(params['*']);
  const project = useProjectPage(address);
  const file = project.data?.files.find((f) => f.name === ref?.name);
  const shown = ref?.entry ?? ref?.name ?? '';
  const meta = project.data ? projectFileMeta(project.data, shown) : undefined;
  useDocumentMeta(meta?.title ?? shown, meta?.description);
  const missing =
    address === null ||
    ref === null ||
    (project.error instanceof ApiError && project.error.status === 404) ||
    (project.data && !file);
  if (missing)
    return (
      <Page>
        <ErrorState title={PROJECT_CONTENT_MESSAGES.fileNotFound} />
      </Page>
    );
  if (!project.data || !file)
    return (
      <Page>
        <Skeleton $height="320px" role="status" aria-label="Loading file" />
      </Page>
    );
  const projectPath = project.data.path ?? '';
  return (
    <Page>
      <Header>
        <Crumbs aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={projectPath}>{project.data.title}</Link>
            </li>
            {ref?.entry && (
              <li>
                <a href={`${projectPath}/files/${encodeURIComponent(file.name)}`}>{file.name}</a>
              </li>
            )}
          </ol>
        </Crumbs>
        <PageTitle>{shown}</PageTitle>
        <p>
          {formatFileSize(file.size)} · a file of {project.data.title}
        </p>
        <div>
          <ButtonLink href={file.url} download={file.name} $variant="secondary">
            Download {file.name}
          </ButtonLink>
        </div>
      </Header>
      <Preview project={project.data} file={file} entry={ref?.entry} />
    </Page>
  );
}
