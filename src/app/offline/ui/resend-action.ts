import { notifyError } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { resendUnpaid } from '../store/resend';

/** Resend, wherever it is offered: the new row, or null after telling the worker why not. */
export const resendPaidCodes = async (rowId: string) => {
  try {
    return await resendUnpaid(rowId);
  } catch (error) {
    notifyError(errorMessage(error));
    return null;
  }
};
