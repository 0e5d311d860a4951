import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { skillHref } from '../lib/user-display';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const badge = css`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: #eef2ff;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
`;

const BadgeLink = styled(Link)`
  ${badge}
  &:hover {
    text-decoration: underline;
  }
`;
const Badge = styled.span`
  ${badge}
`;
const More = styled.span`
  ${badge}
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Skills as badges: the first `max`, then '+N more'. Each one links to the profiles that have
 * it (`/profiles?skill=…`), a real anchor crawlers can follow (issue 13).
 */
export function SkillBadges({
  skills,
  max,
  label,
  linked = true,
}: {
  skills: string[];
  max?: number;
  label: string;
  linked?: boolean;
}) {
  if (skills.length === 0) return null;
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.length - shown.length;
  return (
    <List aria-label={label}>
      {shown.map((skill) => (
        <li key={skill}>
          {linked ? <BadgeLink to={skillHref(skill)}>{skill}</BadgeLink> : <Badge>{skill}</Badge>}
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
