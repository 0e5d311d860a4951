// Zod-free, so that pages showing these values (a profile's badge) load no validation library.

/** Whether a person is looking for work, and what they are looking for (PATCH /api/users/profile). */
export const OPEN_TO_WORK_STATUSES = ['open', 'casual', 'closed'] as const;
export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'freelance',
  'internship',
] as const;
export const WORKPLACES = ['remote', 'hybrid', 'onsite'] as const;
/** Who sees it: anyone, or only signed-in people (then visitors and crawlers see nothing of it). */
export const OPEN_TO_WORK_VISIBILITIES = ['everyone', 'signed-in'] as const;

export type OpenToWorkStatus = (typeof OPEN_TO_WORK_STATUSES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type Workplace = (typeof WORKPLACES)[number];
export type OpenToWorkVisibility = (typeof OPEN_TO_WORK_VISIBILITIES)[number];

export const MAX_WANTED_ROLES = 5;
export const MAX_WANTED_LOCATIONS = 5;
export const MAX_OPEN_TO_WORK_TEXT = 100;

/** What the form, badge and profile say, by value. */
export const OPEN_TO_WORK_LABELS = {
  status: { open: 'Open to work', casual: 'Casually looking', closed: 'Not looking' },
  employmentTypes: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    contract: 'Contract',
    freelance: 'Freelance',
    internship: 'Internship',
  },
  workplaces: { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' },
  visibility: { everyone: 'Everyone', 'signed-in': 'Signed-in people' },
} as const satisfies {
  status: Record<OpenToWorkStatus, string>;
  employmentTypes: Record<EmploymentType, string>;
  workplaces: Record<Workplace, string>;
  visibility: Record<OpenToWorkVisibility, string>;
};

export const OPEN_TO_WORK_MESSAGES = {
  format: 'Open to work must be a JSON object',
  status: 'Choose whether you are open to work, casually looking or not looking',
  tooManyRoles: `You can list at most ${MAX_WANTED_ROLES} roles`,
  tooManyLocations: `You can list at most ${MAX_WANTED_LOCATIONS} locations`,
  textTooLong: `Each role and location must be at most ${MAX_OPEN_TO_WORK_TEXT} characters`,
  employmentType: `Employment types are ${EMPLOYMENT_TYPES.join(', ')}`,
  workplace: `Workplaces are ${WORKPLACES.join(', ')}`,
  availableFrom: 'Available from must be a date (YYYY-MM-DD)',
  visibility: 'Choose who sees it: everyone or signed-in people',
} as const;

/** Whether a viewer (signed in or not) may see these details. */
export const openToWorkVisibleTo = (
  details: { visibility: OpenToWorkVisibility },
  signedIn: boolean,
) => details.visibility === 'everyone' || signedIn;
