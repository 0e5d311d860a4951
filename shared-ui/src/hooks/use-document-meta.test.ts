import { renderHook } from '@testing-library/react';
import { useDocumentMeta } from './use-document-meta';

describe('useDocumentMeta', () => {
  it('sets the title with the site name and a single-line description of at most 160 characters', () => {
    renderHook(() => useDocumentMeta('Ada Lovelace', `Engineer\n\n${'x'.repeat(300)}`));
    expect(document.title).toBe('Ada Lovelace | Stackfolio');
    const description = document.head
      .querySelector('meta[name="description"]')!
      .getAttribute('content')!;
    expect(description.startsWith('Engineer x')).toBe(true);
    expect(description).toHaveLength(160);
  });

  it('leaves the title alone while the title is still undefined', () => {
    document.title = 'Before';
    renderHook(() => useDocumentMeta(undefined));
    expect(document.title).toBe('Before');
  });
});
