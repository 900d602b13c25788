// The embedded user pool's fixed ids. The console's config.json names them, and
// the identity service (server/identity/) answers for them. The pool id follows
// Cognito's rule "<region>_<id>" with a single underscore (SRP splits on it).
export const EMBEDDED_USER_POOL_ID = "local_vdbcloud";
export const EMBEDDED_CLIENT_ID = "vdbcloudconsole";
