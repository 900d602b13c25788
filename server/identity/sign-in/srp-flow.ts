// USER_SRP_AUTH: InitiateAuth answers PASSWORD_VERIFIER with the salt, B and a
// secret block; RespondToAuthChallenge checks the client's proof. The password
// never reaches the service. An unknown name gets a made-up challenge that
// looks the same and fails at the proof with the same error.
import type { ActionContext } from "../actions/action";
import { guardSignIn, recordSignInFailure } from "../actions/guards";
import {
  computeClaimSignature,
  createServerEphemeral,
  deriveSessionKey,
  isClaimSignatureValid,
  parseClientPublic,
  parseSrpTimestamp,
} from "../crypto/srp";
import { CognitoError } from "../errors";
import { createAuthSession, deleteAuthSession, findAuthSession } from "../store/auth-sessions";
import { findDevice } from "../store/devices";
import { findUserBySub, findUserByUsername, openSrpVerifier } from "../store/users";
import { continueSignIn, type SignInReply } from "./complete-sign-in";
import { decoySub, decoyVerifier } from "./decoy";

const PASSWORD_VERIFIER = "PASSWORD_VERIFIER";
/** How far the client's TIMESTAMP may be from the service's clock. */
const TIMESTAMP_SKEW_MS = 5 * 60 * 1000;

export async function startSrpSignIn(context: ActionContext, clientId: string, parameters: Record<string, string>) {
  const { service } = context;
  const username = parameters.USERNAME;
  if (!username) throw CognitoError.missingParameter("USERNAME");
  if (!parameters.SRP_A) throw CognitoError.missingParameter("SRP_A");
  if (parseClientPublic(parameters.SRP_A) === null) throw CognitoError.invalidParameter("Invalid SRP_A value.");
  await guardSignIn(context, username);
  const user = await findUserByUsername(service, username);
  const userIdForSrp = user?.sub ?? decoySub(service, username);
  const verifier = user ? { saltHex: user.srpSalt, verifierHex: openSrpVerifier(service, user) } : decoyVerifier(service, username, userIdForSrp);
  const ephemeral = createServerEphemeral(verifier.verifierHex);
  // The secret block is the session id itself.
  const secretBlock = await createAuthSession(service, {
    userSub: user?.sub ?? null,
    clientId,
    challenge: PASSWORD_VERIFIER,
    state: { username, userIdForSrp, srpA: parameters.SRP_A, srp: { ...ephemeral, ...verifier }, deviceKey: parameters.DEVICE_KEY },
  });
  return {
    ChallengeName: PASSWORD_VERIFIER,
    ChallengeParameters: { SALT: verifier.saltHex, SECRET_BLOCK: secretBlock, SRP_B: ephemeral.publicHex, USERNAME: userIdForSrp, USER_ID_FOR_SRP: userIdForSrp },
  };
}

export async function answerPasswordVerifier(context: ActionContext, clientId: string, responses: Record<string, string>): Promise<SignInReply> {
  const { service } = context;
  const session = await findAuthSession(service, responses.PASSWORD_CLAIM_SECRET_BLOCK, PASSWORD_VERIFIER, clientId);
  const { state } = session;
  // Checked before the session is used up: the client drops a forgotten device and sends the same answer again.
  if (responses.DEVICE_KEY && !(session.userSub && (await findDevice(service, session.userSub, responses.DEVICE_KEY)))) {
    throw new CognitoError("ResourceNotFoundException", "Device does not exist.");
  }
  if (!(await deleteAuthSession(service, session.idHash))) throw CognitoError.notAuthorized();
  const fail = async (): Promise<never> => {
    await recordSignInFailure(context, state.username);
    throw CognitoError.notAuthorized();
  };
  const claimedUser = responses.USERNAME;
  const timestamp = responses.TIMESTAMP ?? "";
  const time = parseSrpTimestamp(timestamp);
  const A = state.srpA ? parseClientPublic(state.srpA) : null;
  if (!state.srp || A === null || time === null || Math.abs(time - Date.now()) > TIMESTAMP_SKEW_MS) return fail();
  if (claimedUser !== state.userIdForSrp && claimedUser?.toLowerCase() !== state.username.toLowerCase()) return fail();
  const key = deriveSessionKey(A, state.srp.verifierHex, state.srp);
  const expected = computeClaimSignature(key, service.poolName, state.userIdForSrp, Buffer.from(responses.PASSWORD_CLAIM_SECRET_BLOCK ?? "", "base64"), timestamp);
  if (!isClaimSignatureValid(expected, responses.PASSWORD_CLAIM_SIGNATURE ?? "") || !session.userSub) return fail();
  const user = await findUserBySub(service, session.userSub);
  if (!user) return fail();
  return continueSignIn(context, user, { clientId, username: state.username, deviceKey: responses.DEVICE_KEY, authTime: Date.now(), offerDevice: true });
}
