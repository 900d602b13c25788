// Reads a submitted form's fields by name. The auth forms keep no state per
// field: the browser holds what was typed (and its autofill fills it).
export function readField(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

/** E-mail addresses are compared and sent without surrounding spaces. */
export function readEmail(form: HTMLFormElement, name = "email"): string {
  return readField(form, name).trim();
}
