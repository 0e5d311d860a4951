import styled, { createGlobalStyle } from 'styled-components';
import { highlightCss } from '@stackfolio/content/highlight-css';

/** The colours of highlighted code, in both themes (classes only: the CSP refuses style attributes). */
const CodeColours = createGlobalStyle`${highlightCss}`;

/**
 * HTML the server made from a person's Markdown, notebook or document and sanitized there: no
 * script, handler, style attribute or foreign resource survives it, and the page's CSP refuses
 * them anyway. It is shown as it is; the browser never parses Markdown.
 */
const Box = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.6;
  h1,
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  .heading-anchor {
    margin-right: 0.3em;
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function RichText({ html, id }: { html: string; id?: string }) {
  return (
    <>
      <CodeColours />
      <Box id={id} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
