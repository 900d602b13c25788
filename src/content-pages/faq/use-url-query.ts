// A text value kept in the page URL's query string (?q=...), so a filtered
// list can be shared, bookmarked or restored after a reload. The server render
// has no URL query, so the value is read after hydration, never during it.
import { useCallback, useEffect, useState } from "react";

export function useUrlQuery(name: string): [string, (value: string) => void] {
  const [value, setValue] = useState("");

  useEffect(() => {
    setValue(new URLSearchParams(window.location.search).get(name) ?? "");
  }, [name]);

  const update = useCallback(
    (next: string) => {
      setValue(next);
      const url = new URL(window.location.href);
      if (next === "") url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      // replaceState: typing should not add one history entry per keystroke.
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    },
    [name],
  );

  return [value, update];
}
