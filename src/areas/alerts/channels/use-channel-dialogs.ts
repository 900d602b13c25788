// Which of the channels' dialogs is open, and for which channel: adding one
// of a kind (a new form each time), rotating a webhook's secret, deleting
// one. The channel stays while a dialog closes, so that its text does not change as it fades.
import { useState } from "react";
import type { AlertChannel, AlertChannelKind } from "../../../../contract/alerts";

interface ChannelOf {
  channel: AlertChannel | null;
  isOpen: boolean;
}

const CLOSED: ChannelOf = { channel: null, isOpen: false };

export function useChannelDialogs() {
  const [adding, setAdding] = useState<{ kind: AlertChannelKind; isOpen: boolean; session: number }>({ kind: "email", isOpen: false, session: 0 });
  const [rotation, setRotation] = useState<ChannelOf & { session: number }>({ ...CLOSED, session: 0 });
  const [deletion, setDeletion] = useState<ChannelOf>(CLOSED);
  return {
    adding,
    openAdding: (kind: AlertChannelKind) => setAdding((current) => ({ kind, isOpen: true, session: current.session + 1 })),
    closeAdding: () => setAdding((current) => ({ ...current, isOpen: false })),
    rotation,
    openRotation: (channel: AlertChannel) => setRotation((current) => ({ channel, isOpen: true, session: current.session + 1 })),
    closeRotation: () => setRotation((current) => ({ ...current, isOpen: false })),
    deletion,
    openDeletion: (channel: AlertChannel) => setDeletion({ channel, isOpen: true }),
    closeDeletion: () => setDeletion((current) => ({ ...current, isOpen: false })),
  };
}
