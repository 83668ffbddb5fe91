import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';

/**
 * A settings form's values and the server's field errors; `set(key)` changes one value and clears its
 * error. Plain state, not react-hook-form: the Settings route stays inside its size budget.
 */
export function useFieldState<F extends object>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      setErrors(({ [key as string]: _gone, ...rest }) => rest);
    };
  return { form, setForm, errors, setErrors, set };
}

interface SaveMutation<Body, Stored> {
  mutate(body: Body, callbacks: { onSuccess(stored: Stored): void; onError(error: Error): void }): void;
  isPending: boolean;
}

/**
 * A tab that sends its whole form: on success the stored answer goes back into the form and a toast
 * says so; on failure the server's field errors go under the fields and its message into a toast.
 */
export function useTabForm<F extends object, Body, Stored>(opts: {
  initial: () => F;
  save: SaveMutation<Body, Stored>;
  /** What is sent and what comes back, when they differ from the form (both default to the form itself). */
  toBody?: (form: F) => Body;
  toForm?: (stored: Stored) => F;
  saved: [title: string, text: string];
  failure: string;
}) {
  const state = useFieldState(opts.initial);
  const toBody = opts.toBody ?? ((form: F) => form as unknown as Body);
  const toForm = opts.toForm ?? ((stored: Stored) => stored as unknown as F);
  const submit = () =>
    opts.save.mutate(toBody(state.form), {
      onSuccess: (stored) => {
        state.setForm(toForm(stored));
        notify.success(...opts.saved);
      },
      onError: (error) => {
        state.setErrors(serverFieldErrors(error));
        notify.error('Error', serverErrorText(error, opts.failure));
      },
    });
  return { ...state, submit, saving: opts.save.isPending };
}
