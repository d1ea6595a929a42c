import { type FormEvent, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../lib/session';
import { formatCountdown } from '../../lib/use-countdown';
import { useSignIn } from './use-sign-in';

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Enter your e-mail address.';
  if (!password) errors.password = 'Enter your password.';
  return errors;
}

/** E-mail and password, both required; 'Logging in...' while the server checks them. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const [email, setEmail] = useState('');
  const { submitting, error, blockedSeconds, notice, submit } = useSignIn(email);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const blocked = blockedSeconds > 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || blocked) return;
    const errors = validate(email, password);
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    const user = await submit(email.trim(), password);
    if (user) onSignedIn(user);
    else setPassword('');
  };

  const describedBy = (field: keyof FieldErrors) => (fieldErrors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form className="login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="login-form__field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {fieldErrors.email ? (
          <p id={`${id}-email-error`} className="login-form__field-error">
            {fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div className="login-form__field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={describedBy('password')}
        />
        {fieldErrors.password ? (
          <p id={`${id}-password-error`} className="login-form__field-error">
            {fieldErrors.password}
          </p>
        ) : null}
      </div>

      <div className="login-form__messages">
        <p className="login-form__error" role="alert">
          {error ?? ''}
        </p>
        <p className="login-form__notice" role="status">
          {notice ?? ''}
        </p>
      </div>

      <button
        type="submit"
        className="button button--primary login-form__submit"
        aria-disabled={submitting || blocked || undefined}
        aria-describedby={blocked ? `${id}-wait` : undefined}
      >
        {submitting ? 'Logging in...' : 'Log in'}
      </button>
      {blocked ? (
        <p id={`${id}-wait`} className="login-form__wait">
          Try again in <span className="login-form__countdown">{formatCountdown(blockedSeconds)}</span>
        </p>
      ) : null}
    </form>
  );
}
