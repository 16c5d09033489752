import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/*
 * A screen's address kept for the tab, so that the navigation's link to it comes back to it as it
 * was left (the week being planned, a list's search) after a look at another screen. A page loaded
 * afresh (a reload, a bookmark, a sign-in link) still opens what its own address says.
 */
const storageName = (path: string) => `canopy.address.${path}`;

/**
 * Keeps the screen at `path`'s current address parameters (only `names` when given): none kept
 * means the link opens the screen plain.
 */
export function useKeptAddress(path: string, names?: readonly string[]): void {
  const [params] = useSearchParams();
  useEffect(() => {
    const kept = new URLSearchParams();
    for (const [name, value] of params) if (!names || names.includes(name)) kept.append(name, value);
    const text = kept.toString();
    if (text) window.sessionStorage.setItem(storageName(path), text);
    else window.sessionStorage.removeItem(storageName(path));
  }, [path, names, params]);
}

/** The address of the screen at `path` as it was last left in this tab. */
export function keptAddress(path: string): string {
  const kept = window.sessionStorage.getItem(storageName(path));
  return kept ? `${path}?${kept}` : path;
}
