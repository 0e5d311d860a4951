import styled from 'styled-components';
import { Input } from '@stackfolio/shared-ui';
import { SEARCH_MAX_LENGTH, TEXT } from '../../../constants';
import { useTypedBeforeStart } from '../hooks/use-typed-before-start';

const Box = styled.div`
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * The search box of /profiles; the page debounces what it sends to the server. `form` names the
 * filters' form, so without JavaScript the words are sent with the filters.
 */
export function ProfileSearch({
  value,
  onChange,
  form,
}: {
  value: string;
  onChange: (value: string) => void;
  form?: string;
}) {
  const input = useTypedBeforeStart(value, onChange);
  return (
    <Box role="search" aria-label="Profiles">
      <label htmlFor="profile-search" className="sr-only">
        {TEXT.searchLabel}
      </label>
      <Input
        ref={input}
        id="profile-search"
        type="search"
        name="q"
        form={form}
        placeholder={TEXT.searchPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
      />
    </Box>
  );
}
