// SignUp: a new UNCONFIRMED user (the e-mail is the username) and a confirmation code by e-mail.
import { z } from "zod";
import { isEmail, readAttributeChanges } from "../attributes";
import { sendCode } from "../delivery";
import { CognitoError } from "../errors";
import { assertPasswordAllowed } from "../password-policy";
import { insertUser, normalizeEmail } from "../store/users";
import { attributeListMember, clientIdMember, defineAction, passwordMember, usernameMember } from "./action";
import { guardCodeSend, requireClient } from "./guards";

const input = z.object({
  ClientId: clientIdMember,
  Username: usernameMember,
  Password: passwordMember,
  UserAttributes: attributeListMember.optional(),
});

export const signUp = defineAction(input, async (context, { ClientId, Username, Password, UserAttributes = [] }) => {
  const { service } = context;
  requireClient(service, ClientId);
  if (!isEmail(Username)) throw CognitoError.invalidParameter("Username should be an email.");
  const changes = readAttributeChanges(UserAttributes);
  if (changes.email !== undefined && normalizeEmail(changes.email) !== normalizeEmail(Username)) {
    throw CognitoError.invalidParameter("The email attribute must be the same as the username.");
  }
  assertPasswordAllowed(Password);
  await guardCodeSend(context, Username);
  const user = await insertUser(service, { email: Username, password: Password, attributes: changes.profile, status: "UNCONFIRMED" });
  const delivery = await sendCode(service, user.sub, user.email, "signup");
  return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: delivery };
});
