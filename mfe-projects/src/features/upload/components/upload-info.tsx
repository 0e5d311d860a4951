import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';

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
          Files: PDF, DOC, DOCX, ZIP, TXT and JSON up to 50 MB. Images: PNG, JPG, GIF and WebP up to
          10 MB.
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
