import type { FormEventHandler, ReactNode } from 'react';
import { FormDialogActions } from './form-dialog';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  onCancel: () => void;
  canSubmit: boolean;
  pending: boolean;
  /** Why submit is disabled, said beside it (see FormDialogActions). */
  blockedReason?: string | null;
  children: ReactNode;
};

/** The form inside a FormDialog: its inputs, then Cancel and submit. The schema validates, not the browser. */
export const DialogForm = ({ onSubmit, children, ...actions }: Props) => (
  <form onSubmit={onSubmit} noValidate>
    {children}
    <FormDialogActions {...actions} />
  </form>
);
