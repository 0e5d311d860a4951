import { useState } from 'react';
import { HANDLE_MESSAGES, profilePath } from '@stackfolio/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Button, toast, type CurrentUser } from '@stackfolio/shared-ui';
import { LOGIN_ENDPOINT, REDIRECT_DELAY_MS, TEXT, TOASTS } from '../../../constants';
import { useUpdateProfile } from '../api/update-profile';
import { buildProfileFormData } from '../model/build-profile-form-data';
import {
  profileFormDefaults,
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../model/profile-form-schema';
import { HeaderImageSection } from './header-image-section';
import { BasicInfoSection } from './basic-info-section';
import { FormSection } from './form-section';
import { HandleField } from './handle-field';
import { AboutSection } from './about-section';
import { SkillsSection } from './skills-section';
import { SocialLinksSection } from './social-links-section';
import { OpenToWorkSection } from './open-to-work-section';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/** docs/product.md §8: a 401 whose message says Unauthorized means the session ended. */
function isLoggedOutError(error: Error): boolean {
  return error.message.startsWith('401') && error.message.includes('Unauthorized');
}

/** Every section of the edit-profile form (docs/product.md §2), saved as one multipart PATCH. */
export function EditProfileForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  // What the form started from: a field that differs on submit is one the person changed.
  const [saved] = useState(() => profileFormDefaults(user));
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: saved,
  });

  const onSubmit = (values: ProfileFormValues) =>
    updateProfile.mutate(buildProfileFormData(values, saved), {
      onSuccess: (updated) => {
        toast({ ...TOASTS.profileUpdated, variant: 'success' });
        navigate(profilePath(updated));
      },
      onError: (error) => {
        // Someone took the handle between the check and the save.
        if (error.message.startsWith('409')) {
          form.setError('handle', { message: HANDLE_MESSAGES.taken }, { shouldFocus: true });
          return;
        }
        if (isLoggedOutError(error)) {
          toast({ ...TOASTS.loggedOut, variant: 'destructive' });
          setTimeout(() => window.location.assign(LOGIN_ENDPOINT), REDIRECT_DELAY_MS);
          return;
        }
        toast({ ...TOASTS.updateFailed, variant: 'destructive' });
      },
    });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Edit profile">
        <HeaderImageSection currentUrl={user.headerImageUrl} />
        <BasicInfoSection currentAvatarUrl={user.avatarUrl} />
        <FormSection id="section-handle" title="Profile Address">
          <HandleField saved={user.handle ?? ''} />
        </FormSection>
        <AboutSection />
        <SkillsSection />
        <SocialLinksSection />
        <OpenToWorkSection />
        <Actions>
          <Button $variant="secondary" onClick={() => navigate(profilePath(user))}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" disabled={updateProfile.isPending}>
            {updateProfile.isPending ? TEXT.saving : TEXT.saveProfile}
          </Button>
        </Actions>
      </Form>
    </FormProvider>
  );
}
