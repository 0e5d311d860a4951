import { render, renderHook } from '@testing-library/react';
import { StackfolioThemeProvider } from '../theme';
import { Dialog } from '../components/dialog/dialog';
import {
  DEFAULT_DOCUMENT_DESCRIPTION,
  DEFAULT_DOCUMENT_TITLE,
  metaDescription,
  useDocumentMeta,
} from './use-document-meta';

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

function Meta({ title, text }: { title: string | undefined; text?: string }) {
  useDocumentMeta(title, text);
  return null;
}

/** A page with its own meta and, optionally, an open dialog with its own. */
function PageWithDialog({
  dialog,
  pageTitle = 'Browse Projects',
}: {
  dialog?: string;
  pageTitle?: string;
}) {
  return (
    <StackfolioThemeProvider>
      <Meta title={pageTitle} text="All the projects." />
      {dialog !== undefined && (
        <Dialog open onOpenChange={() => {}} title={dialog}>
          <Meta title={dialog} text={`About ${dialog}.`} />
        </Dialog>
      )}
    </StackfolioThemeProvider>
  );
}

describe('useDocumentMeta', () => {
  it('sets the title with the site name and a single-line description cut at a word within 160 characters', () => {
    renderHook(() => useDocumentMeta('Ada Lovelace', `Engineer\n\n${'word '.repeat(60)}`));
    expect(document.title).toBe('Ada Lovelace | Stackfolio');
    const text = description()!;
    expect(text.startsWith('Engineer word word')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('leaves the title alone while the title is still undefined', () => {
    document.title = 'Before';
    renderHook(() => useDocumentMeta(undefined));
    expect(document.title).toBe('Before');
  });

  it('shows an open dialog’s meta over its page’s, and the page’s again once it closes', () => {
    const view = render(<PageWithDialog />);
    expect(document.title).toBe('Browse Projects | Stackfolio');
    view.rerender(<PageWithDialog dialog="Graph engine" />);
    expect(document.title).toBe('Graph engine | Stackfolio');
    expect(description()).toBe('About Graph engine.');
    view.rerender(<PageWithDialog />);
    expect(document.title).toBe('Browse Projects | Stackfolio');
    expect(description()).toBe('All the projects.');
  });

  it('lets the dialog win when page and dialog mount together (a deep link with cached data)', () => {
    render(<PageWithDialog dialog="Graph engine" />);
    expect(document.title).toBe('Graph engine | Stackfolio');
  });

  it('keeps the dialog’s meta when the page’s changes underneath it', () => {
    const view = render(<PageWithDialog dialog="Graph engine" />);
    view.rerender(<PageWithDialog dialog="Graph engine" pageTitle='Projects tagged "rust"' />);
    expect(document.title).toBe('Graph engine | Stackfolio');
    view.rerender(<PageWithDialog pageTitle='Projects tagged "rust"' />);
    expect(document.title).toBe('Projects tagged "rust" | Stackfolio');
  });

  it('goes back to the site defaults when no page on screen sets any', () => {
    const view = render(<Meta title="Ada Lovelace" text="Engineer." />);
    view.unmount();
    expect(document.title).toBe(DEFAULT_DOCUMENT_TITLE);
    expect(description()).toBe(DEFAULT_DOCUMENT_DESCRIPTION);
  });

  it('uses the site description for a page that gives a title only', () => {
    render(<Meta title="Edit Project" />);
    expect(document.title).toBe('Edit Project | Stackfolio');
    expect(description()).toBe(DEFAULT_DOCUMENT_DESCRIPTION);
  });
});

describe('metaDescription', () => {
  it('keeps short text and collapses whitespace', () => {
    expect(metaDescription('  a\n b  ')).toBe('a b');
  });
  it('cuts long text at a word and drops trailing punctuation before the ellipsis', () => {
    expect(metaDescription('alpha beta, gamma delta', 14)).toBe('alpha beta…');
  });
});
