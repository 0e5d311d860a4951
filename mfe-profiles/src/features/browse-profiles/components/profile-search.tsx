import { useEffect, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server-rendered box before the page hydrated is kept, not ignored: React
  // takes over the box with its own (empty) value and never saw those keystrokes.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the box is taken over
  }, []);
  return (
    <Box role="search" aria-label="Profiles">
      <label htmlFor="profile-search" className="sr-only">
        {TEXT.searchLabel}
      </label>
      <Input
        ref={input}
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
