import { useState } from 'react';
import { Input } from '@stackfolio/shared-ui';
import { useNavigate } from '@stackfolio/shared-ui/router';
import { SEARCH_MAX_LENGTH, searchPath } from '../search-path';

export interface SearchFormProps {
  /** The input's id (unique on the page). */
  id: string;
  /** The search landmark's name, unique on the page (the top bar's and the results page's). */
  landmark: string;
  /** The input's label (visually hidden). */
  label: string;
  placeholder?: string;
  initialTerm?: string;
  className?: string;
}

/**
 * A search box that opens the results page (`/search?q=…`) on Enter. The typed text stays in
 * the component until then; an empty or blank search goes nowhere.
 */
export function SearchForm(props: SearchFormProps) {
  const [term, setTerm] = useState(props.initialTerm ?? '');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label={props.landmark}
      className={props.className}
      onSubmit={(event) => {
        event.preventDefault();
        if (term.trim()) navigate(searchPath(term));
      }}
    >
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <Input
        id={props.id}
        type="search"
        name="q"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={props.placeholder}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
    </form>
  );
}
