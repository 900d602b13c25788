// The current path for the app shell, from the page's location (wrap-page),
// so that menus and popups need no router of their own.
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";

const PathnameContext = createContext("/");

export function PathnameProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  return <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>;
}

export function usePathname(): string {
  return useContext(PathnameContext);
}

/** Navigation popups close on route change (SPEC.md section 4). */
export function useCloseOnRouteChange(close: () => void): void {
  const pathname = usePathname();
  const previousPath = useRef(pathname);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    closeRef.current();
  }, [pathname]);
}
