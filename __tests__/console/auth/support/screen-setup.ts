// The per-test frame of the auth screens whose identity client is mocked:
// mocks cleared, config re-read, and a network edge that fails any request to
// identity made around the client; toasts and fetch removed afterwards.
import { forgetConsoleConfig } from "../../../../src/config/load-console-config";
import { installNetworkEdge, removeNetworkEdge } from "./network-edge";
import { removeToasts } from "./render-screen";

export function setUpMockedIdentityScreens(): void {
  beforeEach(() => {
    jest.clearAllMocks();
    forgetConsoleConfig();
    installNetworkEdge(() => {
      throw new Error("the screens reach identity only through the identity client");
    });
  });

  afterEach(() => {
    removeToasts();
    removeNetworkEdge();
  });
}
