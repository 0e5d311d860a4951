import { fullName, type PublicUser } from '@stackfolio/shared-ui';
import { DEFAULT_JOB_TITLE } from '../constants';

type Named = Pick<PublicUser, 'firstName' | 'lastName'>;

/** The name shown for a profile; users register with both names, so the fallback is rare. */
export function displayName(user: Named): string {
  return fullName(user, 'Stackfolio member');
}

/** docs/product.md §3: jobTitle, else 'IT Professional'. */
export function jobTitleOf(user: Pick<PublicUser, 'jobTitle'>): string {
  return user.jobTitle?.trim() || DEFAULT_JOB_TITLE;
}

/** Avatar fallback: the first letter of the first name (docs/product.md §2), else the generic icon. */
export function avatarLetter(user: Named): string {
  return user.firstName?.trim().charAt(0).toUpperCase() ?? '';
}

/** "1 project", "3 projects". */
export function projectCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'project' : 'projects'}`;
}
