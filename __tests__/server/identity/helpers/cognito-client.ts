// The unmodified amazon-cognito-identity-js, as the console uses it, with its
// callbacks turned into promises. Each client has its own storage, like a
// browser profile.
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
  type IAuthenticationCallback,
} from "amazon-cognito-identity-js";
import { EMBEDDED_CLIENT_ID, EMBEDDED_USER_POOL_ID } from "../../../../server/identity/embedded-pool";

class MemoryStorage implements ICognitoStorage {
  private readonly items = new Map<string, string>();
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

export interface CognitoFailure {
  code: string;
  message: string;
}

/** What a sign-in ended with: a session, or the challenge the client was asked. */
export type SignInOutcome =
  | { kind: "session"; session: CognitoUserSession }
  | { kind: "totpRequired" | "mfaSetup" | "selectMfaType" | "newPasswordRequired"; parameters: unknown };

function nodeCallback<T>(resolve: (value: T) => void, reject: (error: unknown) => void) {
  return (error?: unknown, result?: T) => (error ? reject(error) : resolve(result as T));
}

export function signInCallbacks(resolve: (outcome: SignInOutcome) => void, reject: (error: unknown) => void): IAuthenticationCallback {
  return {
    onSuccess: (session) => resolve({ kind: "session", session }),
    onFailure: reject,
    totpRequired: (_name, parameters) => resolve({ kind: "totpRequired", parameters }),
    mfaSetup: (_name, parameters) => resolve({ kind: "mfaSetup", parameters }),
    selectMFAType: (_name, parameters) => resolve({ kind: "selectMfaType", parameters }),
    newPasswordRequired: (attributes, required) => resolve({ kind: "newPasswordRequired", parameters: { attributes, required } }),
  };
}

export class ConsoleClient {
  readonly pool: CognitoUserPool;
  user: CognitoUser | null = null;

  constructor(endpoint: string, poolId = EMBEDDED_USER_POOL_ID, clientId = EMBEDDED_CLIENT_ID) {
    this.pool = new CognitoUserPool({ UserPoolId: poolId, ClientId: clientId, endpoint, Storage: new MemoryStorage() });
  }

  cognitoUser(email: string): CognitoUser {
    this.user = new CognitoUser({ Username: email, Pool: this.pool, Storage: this.storage });
    return this.user;
  }

  private get storage(): ICognitoStorage {
    // The pool's storage, so the user and pool see the same "browser".
    return (this.pool as unknown as { storage: ICognitoStorage }).storage;
  }

  private get current(): CognitoUser {
    if (!this.user) throw new Error("no user: sign in first");
    return this.user;
  }

  signUp(email: string, password: string, givenName = "Ada", familyName = "Lovelace") {
    const attributes = [
      new CognitoUserAttribute({ Name: "email", Value: email }),
      new CognitoUserAttribute({ Name: "given_name", Value: givenName }),
      new CognitoUserAttribute({ Name: "family_name", Value: familyName }),
    ];
    return new Promise<{ userSub: string; codeDeliveryDetails: unknown; userConfirmed: boolean }>((resolve, reject) =>
      this.pool.signUp(email, password, attributes, [], nodeCallback(resolve, reject)),
    );
  }

  confirm(email: string, code: string) {
    return new Promise<string>((resolve, reject) => this.cognitoUser(email).confirmRegistration(code, true, nodeCallback(resolve, reject)));
  }

  resendCode(email: string) {
    return new Promise<{ CodeDeliveryDetails: unknown }>((resolve, reject) => this.cognitoUser(email).resendConfirmationCode(nodeCallback(resolve, reject)));
  }

  signIn(email: string, password: string, flow: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH" = "USER_SRP_AUTH") {
    const user = this.cognitoUser(email);
    user.setAuthenticationFlowType(flow);
    return new Promise<SignInOutcome>((resolve, reject) =>
      user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), signInCallbacks(resolve, reject)),
    );
  }

  /** Signs in and insists on a session (no challenge). */
  async signInToSession(email: string, password: string, flow?: "USER_SRP_AUTH" | "USER_PASSWORD_AUTH"): Promise<CognitoUserSession> {
    const outcome = await this.signIn(email, password, flow);
    if (outcome.kind !== "session") throw new Error(`expected a session, got the challenge ${outcome.kind}`);
    return outcome.session;
  }

  sendTotp(code: string) {
    return new Promise<SignInOutcome>((resolve, reject) => this.current.sendMFACode(code, signInCallbacks(resolve, reject), "SOFTWARE_TOKEN_MFA"));
  }

  selectMfa(answer: string) {
    return new Promise<SignInOutcome>((resolve, reject) => this.current.sendMFASelectionAnswer(answer, signInCallbacks(resolve, reject)));
  }

  completeNewPassword(password: string, attributes: Record<string, string> = {}) {
    return new Promise<SignInOutcome>((resolve, reject) => this.current.completeNewPasswordChallenge(password, attributes, signInCallbacks(resolve, reject)));
  }

  refresh(session: CognitoUserSession) {
    return new Promise<CognitoUserSession>((resolve, reject) => this.current.refreshSession(session.getRefreshToken(), nodeCallback(resolve, reject)));
  }

  getSession() {
    return new Promise<CognitoUserSession>((resolve, reject) =>
      this.current.getSession((error: Error | null, session: CognitoUserSession | null) => (error || !session ? reject(error) : resolve(session))),
    );
  }

  attributes() {
    return new Promise<Record<string, string>>((resolve, reject) =>
      this.current.getUserAttributes((error, list) =>
        error || !list ? reject(error) : resolve(Object.fromEntries(list.map((attribute) => [attribute.getName(), attribute.getValue()]))),
      ),
    );
  }

  userData() {
    return new Promise<unknown>((resolve, reject) => this.current.getUserData(nodeCallback(resolve, reject), { bypassCache: true }));
  }

  signOut() {
    return new Promise<void>((resolve, reject) => this.current.signOut(((error?: unknown) => (error ? reject(error) : resolve())) as () => void));
  }

  globalSignOut() {
    return new Promise<string>((resolve, reject) => this.current.globalSignOut({ onSuccess: resolve, onFailure: reject }));
  }

  forgotPassword(email: string) {
    return new Promise<unknown>((resolve, reject) => this.cognitoUser(email).forgotPassword({ onSuccess: resolve, onFailure: reject, inputVerificationCode: resolve }));
  }

  confirmPassword(email: string, code: string, password: string) {
    return new Promise<string>((resolve, reject) => this.cognitoUser(email).confirmPassword(code, password, { onSuccess: resolve, onFailure: reject }));
  }

  changePassword(previous: string, proposed: string) {
    return new Promise<string>((resolve, reject) => this.current.changePassword(previous, proposed, nodeCallback(resolve, reject)));
  }

  updateAttributes(attributes: Record<string, string>) {
    const list = Object.entries(attributes).map(([Name, Value]) => new CognitoUserAttribute({ Name, Value }));
    return new Promise<unknown>((resolve, reject) => this.current.updateAttributes(list, (error, _result, details) => (error ? reject(error) : resolve(details))));
  }

  deleteAttributes(names: string[]) {
    return new Promise<string>((resolve, reject) => this.current.deleteAttributes(names, nodeCallback(resolve, reject)));
  }

  deleteUser() {
    return new Promise<string>((resolve, reject) => this.current.deleteUser(nodeCallback(resolve, reject)));
  }

  setTotpPreference(enabled: boolean, preferred = enabled) {
    return new Promise<string>((resolve, reject) =>
      this.current.setUserMfaPreference(null, { Enabled: enabled, PreferredMfa: preferred }, nodeCallback(resolve, reject)),
    );
  }

  associateTotp() {
    return new Promise<string>((resolve, reject) => this.current.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }));
  }

  verifyTotp(code: string) {
    return new Promise<unknown>((resolve, reject) => this.current.verifySoftwareToken(code, "phone", { onSuccess: resolve, onFailure: reject }));
  }

  getVerificationCode(attribute = "email") {
    return new Promise<unknown>((resolve, reject) =>
      this.current.getAttributeVerificationCode(attribute, { onSuccess: resolve, onFailure: reject, inputVerificationCode: resolve }),
    );
  }

  verifyAttribute(code: string, attribute = "email") {
    return new Promise<string>((resolve, reject) => this.current.verifyAttribute(attribute, code, { onSuccess: resolve, onFailure: reject }));
  }

  listDevices(limit: number, paginationToken: string | null = null) {
    return new Promise<{ Devices: { DeviceKey: string }[]; PaginationToken?: string }>((resolve, reject) =>
      this.current.listDevices(limit, paginationToken, { onSuccess: resolve, onFailure: reject }),
    );
  }

  getDevice() {
    return new Promise<unknown>((resolve, reject) => this.current.getDevice({ onSuccess: resolve, onFailure: reject }));
  }

  setDeviceNotRemembered() {
    return new Promise<string>((resolve, reject) => this.current.setDeviceStatusNotRemembered({ onSuccess: resolve, onFailure: reject }));
  }

  forgetDevice() {
    return new Promise<string>((resolve, reject) => this.current.forgetDevice({ onSuccess: resolve, onFailure: reject }));
  }
}

/** The client's error as {code, message}, for exact assertions. */
export async function failureOf(promise: Promise<unknown>): Promise<CognitoFailure> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { code: code ?? "", message: message ?? "" };
  }
  throw new Error("expected the call to fail");
}
