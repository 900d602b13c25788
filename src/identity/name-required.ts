// What a form says when a name is left empty, in the browser or by the service
// (kept apart from describe-identity-error.ts, which loads only on a failure).
export const NAME_REQUIRED = { givenName: "Enter your given name.", familyName: "Enter your family name." } as const;
