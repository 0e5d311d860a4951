import { Link } from '@stackfolio/shared-ui/router';
import styled, { css } from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const chip = css`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
`;

/** One chip (a skill or tag) that is not a link: a filter shown on a page, a tag being edited. */
export const Chip = styled.span`
  ${chip}
`;

const ChipLink = styled(Link)`
  ${chip}
  position: relative; /* keeps the visually hidden words inside the chip */
  &:hover {
    text-decoration: underline;
  }
`;

const More = styled.span`
  ${chip}
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ChipLinksProps {
  /** The skills or tags, in order. Nothing is rendered for an empty list. */
  items: string[];
  /** Where each chip leads, e.g. `(skill) => '/profiles?skill=' + encodeURIComponent(skill)`. */
  hrefFor: (item: string) => string;
  /**
   * Words read before each item by screen readers and crawlers but not shown, so the link's text
   * describes where it goes: 'Profiles skilled in' makes the link "Profiles skilled in Go" while
   * the chip shows "Go". Lighthouse's link-text audit reads `innerText`, which includes visually
   * hidden text, and flags bare link texts such as "Go", "More" or "Start".
   */
  describedAs: string;
  /** The list's accessible name, e.g. "Tags" or "Ada Lovelace's skills". */
  label: string;
  /** Show the first `max` chips, then '+N more'. */
  max?: number;
}

/**
 * Skills or tags as chips that are real, crawlable links to the page filtered by them,
 * each with descriptive link text for screen readers and search engines.
 */
export function ChipLinks({ items, hrefFor, describedAs, label, max }: ChipLinksProps) {
  if (items.length === 0) return null;
  const shown = max === undefined ? items : items.slice(0, max);
  const hidden = items.length - shown.length;
  return (
    <List aria-label={label}>
      {shown.map((item) => (
        <li key={item}>
          <ChipLink to={hrefFor(item)}>
            <span className="sr-only">{`${describedAs} `}</span>
            {item}
          </ChipLink>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <More>+{hidden} more</More>
        </li>
      )}
    </List>
  );
}

/** The crawlable page of profiles with a skill. */
export const skillHref = (skill: string) => `/profiles?skill=${encodeURIComponent(skill)}`;
/** The crawlable page of projects with a tag. */
export const tagHref = (tag: string) => `/browse-projects?tag=${encodeURIComponent(tag)}`;

type ListProps = Pick<ChipLinksProps, 'label' | 'max'>;

/** Skills linking to /profiles?skill=…, each read as "Profiles skilled in <skill>". */
export function SkillLinks({ skills, ...rest }: ListProps & { skills: string[] }) {
  return (
    <ChipLinks items={skills} hrefFor={skillHref} describedAs="Profiles skilled in" {...rest} />
  );
}

/** Tags linking to /browse-projects?tag=…, each read as "Projects tagged <tag>". */
export function TagLinks({ tags, label = 'Tags', max }: Partial<ListProps> & { tags: string[] }) {
  return (
    <ChipLinks
      items={tags}
      hrefFor={tagHref}
      describedAs="Projects tagged"
      label={label}
      max={max}
    />
  );
}
