// The AWS SDK v3 client against the embedded endpoint (dummy credentials; the
// service does not read SigV4 signatures).
import { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";

export function sdkClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: "local",
    endpoint,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    maxAttempts: 1,
  });
}

/** The SDK's error as {name, message}. */
export async function sdkFailureOf(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { name, message } = error as { name: string; message: string };
    return { name, message };
  }
  throw new Error("expected the call to fail");
}
