import { toast } from '@doorline/design-system';
import type { BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { explainError, fieldErrorsOf, type ExplainOptions } from '@/lib/errors';
import { useTranslation } from '@/lib/i18n';

export interface FormSubmissionOptions<TValues extends FieldValues, TResult> {
  /** The write, usually a mutation's `mutateAsync`; it throws on failure. */
  submit: (values: TValues) => Promise<TResult>;
  /** Spec §8's text for a failure the server does not explain; "Error. Try again" unless given. */
  fallback?: string;
  /** The success toast (spec §8's success messages); none when absent or when the function returns none. */
  success?: string | ((result: TResult, values: TValues) => string | null | undefined);
  /**
   * The dialog the form is in (`FormDialog`, `EditDialog`): closed once the save succeeded, after
   * the success toast and before `onSuccess`; its Cancel and close button close it through the same.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /** After the success toast (and the dialog closed): go to the next step, tell the page. */
  onSuccess?: (result: TResult, values: TValues) => unknown;
  /** Before the failure is shown, e.g. to keep what a multi-part save already stored. */
  onError?: (error: unknown) => unknown;
  /**
   * The fields the server's `error[]` may name (`path`, its last part for a nested one); every
   * field of the form unless given.
   */
  fields?: readonly FieldPath<TValues>[];
  /** How the failure is worded beyond the defaults (a call that sends a code, sign-in offline). */
  explain?: ExplainOptions;
  /**
   * What the form still lacks before it may be sent at all (a code not yet sent): its words become
   * the root error, without a toast, instead of a submit that does nothing; null when it may be sent.
   */
  refuse?: () => string | null;
}

export interface FormSubmission {
  /** The form's `onSubmit`: validates, then runs the write. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last failure's words, shown above the buttons (react-hook-form's `errors.root`). */
  rootError: string | null;
  isSubmitting: boolean;
  /**
   * Shows a failure the way a submission does (field errors, root error, toast); for the form's
   * other calls such as "Send code". Returns the words shown.
   */
  fail: (error: unknown, fallback?: string, explain?: ExplainOptions) => string;
  /** Shows a message of the screen's own as the root error (no toast). */
  setRootError: (message: string) => void;
  clearRootError: () => void;
}

/** A dialog's form submission: the submission and the way to close its dialog. */
export interface DialogFormSubmission extends FormSubmission {
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The one way a form or dialog sends what was typed (spec §8): on react-hook-form, it validates,
 * runs the write, and on failure puts the server's `error[]` under the fields, the explanation in
 * the root error and in a toast; on success it shows the success toast and calls `onSuccess`.
 * The root error clears at the next submission.
 */
export function useFormSubmission<TValues extends FieldValues, TResult>(
  form: UseFormReturn<TValues>,
  options: FormSubmissionOptions<TValues, TResult> & { onOpenChange: (isOpen: boolean) => void },
): DialogFormSubmission;
export function useFormSubmission<TValues extends FieldValues, TResult>(
  form: UseFormReturn<TValues>,
  options: FormSubmissionOptions<TValues, TResult>,
): FormSubmission;
export function useFormSubmission<TValues extends FieldValues, TResult>(
  form: UseFormReturn<TValues>,
  options: FormSubmissionOptions<TValues, TResult>,
): FormSubmission & { onOpenChange?: (isOpen: boolean) => void } {
  const { t } = useTranslation();
  const { submit, fallback, success, onOpenChange, onSuccess, onError, fields, explain, refuse } = options;

  const setRootError = (message: string) => form.setError('root', { type: 'server', message });

  const fail = (error: unknown, failFallback?: string, failExplain?: ExplainOptions) => {
    const names = fields ?? (Object.keys(form.getValues()) as FieldPath<TValues>[]);
    for (const { field, message } of fieldErrorsOf(error, names))
      form.setError(field, { type: 'server', message });
    const message = explainError(t, error, failFallback ?? fallback, failExplain ?? explain);
    setRootError(message);
    toast.error(message);
    return message;
  };

  const send = form.handleSubmit(async (values) => {
    try {
      const result = await submit(values);
      const text = typeof success === 'function' ? success(result, values) : success;
      if (text) toast.success(text);
      onOpenChange?.(false);
      await onSuccess?.(result, values);
    } catch (error) {
      await onError?.(error);
      fail(error);
    }
  });

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    const refusal = refuse?.();
    if (!refusal) return send(event);
    event?.preventDefault();
    setRootError(refusal);
  };

  return {
    onSubmit,
    rootError: form.formState.errors.root?.message ?? null,
    isSubmitting: form.formState.isSubmitting,
    fail,
    setRootError,
    clearRootError: () => form.clearErrors('root'),
    ...(onOpenChange ? { onOpenChange } : {}),
  };
}
