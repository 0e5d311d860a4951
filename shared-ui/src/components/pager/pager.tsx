import styled from 'styled-components';
import { Button, type ButtonVariant } from '../button/button';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface PagerProps {
  /** The navigation landmark's name ('Notification pages'). */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the two buttons say: 'Previous'/'Next' unless a list reads better otherwise. */
  previous?: string;
  next?: string;
  variant?: ButtonVariant;
}

/** "Page n of m" between a previous and a next button; nothing when everything fits one page. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  previous = 'Previous',
  next = 'Next',
  variant = 'secondary',
}: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button $variant={variant} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button $variant={variant} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </Nav>
  );
}
