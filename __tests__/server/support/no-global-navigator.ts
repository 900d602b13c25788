// Node 21 and later define a global `navigator` (without `appName`). amazon-cognito-identity-js's
// BigInteger.js picks its multiply routine by whether `navigator` exists, and the one it takes then
// runs 30 times slower inside Jest's vm context (SRP sign-ins of 10 s instead of 0.3 s; measured on
// Node 24.21 against Node 20). Node itself has no use for it in these tests; the console's jsdom
// tests have jsdom's own navigator and are untouched.
delete (globalThis as { navigator?: unknown }).navigator;
