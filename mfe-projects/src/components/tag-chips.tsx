import { Link } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Chip = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: #eef2ff;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
  text-decoration: none;
  a&:hover { text-decoration: underline; }
`;

/** A project's tags as crawlable links to /browse-projects?tag=…; `max` shows the first N plus '+N more'. */
export function TagChips({ tags, max }: { tags: string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <List aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag}>
          <Chip as={Link} to={`/browse-projects?tag=${encodeURIComponent(tag)}`}>
            {tag}
          </Chip>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Chip>+{hidden} more</Chip>
        </li>
      )}
    </List>
  );
}
