import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyError, notifySuccess } from './notify';
import { errorMessage } from './error-message';
import { showServerErrors } from './schema-form';

type Options<V, R> = {
  /** Sends the form's values; what it answers is what success and onSaved are given. */
  send: (values: V) => Promise<R>;
  /** The snackbar once the server has accepted. */
  success: (saved: R) => string;
  /** The list this changes; it has reloaded by the time onSaved runs, so a closing dialog reveals the new row. */
  invalidate?: QueryKey;
  /** A dialog closes here. */
  onSaved?: (saved: R) => void;
};

/**
 * Submits a schema form through a mutation. A refusal puts the server's field errors on the
 * inputs and its message in a snackbar; the form stays as the user left it, ready to correct.
 */
export const useFormMutation = <V, R>(form: UseFormReturnType<V>, { send, success, invalidate, onSaved }: Options<V, R>) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (saved) => {
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
      notifySuccess(success(saved));
      onSaved?.(saved);
    },
    onError: (error) => {
      showServerErrors(form, error);
      notifyError(errorMessage(error));
    },
  });
  return { submit: form.onSubmit((values) => mutation.mutate(values)), pending: mutation.isPending };
};
