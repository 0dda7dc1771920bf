import type { UseFormReturnType } from '@mantine/form';
import type { UpdateUserData } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { useFormMutation } from '../../components/use-form-mutation';
import { blanksToNull } from './blanks-to-null';

type Options<V> = {
  id: number;
  /** The form's domain schema: what it lets through is what PUT /users/:id is sent. */
  schema: { parse: (values: V) => UpdateUserData };
  /** The screen's list the account is shown in. */
  list: 'customers' | 'workers';
  onDone: () => void;
};

/** An admin's edit of someone else's account: saved, the list it came from reloads and the dialog closes. */
export const useUserEdit = <V>(form: UseFormReturnType<V>, { id, schema, list, onDone }: Options<V>) =>
  useFormMutation(form, {
    send: (values) => usersApi.update(id, blanksToNull(schema.parse(values))),
    success: (updated) => `${updated.full_name} was updated.`,
    invalidate: [list],
    onSaved: onDone,
  });
