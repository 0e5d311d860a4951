import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.5; }`;

/**
 * A grey placeholder while something loads. Given an `aria-label`, it is announced as a status
 * ("Loading devices"): a plain div may not carry a label (axe's aria-prohibited-attr), so the
 * role comes with the label unless the caller sets another.
 */
export const Skeleton = styled.div.attrs<{ 'aria-label'?: string; role?: string }>((props) =>
  props['aria-label'] && !props.role ? { role: 'status' } : {},
)<{ $height?: string; $width?: string; $marginTop?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  margin-top: ${({ $marginTop = '0' }) => $marginTop};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

/** `count` placeholder cards (the spec fixes the counts: 6 profiles, 9 projects). */
export function SkeletonGrid({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <Grid role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} data-testid="skeleton-card" $height="180px" />
      ))}
    </Grid>
  );
}
