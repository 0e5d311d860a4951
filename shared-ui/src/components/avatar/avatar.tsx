import * as RadixAvatar from '@radix-ui/react-avatar';
import styled from 'styled-components';
import type { Image as ProcessedImage } from '../../types';

const Root = styled(RadixAvatar.Root)<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
`;

const Image = styled(RadixAvatar.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden="true" fill="currentColor">
      <path d="M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}

export interface AvatarProps {
  src?: string | null;
  /** The processed avatar: its srcset lets the browser take the variant for `size` and the screen. */
  image?: ProcessedImage | null;
  /** Accessible name of the person, e.g. "Ada Lovelace". */
  name: string;
  /** Letters shown when there is no image, e.g. the first letter of the first name. */
  fallback?: string;
  size?: number;
}

/** A round avatar: the image, else the fallback letters, else a generic person icon. */
export function Avatar({ src, image, name, fallback, size = 40 }: AvatarProps) {
  return (
    <Root $size={size} aria-label={name || 'User'} role="img">
      {image ? (
        <Image
          src={image.src}
          srcSet={image.srcset}
          sizes={`${size}px`}
          width={size}
          height={size}
          loading="lazy"
          alt=""
        />
      ) : (
        src && <Image src={src} width={size} height={size} alt="" />
      )}
      <RadixAvatar.Fallback delayMs={src ? 300 : 0}>
        {fallback || <PersonIcon />}
      </RadixAvatar.Fallback>
    </Root>
  );
}
