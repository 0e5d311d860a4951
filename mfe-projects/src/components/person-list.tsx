import type { ReactNode } from 'react';
import { css } from 'styled-components';
import { Avatar, fullName, initials, plainListStyles } from '@stackfolio/shared-ui';
import { MESSAGES } from '../constants';

type Person = {
  firstName?: string | null;
  lastName?: string | null;
  avatarUrl?: string | null;
};

/** Lists of people's posts (comments, reactions): avatar beside the text, muted times. */
export const personListStyles = css`
  ${plainListStyles}
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * One row of a person list: the person's avatar (or initials), then what `children` renders
 * with their display name, 'Anonymous' when the person is unknown.
 */
export function PersonRow({
  person,
  avatarSize,
  children,
}: {
  person: Person | null | undefined;
  avatarSize: number;
  children: (name: string) => ReactNode;
}) {
  const name = fullName(person, MESSAGES.anonymous);
  return (
    <li>
      <Avatar src={person?.avatarUrl} name={name} fallback={initials(person)} size={avatarSize} />
      <div>{children(name)}</div>
    </li>
  );
}
