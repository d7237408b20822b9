import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { operatorLoginSchema } from '@palaro/contract';
import { errorMessage } from '../../shared/api/api-error';
import { applyServerErrors, friendlyIssue } from '../../shared/forms/form-errors';
import { sessionStore, useSessionState } from '../../shared/session/session-store';
import { Field, describedBy } from '../../shared/ui/field';
import { login } from './api';

const FIELDS = ['username', 'password'] as const;

/** Sign-in for operators (OPS_API.login); the session goes to this tab's sessionStorage. */
export function SignInScreen() {
  const { notice } = useSessionState();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(operatorLoginSchema, { error: friendlyIssue }),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      sessionStore.signIn(await login(values));
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      setFailure(errorMessage(error));
    }
  });

  return (
    <main className="sign-in">
      <form className="sign-in-card" onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
        <p className="brand">Palaro</p>
        <h1 id="sign-in-title">Back office sign-in</h1>
        {notice ? (
          <p className="banner banner-info" role="status">
            {notice}
          </p>
        ) : null}
        {failure ? (
          <p className="banner banner-error" role="alert">
            {failure}
          </p>
        ) : null}
        <Field id="username" label="Operator name" error={errors.username?.message}>
          <input
            id="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            {...describedBy('username', errors.username?.message)}
            {...register('username')}
          />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message}>
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            {...describedBy('password', errors.password?.message)}
            {...register('password')}
          />
        </Field>
        <button type="submit" className="button button-primary button-block" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
