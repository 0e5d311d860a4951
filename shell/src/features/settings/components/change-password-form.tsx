import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiErrorMessage, Button, Card, CardTitle, toast } from '@stackfolio/shared-ui';
import { CHANGE_PASSWORD_ERRORS, MESSAGES } from '../../../constants';
import { fieldA11y, FormField, PasswordInput, useUpdatePassword } from '../../auth';
import { SecondFactorField } from '../../two-factor';
import { secondFactorOf } from '@stackfolio/contract';
import {
  changePasswordSchema,
  type ChangePasswordError,
  type ChangePasswordValues,
} from '../change-password-schema';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  {
    name: 'currentPassword',
    label: 'Current password',
    toggle: 'current password',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    label: 'New password',
    toggle: 'new password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    label: 'Confirm new password',
    toggle: 'confirm new password',
    autoComplete: 'new-password',
  },
] as const;

function describe(key: string | undefined): string | undefined {
  return key && key in CHANGE_PASSWORD_ERRORS
    ? CHANGE_PASSWORD_ERRORS[key as ChangePasswordError].description
    : undefined;
}

/** docs/product.md §2 Settings: change password, with the spec's checks in order and its toasts. */
export function ChangePasswordForm() {
  const mutation = useUpdatePassword();
  const [factor, setFactor] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  const onInvalid = (invalid: FieldErrors<ChangePasswordValues>) => {
    const key = Object.values(invalid)[0]?.message as ChangePasswordError | undefined;
    if (key && CHANGE_PASSWORD_ERRORS[key])
      toast({ ...CHANGE_PASSWORD_ERRORS[key], variant: 'destructive' });
  };

  const onValid = ({ currentPassword, newPassword }: ChangePasswordValues) =>
    mutation.mutate(
      { currentPassword, newPassword, ...secondFactorOf(factor) },
      {
        onSuccess: () => {
          toast({ ...MESSAGES.passwordUpdated, variant: 'success' });
          reset(EMPTY);
          setFactor('');
        },
        onError: (error) =>
          toast({
            title: MESSAGES.passwordUpdateFailed.title,
            description: apiErrorMessage(error, MESSAGES.passwordUpdateFailed.fallback),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card aria-labelledby="change-password-title">
      <CardTitle id="change-password-title">Change Password</CardTitle>
      <form
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        aria-labelledby="change-password-title"
      >
        {FIELDS.map((field) => {
          const id = `settings-${field.name}`;
          const error = describe(errors[field.name]?.message);
          return (
            <FormField key={field.name} id={id} label={field.label} error={error}>
              <PasswordInput
                {...fieldA11y(id, error)}
                {...register(field.name)}
                toggleLabel={field.toggle}
                autoComplete={field.autoComplete}
              />
            </FormField>
          );
        })}
        <SecondFactorField id="settings-password-code" value={factor} onChange={setFactor} />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Updating Password...' : 'Update Password'}
        </Button>
      </form>
    </Card>
  );
}
