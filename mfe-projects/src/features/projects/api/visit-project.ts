import { apiSend, type Project } from '@stackfolio/shared-ui';

/** Only http(s) links are opened: a stored javascript: or data: URL must never run. */
export function isVisitableUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

/**
 * POST /api/projects/{id}/track-link-click, then opens the project's URL in a new tab, even when
 * the click could not be recorded (docs/product.md §4): the visitor's intent wins over our statistics.
 */
export async function visitProject(project: Pick<Project, 'id' | 'projectUrl'>): Promise<void> {
  if (!isVisitableUrl(project.projectUrl)) return;
  try {
    await apiSend('POST', `/api/projects/${project.id}/track-link-click`);
  } catch (error) {
    console.warn('Could not record the project link click', error);
  }
  window.open(project.projectUrl, '_blank', 'noopener,noreferrer');
}
