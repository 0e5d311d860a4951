import styled from 'styled-components';
import type { PublicUser, SocialLinks as SocialLinksShape } from '@stackfolio/shared-ui';
import { Tooltip, TooltipProvider } from '@stackfolio/shared-ui/tooltip';
import { SOCIAL_ICONS, type SocialNetwork } from './social-icons';

type WithSocial = Pick<PublicUser, 'githubUrl' | 'linkedinUrl' | 'youtubeUrl' | 'twitterUrl'> & {
  socialLinks?: SocialLinksShape | null;
};

const NETWORKS: {
  key: SocialNetwork;
  label: string;
  url: (u: WithSocial) => string | null | undefined;
}[] = [
  { key: 'linkedin', label: 'LinkedIn', url: (u) => u.linkedinUrl || u.socialLinks?.linkedin },
  { key: 'github', label: 'GitHub', url: (u) => u.githubUrl || u.socialLinks?.github },
  { key: 'youtube', label: 'YouTube', url: (u) => u.youtubeUrl || u.socialLinks?.youtube },
  { key: 'twitter', label: 'Twitter', url: (u) => u.twitterUrl },
];

/** Only http(s) links are rendered: a stored `javascript:` URL must never become a link. */
function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const IconLink = styled.a<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size + 16}px;
  height: ${({ $size }) => $size + 16}px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * The profile's social icons (linkedin, github, youtube, twitter), reading the flat url fields
 * and falling back to the socialLinks object (docs/product.md §3 keeps both shapes). Nothing when none is set.
 */
export function SocialLinks({
  user,
  ownerName,
  size = 20,
}: {
  user: WithSocial;
  ownerName: string;
  size?: number;
}) {
  const links = NETWORKS.map((network) => ({
    ...network,
    href: safeHref(network.url(user)),
  })).filter((link) => link.href);
  if (links.length === 0) return null;
  return (
    <TooltipProvider>
      <List aria-label={`${ownerName}'s social links`}>
        {links.map(({ key, label, href }) => {
          const Icon = SOCIAL_ICONS[key];
          return (
            <li key={key}>
              <Tooltip label={`${ownerName} on ${label}`}>
                <IconLink
                  href={href!}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${ownerName} on ${label}`}
                  $size={size}
                >
                  <Icon size={size} />
                </IconLink>
              </Tooltip>
            </li>
          );
        })}
      </List>
    </TooltipProvider>
  );
}
