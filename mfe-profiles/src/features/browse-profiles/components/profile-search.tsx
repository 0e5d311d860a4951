import styled from 'styled-components';
import { Input } from '@stackfolio/shared-ui';
import { SEARCH_MAX_LENGTH, TEXT } from '../../../constants';

const Box = styled.div`
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The search box of /profiles; the page debounces what it sends to the server. */
export function ProfileSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box role="search">
      <label htmlFor="profile-search" className="sr-only">
        {TEXT.searchLabel}
      </label>
      <Input
        id="profile-search"
        type="search"
        placeholder={TEXT.searchPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
      />
    </Box>
  );
}
