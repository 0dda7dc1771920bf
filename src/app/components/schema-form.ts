import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';

/**
 * Forms validate with the same domain schema the server uses. Errors appear once a field is
 * touched (blurred or changed), never on a pristine form; isValid() drives the submit button.
 */
export const useSchemaForm = <S extends z.ZodObject>(schema: S, initialValues: z.input<S>) =>
  useForm<z.input<S>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

/** Puts the server's field errors on the form; paths like data.email land on email. */
export const showServerErrors = <V>(form: UseFormReturnType<V>, error: unknown) => {
  if (!(error instanceof ApiError)) return;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) errors[path.replace(/^data\./, '')] = message;
  if (Object.keys(errors).length > 0) form.setErrors(errors);
};

