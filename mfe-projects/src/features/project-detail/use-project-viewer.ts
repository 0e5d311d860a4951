import { useState } from 'react';
import { toast, useAuth, type Project } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../constants';

type Prompt = 'like' | 'comment' | null;

/**
 * Who looks at a project: signed in or not, allowed to edit it (owner or admin), and the sign-in
 * prompt a signed-out like or comment asks for (a toast, then the prompt under the actions).
 */
export function useProjectViewer(project: Pick<Project, 'userId'>) {
  const { isAuthenticated, isAdmin, user } = useAuth();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const askToSignIn = (kind: Exclude<Prompt, null>) => () => {
    const reason = kind === 'like' ? MESSAGES.signInToLike : MESSAGES.signInToComment;
    toast({ title: MESSAGES.signInRequired, description: reason, variant: 'destructive' });
    setPrompt(kind);
  };
  const promptReason =
    prompt === null ? null : prompt === 'like' ? MESSAGES.signInToLike : MESSAGES.signInToComment;
  return {
    isAuthenticated,
    canEdit: isAdmin || (user !== null && user.id === project.userId),
    isOwner: user !== null && user.id === project.userId,
    askToSignIn,
    promptReason,
  };
}
