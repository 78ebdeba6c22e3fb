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

/** The heart's size (its button is a 44 px target), kept free until it shows. */
const HEART_SPACE = { display: "inline-block", width: 44, height: 44, flex: "none" } as const;

/**
 * The heart of an area, stage or home; nothing until it may show (see useFavouritesVisitor).
 * Until the visitor is known (the server's HTML, hydration), its place is kept, so that a card
 * does not grow when the heart appears: a list of homes would jump, and with it a scroll
 * position restored on coming back. For a board member (known, no favourites) the place goes.
 */
export function FavouriteToggle({ className, ...item }: FavouriteToggleProps) {
  const visitor = useFavouritesVisitor();
  const hydrated = useHydrated();
  const { known } = useSessionStatus();
  if (!visitor) return hydrated && known ? null : <span className={className} style={HEART_SPACE} aria-hidden="true" />;
  return (
    <Suspense fallback={<span className={className} style={HEART_SPACE} aria-hidden="true" />}>
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
