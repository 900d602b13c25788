// The FAQ's search box. Without JavaScript it is disabled and every question
// stays listed below it, so nothing is lost.
import InputAdornment from "@mui/material/InputAdornment";
import { TextInput } from "../../components/text-input";
import { Icon } from "../../icons/icon";
import { useIsHydrated } from "../../components/use-is-hydrated";

export interface FaqSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
}

export function FaqSearch({ query, onQueryChange }: FaqSearchProps) {
  const isHydrated = useIsHydrated();
  return (
    <TextInput
      label="Search questions"
      type="search"
      value={query}
      onChange={(event) => onQueryChange(event.target.value)}
      disabled={!isHydrated}
      fullWidth
      startAdornment={
        <InputAdornment position="start">
          <Icon icon="tabler:search" />
        </InputAdornment>
      }
      inputProps={{ autoComplete: "off", spellCheck: false }}
    />
  );
}
