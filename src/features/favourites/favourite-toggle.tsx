import { lazy, Suspense } from "react";
import { useHydrated } from "~/shell/use-hydrated";
import { useSessionStatus } from "~/shell/use-session";
import type { FavouriteKind } from "./kinds";

const Heart = lazy(() => import("./entries/heart").then((module) => ({ default: module.FavouriteHeart })));

/**
 * Who may keep favourites here: "anonymous" (in this browser) or "customer" (in the account);
 * null while the page hydrates or the session is not known yet, and for board members.
 * Pages are the same HTML for every visitor (decision 030), so favourites appear after hydration.
 */
export function useFavouritesVisitor(): "anonymous" | "customer" | null {
  const hydrated = useHydrated();
  const { known, session } = useSessionStatus();
  if (!hydrated || !known) return null;
  if (!session) return "anonymous";
  return session.kind === "boardMember" || session.kind === "boardMemberCase" ? null : "customer";
}

export interface FavouriteToggleProps {
  kind: FavouriteKind;
  id: number;
  /** The area's or stage's name; a home's stage name. */
  name: string;
  objectNumber?: string | null;
  streetAddress?: string | null;
  url: string;
  image?: { src: string; alt: string } | null;
  className?: string;
}

/** The heart of an area, stage or home; nothing until it may show (see useFavouritesVisitor). */
export function FavouriteToggle({ className, ...item }: FavouriteToggleProps) {
  const visitor = useFavouritesVisitor();
  if (!visitor) return null;
  return (
    <Suspense fallback={null}>
      <Heart
        loggedIn={visitor === "customer"}
        className={className}
        item={{
          ...item,
          objectNumber: item.objectNumber ?? null,
          streetAddress: item.streetAddress ?? null,
          image: item.image ?? null,
        }}
      />
    </Suspense>
  );
}
