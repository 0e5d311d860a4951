import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isProjectId } from '../../projects/api/get-project';

export const PROJECT_PARAM = 'project';

/**
 * The project detail dialog lives in the URL (`?project={id}`), so a shared link opens it and
 * Back closes it. Other parameters (search, tag) are kept.
 */
export function useProjectParam() {
  const [params, setParams] = useSearchParams();
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

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PROJECT_PARAM);
        return next;
      },
      { replace: false },
    );
  }, [setParams]);

  return { projectId, hrefFor, close };
}
