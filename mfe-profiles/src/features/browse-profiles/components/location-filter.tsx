import { MAX_OPEN_TO_WORK_TEXT, PROFILE_FILTER_LABELS } from '@stackfolio/contract';
import { TextField } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import { useTypedBeforeStart } from '../hooks/use-typed-before-start';

/** Part of a profile's location or of a place they would work; the page debounces it. */
export function LocationFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const input = useTypedBeforeStart(value, onChange);
  return (
    <TextField
      ref={input}
      id="profile-location"
      name="location"
      type="search"
      label={PROFILE_FILTER_LABELS.location}
      hint={TEXT.locationHint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      maxLength={MAX_OPEN_TO_WORK_TEXT}
    />
  );
}
