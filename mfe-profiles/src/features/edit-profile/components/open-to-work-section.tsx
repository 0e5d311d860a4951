import { useFormContext } from 'react-hook-form';
import {
  EMPLOYMENT_TYPES,
  OPEN_TO_WORK_LABELS,
  OPEN_TO_WORK_STATUSES,
  OPEN_TO_WORK_VISIBILITIES,
  WORKPLACES,
} from '@stackfolio/contract';
import { TextField } from '@stackfolio/shared-ui';
import { OPEN_TO_WORK_TEXT } from '../../../constants';
import type { ProfileFormInput } from '../model/profile-form-schema';
import { ChoiceGroup } from './choice-group';
import { FieldGrid, FormSection } from './form-section';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const STATUS_OPTIONS = [
  ...optionsOf(OPEN_TO_WORK_STATUSES, OPEN_TO_WORK_LABELS.status),
  { value: '' as const, label: OPEN_TO_WORK_TEXT.notShown },
];
const EMPLOYMENT_OPTIONS = optionsOf(EMPLOYMENT_TYPES, OPEN_TO_WORK_LABELS.employmentTypes);
const WORKPLACE_OPTIONS = optionsOf(WORKPLACES, OPEN_TO_WORK_LABELS.workplaces);
const VISIBILITY_OPTIONS = optionsOf(OPEN_TO_WORK_VISIBILITIES, OPEN_TO_WORK_LABELS.visibility);

/**
 * Open to work: whether the person is looking (or "Don't show", which clears it), what for, from
 * when, and who sees it. The contract's schema checks it on save, with the API's messages.
 */
export function OpenToWorkSection() {
  const { register, formState } = useFormContext<ProfileFormInput>();
  const errors = formState.errors.openToWork;
  return (
    <FormSection id="section-open-to-work" title={OPEN_TO_WORK_TEXT.title} group>
      <ChoiceGroup
        id="profile-open-to-work-status"
        legend={OPEN_TO_WORK_TEXT.status}
        type="radio"
        options={STATUS_OPTIONS}
        error={errors?.status?.message}
        registration={register('openToWork.status')}
      />
      <FieldGrid>
        <TextField
          id="profile-open-to-work-roles"
          label={OPEN_TO_WORK_TEXT.roles}
          hint={OPEN_TO_WORK_TEXT.rolesHint}
          placeholder="e.g. Frontend Engineer, Tech Lead"
          error={errors?.roles?.message}
          {...register('openToWork.roles')}
        />
        <TextField
          id="profile-open-to-work-locations"
          label={OPEN_TO_WORK_TEXT.locations}
          hint={OPEN_TO_WORK_TEXT.locationsHint}
          placeholder="e.g. Berlin, London"
          error={errors?.locations?.message}
          {...register('openToWork.locations')}
        />
      </FieldGrid>
      <ChoiceGroup
        id="profile-open-to-work-employment"
        legend={OPEN_TO_WORK_TEXT.employmentTypes}
        type="checkbox"
        options={EMPLOYMENT_OPTIONS}
        error={errors?.employmentTypes?.message}
        registration={register('openToWork.employmentTypes')}
      />
      <ChoiceGroup
        id="profile-open-to-work-workplaces"
        legend={OPEN_TO_WORK_TEXT.workplaces}
        type="checkbox"
        options={WORKPLACE_OPTIONS}
        error={errors?.workplaces?.message}
        registration={register('openToWork.workplaces')}
      />
      <FieldGrid>
        <TextField
          id="profile-open-to-work-available-from"
          label={OPEN_TO_WORK_TEXT.availableFrom}
          hint={OPEN_TO_WORK_TEXT.availableFromHint}
          type="date"
          error={errors?.availableFrom?.message}
          {...register('openToWork.availableFrom')}
        />
      </FieldGrid>
      <ChoiceGroup
        id="profile-open-to-work-visibility"
        legend={OPEN_TO_WORK_TEXT.visibility}
        type="radio"
        options={VISIBILITY_OPTIONS}
        error={errors?.visibility?.message}
        registration={register('openToWork.visibility')}
      />
    </FormSection>
  );
}
