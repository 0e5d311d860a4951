import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Input, Label, useDebouncedValue } from '@stackfolio/shared-ui';

const Wrapper = styled.div`
  max-width: 560px;
`;

/**
 * The search box. What the user types is sent (debounced) to the URL's `?q=`, which the list
 * reads, so a search can be shared, reloaded and undone with Back.
 */
export function ProjectSearch() {
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get('q') ?? '';
  const [term, setTerm] = useState(urlTerm);
  const debounced = useDebouncedValue(term.trim());

  // Back/forward or a link changed ?q=: show it in the box.
  useEffect(() => setTerm(urlTerm), [urlTerm]);

  // Write the URL only when the debounced term itself changed (setParams changes identity with
  // every URL change, and a cleared search must not be written back from a stale term).
  const written = useRef(debounced);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  return (
    <Wrapper role="search" aria-label="Projects">
      <Label htmlFor="project-search">Search projects</Label>
      <Input
        id="project-search"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search by title, description, tags or author..."
        autoComplete="off"
      />
    </Wrapper>
  );
}
