import styled from 'styled-components';
import { OPEN_TO_WORK_LABELS, type OpenToWork } from '@stackfolio/contract';
import { lookingForWork } from '../lib/open-to-work';

const Badge = styled.span`
  display: inline-block;
  width: fit-content;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.successSoftText};
  font-size: 0.8125rem;
  font-weight: 600;
`;

/** "Open to work" or "Casually looking" as words (the colour only repeats them); nothing otherwise. */
export function OpenToWorkBadge({
  openToWork,
  className,
}: {
  openToWork: OpenToWork | null | undefined;
  className?: string;
}) {
  const looking = lookingForWork(openToWork);
  if (!looking) return null;
  return <Badge className={className}>{OPEN_TO_WORK_LABELS.status[looking.status]}</Badge>;
}
