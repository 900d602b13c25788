// What a dialog that asks before acting does with the answer: while the
// action runs it cannot be closed; once it is done the dialog closes; a
// refusal keeps it open with the service's message. `onSettled` clears what
// the dialog keeps of its own (a typed confirmation) as it closes.
import { useState } from "react";
import { toApiError } from "../api-client/api-error";

export interface ConfirmedAction {
  isWorking: boolean;
  /** The service's refusal, until the user tries again or closes. */
  error: string | null;
  /** Cancel, Escape and the backdrop: nothing while the action runs. */
  close: () => void;
  confirm: () => Promise<void>;
}

export function useConfirmedAction(action: () => Promise<void>, onClose: () => void, onSettled?: () => void): ConfirmedAction {
  const [isWorking, setIsWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (isWorking) return;
    onSettled?.();
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setIsWorking(true);
    setError(null);
    try {
      await action();
      onSettled?.();
      onClose();
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setIsWorking(false);
    }
  };
  return { isWorking, error, close, confirm };
}
