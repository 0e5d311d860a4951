import { Label, Select } from '@stackfolio/shared-ui';
import {
  PROFILE_FILTER_LABELS,
  PROFILE_SORT_LABELS,
  PROFILE_SORTS,
  type ProfileSort,
} from '@stackfolio/contract';
import { defaultSort } from '../model/profile-filter';

/** The order of the list; 'Most relevant' is offered only while there are words to match. */
export function SortSelect({
  q,
  sort,
  onChange,
}: {
  q: string;
  sort: ProfileSort | '';
  onChange: (sort: ProfileSort) => void;
}) {
  const sorts = PROFILE_SORTS.filter((s) => s !== 'relevant' || q);
  return (
    <div>
      <Label htmlFor="profile-sort">{PROFILE_FILTER_LABELS.sort}</Label>
      <Select
        id="profile-sort"
        name="sort"
        value={sort || defaultSort(q)}
        onChange={(event) => onChange(event.target.value as ProfileSort)}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {PROFILE_SORT_LABELS[s]}
          </option>
        ))}
      </Select>
    </div>
  );
}
