// Below the lg breakpoint: navigation in a drawer, vertical layout only.
import useMediaQuery from "@mui/material/useMediaQuery";
import { SMALL_SCREEN_QUERY } from "../breakpoints";

export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
