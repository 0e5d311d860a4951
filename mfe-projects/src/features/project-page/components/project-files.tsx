import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { formatFileSize, type Project, type ProjectFile } from '@stackfolio/shared-ui';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:first-child {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A file's preview page, `/@{handle}/{slug}/files/{name}`. */
export function filePreviewPath(project: Pick<Project, 'path'>, file: Pick<ProjectFile, 'name'>) {
  return project.path ? `${project.path}/files/${encodeURIComponent(file.name)}` : null;
}

/** Every file of the project: its name opens the preview, Download saves it. */
export function ProjectFiles({ project, files }: { project: Project; files: ProjectFile[] }) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="project-files">
      <h2 id="project-files">Files</h2>
      <List>
        {files.map((file) => {
          const preview = filePreviewPath(project, file);
          return (
            <li key={file.id}>
              {preview ? <Link to={preview}>{file.name}</Link> : <strong>{file.name}</strong>}
              <span>{formatFileSize(file.size)}</span>
              <a href={file.url} download={file.name} aria-label={`Download ${file.name}`}>
                Download
              </a>
            </li>
          );
        })}
      </List>
    </section>
  );
}
