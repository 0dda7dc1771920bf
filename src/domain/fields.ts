import { z } from 'zod';
import { passwordMinLength } from './constants';

/** Field builders that carry the spec's own validation messages (§5). */
export const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters` });

export const optionalText = (max = 255) =>
  z.string().trim().max(max, { error: `At most ${max} characters` }).optional().nullable();

export const zEmailField = requiredText('E-mail is required').pipe(z.email({ error: 'Must be valid e-mail' }));

export const zNewPassword = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(passwordMinLength, { error: `Password must be at least ${passwordMinLength} characters` })
  .max(200, { error: 'Password is too long' });

export const zPositiveId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

/**
 * For form variants of a body: an empty number input holds '' and a cleared select null; both
 * count as missing, so the field's own "is required" message applies.
 */
export const blankAsMissing = <T extends z.ZodType>(field: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), field);
