import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';
import { PROJECT_CONTENT_LIMITS as L } from '@stackfolio/contract';

const MB = 1024 * 1024;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tips = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The three info cards above the form (docs/product.md §2). */
export function UploadInfoCards() {
  return (
    <Grid>
      <Card>
        <CardTitle>Supported Formats</CardTitle>
        <p>
          Up to {L.files} files of {L.fileBytes / MB} MB each: PDF, Word, ZIP, notebooks, Markdown,
          CSV, text and source code. Up to {L.images} PNG, JPG, GIF or WebP images of{' '}
          {L.imageBytes / MB} MB each, and a Markdown write-up.
        </p>
      </Card>
      <Card>
        <CardTitle>Secure Storage</CardTitle>
        <p>
          Your files are stored securely and are accessible only to you and the viewers of your
          project.
        </p>
      </Card>
      <Card>
        <CardTitle>Instant Sharing</CardTitle>
        <p>
          Your project appears on your profile and in Browse Projects as soon as it is uploaded.
        </p>
      </Card>
    </Grid>
  );
}

/** The tips card with four tips (docs/product.md §2). */
export function UploadTipsCard() {
  return (
    <Card>
      <CardTitle>Tips for a Great Project</CardTitle>
      <Tips>
        <li>Use a clear, descriptive title that says what the project does.</li>
        <li>Explain the problem, your approach and the result in the description.</li>
        <li>Add tags for the languages, frameworks and tools you used so people can find it.</li>
        <li>Include a preview image and a link to a live demo or repository.</li>
      </Tips>
    </Card>
  );
}
