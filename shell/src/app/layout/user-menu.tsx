import { useState } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Avatar, fullName, useThemeChoice, type CurrentUser } from '@stackfolio/shared-ui';
import { parseThemeChoice, paths, profilePath } from '@stackfolio/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@stackfolio/shared-ui/dropdown-menu';
import { useLogout } from '../../features/auth/api/logout';
import { THEME_OPTIONS } from './theme-options';

const Trigger = styled.button`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const GroupLabel = styled(DropdownMenuLabel)`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Email = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * docs/product.md §2 avatar menu: full name and email, then View Profile, Settings, Upload Project, Resume
 * Builder, the theme (System / Light / Dark) and Log out. The avatar falls back to the
 * first letter of the first name, else an icon.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const logOut = useLogout();
  const { choice, setChoice } = useThemeChoice();
  const name = fullName(user);
  // The menu renders next to its trigger, inside the banner landmark, rather than at the end of <body>.
  const [container, setContainer] = useState<HTMLSpanElement | null>(null);
  return (
    <DropdownMenu modal={false}>
      <span ref={setContainer} />
      <DropdownMenuTrigger asChild>
        <Trigger type="button" aria-label="Account menu">
          <Avatar
            src={user.avatarUrl}
            name={name || 'User'}
            fallback={user.firstName?.trim().charAt(0).toUpperCase()}
          />
        </Trigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent container={container}>
        <DropdownMenuLabel>
          {name && <Name>{name}</Name>}
          <Email>{user.email}</Email>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={profilePath(user)}>View Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings()}>Settings</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.upload()}>Upload Project</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.resume()}>Resume Builder</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <GroupLabel id="theme-menu-label">Theme</GroupLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="theme-menu-label"
          value={choice}
          onValueChange={(value) => setChoice(parseThemeChoice(value))}
        >
          {THEME_OPTIONS.map(({ value, label }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>Log out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
