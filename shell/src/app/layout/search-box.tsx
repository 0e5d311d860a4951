import { useState } from 'react';
import styled from 'styled-components';
import { Input } from '@stackfolio/shared-ui';
import { SEARCH_PLACEHOLDER } from '../../constants';

const Form = styled.form`
  width: 280px;
  input {
    min-height: 36px;
  }
`;

/**
 * docs/product.md §2: the top bar's search box. The typed text stays in this component; the spec shows no
 * search request, so submitting does nothing yet.
 */
export function SearchBox({ className }: { className?: string }) {
  const [term, setTerm] = useState('');
  return (
    <Form role="search" className={className} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="site-search" className="sr-only">
        Search
      </label>
      <Input
        id="site-search"
        type="search"
        placeholder={SEARCH_PLACEHOLDER}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
    </Form>
  );
}
