import styled from 'styled-components';
import { SEARCH_PLACEHOLDER } from '../../constants';
import { SearchForm } from '../../features/search';

const Form = styled(SearchForm)`
  width: 280px;
  input {
    min-height: 36px;
  }
`;

/**
 * docs/product.md §2: the top bar's search box (signed-in users, large screens). Enter opens the
 * results page, /search?q=….
 */
export function SearchBox({ className }: { className?: string }) {
  return (
    <Form
      id="site-search"
      landmark="Site"
      label="Search"
      placeholder={SEARCH_PLACEHOLDER}
      className={className}
    />
  );
}
