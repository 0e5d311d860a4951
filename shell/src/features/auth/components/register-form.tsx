import { paths } from '@stackfolio/contract';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { apiErrorMessage, Button, Input, media, useHydrated } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import { useRegister } from '../api/register';
import { registerSchema, type RegisterValues } from '../auth-schemas';
import { ErrorBanner, Links } from './auth-layout';
import { fieldA11y, FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

const NameRow = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** docs/product.md §2 Register: on success the token is stored and the user goes to / at once. */
export function RegisterForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const mutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({ resolver: zodResolver(registerSchema), defaultValues: EMPTY });

  // The confirmation is checked here and never sent (docs/product.md §5).
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...values }) =>
    mutation.mutate(values, { onSuccess: () => navigate(paths.home()) }),
  );
  const pending = mutation.isPending;
  const error = (name: keyof RegisterValues) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
      {mutation.isError && (
        <ErrorBanner>{apiErrorMessage(mutation.error, MESSAGES.registerFailed)}</ErrorBanner>
      )}
      <NameRow>
        <FormField id="register-first-name" label="First name" error={error('firstName')}>
          <Input
            {...fieldA11y('register-first-name', error('firstName'))}
            {...register('firstName')}
            autoComplete="given-name"
          />
        </FormField>
        <FormField id="register-last-name" label="Last name" error={error('lastName')}>
          <Input
            {...fieldA11y('register-last-name', error('lastName'))}
            {...register('lastName')}
            autoComplete="family-name"
          />
        </FormField>
      </NameRow>
      <FormField id="register-email" label="Email" error={error('email')}>
        <Input
          {...fieldA11y('register-email', error('email'))}
          {...register('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormField>
      <NewPasswordFields
        idPrefix="register"
        password={{ label: 'Password', error: error('password'), field: register('password') }}
        confirm={{
          label: 'Confirm password',
          error: error('confirmPassword'),
          field: register('confirmPassword'),
        }}
      />
      <Button type="submit" disabled={pending || !hydrated} $block>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <Links>
        By creating an account you agree to our <Link to={paths.terms()}>Terms of Service</Link> and{' '}
        <Link to={paths.privacyPolicy()}>Privacy Policy</Link>.
      </Links>
      <Links>
        Already have an account? <Link to={paths.login()}>Sign in</Link>
      </Links>
    </form>
  );
}
