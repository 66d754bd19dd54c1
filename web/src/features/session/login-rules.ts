import { loginInputSchema, type LoginInput } from '@intranet/contract';

export type LoginFieldErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * The login rules of the contract (the server's). Loaded on demand by the login form, so zod stays
 * out of the first download of /login and /Home.
 */
export function validateLogin(values: LoginInput): LoginFieldErrors {
  const result = loginInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'rut' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
