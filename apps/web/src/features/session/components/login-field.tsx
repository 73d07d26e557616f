import type { InputHTMLAttributes, ReactNode } from 'react';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  id: string;
  label: string;
  icon: ReactNode;
  /** shown under the field and tied to it with aria-describedby */
  error: string | null;
  /** e.g. the password's show/hide button, at the right end of the field */
  suffix?: ReactNode;
}

/** One labelled field of the login form, in the look of a large antd Form.Item (login-form.css). */
export function LoginField({ id, label, icon, error, suffix, ...input }: LoginFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-field-label">
        {label}
      </label>
      <span className={error ? 'login-field-box login-field-box-error' : 'login-field-box'}>
        <span className="login-field-icon">{icon}</span>
        <input
          {...input}
          id={id}
          className="login-field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {suffix}
      </span>
      <div id={errorId} className="login-field-error" role={error ? 'status' : undefined}>
        {error}
      </div>
    </div>
  );
}
