import { z } from 'zod';
import { accountTypes } from './constants';
import { requiredText, zEmailField, zNewPassword } from './fields';

export const zLoginBody = z.object({
  email: zEmailField,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
});
export type LoginBody = z.infer<typeof zLoginBody>;

export const zAuthUser = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    account_type: z.enum(accountTypes),
    special: z.boolean(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof zAuthUser>;

export const zLoginResponse = z.object({ token: z.string(), user: zAuthUser });
export type LoginResponse = z.infer<typeof zLoginResponse>;

export const zForgotQuery = z.object({ email: zEmailField });

export const zResetBody = z.object({
  password: zNewPassword,
  token: requiredText('Token is required', 200),
});
export type ResetBody = z.infer<typeof zResetBody>;

/** The reset screen's form: the new password typed twice; the token comes from the link, not the form. */
export const zResetForm = zResetBody
  .pick({ password: true })
  .extend({
    password_confirmation: z
      .string({ error: 'Confirm Password is required' })
      .min(1, { error: 'Confirm Password is required' }),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ['password_confirmation'],
    error: 'Passwords must match',
  });

export const zMessage = z.object({ message: z.string() });

export const messages = {
  loginFailed: 'Incorrect credentials. Please try again.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  resetSent: 'A password reset link has been sent to your email address.',
  resetDone: 'Your password has been successfully reset.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  sessionExpired: 'Your session has expired. Please login to continue.',
} as const;
