import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { checkHandle, HANDLE_MAX } from '@stackfolio/contract';
import { TextField as SharedTextField } from '@stackfolio/shared-ui';
import { useHandleCheck } from '../api/check-handle';
import type { ProfileFormInput } from '../model/profile-form-schema';

const Status = styled.p<{ $ok: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

/** The sentence under the field while the handle differs from the saved one: the rules' verdict at once, the server's once typing pauses. */
function useStatus(handle: string, saved: string): { text: string; ok: boolean } | null {
  const changed = handle !== '' && handle !== saved;
  const refused = changed ? checkHandle(handle) : null;
  const check = useHandleCheck(handle, changed && !refused);
  if (!changed) return null;
  if (refused) return { text: refused.message, ok: false };
  if (check.pending) return { text: 'Checking availability…', ok: true };
  if (check.isError) return { text: 'Could not check availability right now', ok: false };
  if (!check.data) return null;
  const ok = check.data.status === 'available' || check.data.status === 'yours';
  return { text: check.data.message, ok };
}

/**
 * Handle: the public address `/@handle`, checked against the shared rules as typed and
 * against the server (debounced) for availability; the verdict is announced politely.
 */
export function HandleField({ saved }: { saved: string }) {
  const { register, formState } = useFormContext<ProfileFormInput>();
  const typed = useWatch<ProfileFormInput, 'handle'>({ name: 'handle' }) ?? '';
  const handle = typed.trim().toLowerCase();
  const status = useStatus(handle, saved);
  const address = `${typeof window === 'undefined' ? '' : window.location.host}/@${handle || saved}`;
  return (
    <div>
      <SharedTextField
        id="profile-handle"
        label="Handle"
        hint={`Your profile address: ${address}`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={HANDLE_MAX + 10}
        error={formState.errors.handle?.message}
        {...register('handle')}
      />
      <div aria-live="polite" id="profile-handle-status">
        {status && !formState.errors.handle && <Status $ok={status.ok}>{status.text}</Status>}
      </div>
    </div>
  );
}
