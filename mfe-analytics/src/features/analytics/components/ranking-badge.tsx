import styled from 'styled-components';
import { rankingTone, TONE_COLORS, type RankingTone } from '../constants';

const Badge = styled.span<{ $tone: RankingTone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.full};
  font-weight: 700;
  color: ${({ $tone }) => TONE_COLORS[$tone].text};
  background: ${({ $tone }) => TONE_COLORS[$tone].background};
`;

/** The ranking word on its colour: High green, Moderate yellow, anything else red (docs/product.md §9). */
export function RankingBadge({ ranking }: { ranking: string }) {
  const tone = rankingTone(ranking);
  return (
    <Badge $tone={tone} data-tone={tone}>
      {ranking}
    </Badge>
  );
}
