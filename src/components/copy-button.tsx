// Copies a text (a key, a code sample) to the clipboard and says so.
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import toast from "react-hot-toast";
import { Icon } from "../icons/icon";

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name and the confirmation ("API key"). */
  label: string;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CopyButton({ text, label }: CopyButtonProps) {
  const copy = async () => {
    if (await copyText(text)) toast.success(`${label} copied`);
    else toast.error(`${label} could not be copied: select it and copy it by hand`);
  };
  return (
    <Tooltip title={`Copy ${label}`}>
      <IconButton aria-label={`Copy ${label}`} onClick={() => void copy()} size="small">
        <Icon icon="tabler:copy" fontSize="1.125rem" />
      </IconButton>
    </Tooltip>
  );
}
