import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@stackfolio/shared-ui/router';
import { isProjectId } from '../api/get-project';

const PROJECT_PARAM = 'project';
/** Router state set by in-app links that open the dialog, so closing it can simply go Back. */
export const OPENED_IN_APP = { projectDialog: true } as const;

/**
 * The project detail dialog lives in the URL (`?project={id}`), so a shared link opens it and
 * Back closes it. Other parameters (search, tag) are kept.
 */
export function useProjectParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedInApp = Boolean(
    (location.state as { projectDialog?: boolean } | null)?.projectDialog,
  );
  const raw = params.get(PROJECT_PARAM);
  const projectId = isProjectId(raw) ? Number(raw) : null;

  /** The `?…` to link to for opening project `id` from here. */
  const hrefFor = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set(PROJECT_PARAM, String(id));
      return `?${next}`;
    },
    [params],
  );

  // Opened from a card: Back returns to the list as it was. Opened from a shared link: drop the
  // parameter in place, so Back does not reopen the dialog.
  const close = useCallback(() => {
    if (openedInApp) {
      navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PROJECT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openedInApp, navigate, setParams]);

  return { projectId, hrefFor, close };
}
