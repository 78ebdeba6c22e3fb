import { useEffect, useState } from "react";

/**
 * False on the server and in the render that hydrates the page, true from the next render on:
 * for controls that do nothing until their code runs, so the server's HTML can offer something
 * that works without it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
