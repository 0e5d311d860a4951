import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiErrorMessage, Button, Card, CardTitle, Input, toast } from '@stackfolio/shared-ui';
import { VALIDATION } from '../../../constants';
import { fieldA11y, FormField, PasswordInput } from '../../auth';
import { SecondFactorField } from '../../two-factor';
import { secondFactorOf } from '@stackfolio/contract';
import { changeEmail } from '../api/account-requests';

const schema = z.object({
  newEmail: z
    .string()
    .trim()
    .pipe(z.email({ error: VALIDATION.email })),
  password: z.string().min(1, { error: 'Please enter your current password.' }),
});
type Values = z.infer<typeof schema>;

/**
 * Settings → Change email: the new address gets a confirmation link and the change
 * happens when it is opened; the current password is asked again (re-authentication).
 */
export function ChangeEmailCard() {
  const mutation = useMutation({ mutationFn: changeEmail });
  const [factor, setFactor] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { ...values, ...secondFactorOf(factor) },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Check your new inbox', description: message, variant: 'success' });
          reset();
          setFactor('');
        },
        onError: (error) =>
          toast({
            title: 'Could not change email',
            description: apiErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Card aria-labelledby="change-email-title">
      <CardTitle id="change-email-title">Change Email</CardTitle>
      <form onSubmit={onSubmit} noValidate aria-labelledby="change-email-title">
        <FormField id="new-email" label="New email" error={errors.newEmail?.message}>
          <Input
            {...fieldA11y('new-email', errors.newEmail?.message)}
            {...register('newEmail')}
            type="email"
            autoComplete="email"
          />
        </FormField>
        <FormField id="email-password" label="Password" error={errors.password?.message}>
          <PasswordInput
            {...fieldA11y('email-password', errors.password?.message)}
            {...register('password')}
            toggleLabel="password"
            autoComplete="current-password"
          />
        </FormField>
        <SecondFactorField id="email-code" value={factor} onChange={setFactor} />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending Link...' : 'Send Confirmation Link'}
        </Button>
      </form>
    </Card>
  );
}
