// A form's state kept as a draft: the fields as typed (kept when the service
// refuses them, with its message), their problems once a save was tried (then
// as the user types), the request in flight and what the service answered
// (a created key or secret, shown once). What a draft turns into is the
// form's own: the request that saves it, or its problems by field.
import { useState, type ChangeEvent, type Dispatch, type SetStateAction } from "react";
import { toApiError } from "../api-client/api-error";

/** A draft made ready: the request that saves it, or its problems. */
export type PreparedDraft<Saved, Errors> = { send: () => Promise<Saved> } | { errors: Errors };

/** Problems by field name; "form" for those that belong to no one field. */
export type DraftErrors = Partial<Record<string, string>>;

/** The draft's fields that hold text, as typed. */
export type TextFieldOf<Draft> = { [Key in keyof Draft]: Draft[Key] extends string ? Key : never }[keyof Draft] & string;

/** What a text box needs to edit one field of the draft (text-input.tsx's props). */
export interface DraftFieldProps {
  value: unknown;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/** Pairs a draft's conversion (its body, or its problems) with the call that sends the body. */
export function prepare<Body, Saved, Errors>(conversion: { body: Body } | { errors: Errors }, send: (body: Body) => Promise<Saved>): PreparedDraft<Saved, Errors> {
  return "errors" in conversion ? conversion : { send: () => send(conversion.body) };
}

export interface DraftForm<Draft, Errors extends DraftErrors, Saved> {
  draft: Draft;
  change: (change: Partial<Draft>) => void;
  setDraft: Dispatch<SetStateAction<Draft>>;
  /** A text field's value and its change, its problem, else the hint given. */
  field: (name: TextFieldOf<Draft>, hint?: string) => DraftFieldProps;
  /** None until a save was tried. */
  errors: Partial<Errors>;
  failure: string | null;
  isSubmitting: boolean;
  /** What the service answered, or null when the draft has problems or the service refused it. */
  submit: () => Promise<Saved | null>;
  /** What the service last answered, until reset. */
  saved: Saved | null;
  /** Back to the first draft, with no problems shown, no refusal and no answer. */
  reset: () => void;
}

export function useDraftForm<Draft, Errors extends DraftErrors, Saved>(
  initial: Draft | (() => Draft),
  prepareDraft: (draft: Draft) => PreparedDraft<Saved, Errors>,
): DraftForm<Draft, Errors, Saved> {
  const [draft, setDraft] = useState<Draft>(initial);
  const [isChecked, setIsChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const prepared = prepareDraft(draft);
  const errors: Partial<Errors> = isChecked && "errors" in prepared ? prepared.errors : {};
  const problems: DraftErrors = errors;

  const submit = async () => {
    setIsChecked(true);
    if ("errors" in prepared) return null;
    setIsSubmitting(true);
    setFailure(null);
    try {
      const answer = await prepared.send();
      setSaved(answer);
      return answer;
    } catch (error) {
      setFailure(toApiError(error).message);
      return null;
    } finally {
      setIsSubmitting(false);
    }
  };

  return {
    draft,
    change: (change) => setDraft((current) => ({ ...current, ...change })),
    setDraft,
    field: (name, hint) => ({
      value: draft[name],
      onChange: (event) => {
        const { value } = event.target;
        setDraft((current) => ({ ...current, [name]: value }));
      },
      error: problems[name] !== undefined,
      helperText: problems[name] ?? hint,
    }),
    errors,
    failure,
    isSubmitting,
    submit,
    saved,
    reset: () => {
      setDraft(initial);
      setIsChecked(false);
      setFailure(null);
      setSaved(null);
    },
  };
}
