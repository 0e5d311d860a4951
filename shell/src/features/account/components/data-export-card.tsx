import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';
import { DATA_EXPORT_URL } from '../api/account-requests';

/** Styled like a secondary button; a plain link so the browser streams the zip to disk. */
const DownloadLink = styled.a`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Settings → Download my data (GDPR art. 20). */
export function DataExportCard() {
  return (
    <Card aria-labelledby="export-title">
      <CardTitle id="export-title">Download My Data</CardTitle>
      <p>
        A zip file with your profile, projects, comments, likes and analytics (as JSON, described in
        its README.txt) and every file and image you uploaded.
      </p>
      <DownloadLink href={DATA_EXPORT_URL} download>
        Download my data
      </DownloadLink>
    </Card>
  );
}
