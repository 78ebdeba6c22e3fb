import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useSession } from "~/shell/use-session";
import { useSite } from "~/shell/use-site";
import styles from "./saved-searches.module.css";

// The dialog, its form and the schema load when the visitor presses the button (decision 026).
const SaveSearchDialog = lazy(() => import("./SaveSearchDialog"));

/**
 * "Save search" on the search page: a logged-in customer names the search and saves it (with
 * alerts on); an anonymous visitor is offered the login, which returns to this search. Board
 * members have no saved searches (spec 000 section 6), nor do sites without the saved-searches
 * page, so they get no button.
 */
export function SaveSearchButton({ address, suggestedName }: { address: string; suggestedName: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const site = useSite();
  const [open, setOpen] = useState(false);
  // Only sites with a saved-searches page have saved searches (Norway and Finland have none).
  if (!site.urls.mySavedSearches) return null;
  if (session && (session.kind === "boardMember" || session.kind === "boardMemberCase")) return null;
  return (
    <>
      <button type="button" className={styles.saveButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t("savedSearches.save.button")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            address={address}
            suggestedName={suggestedName}
            loggedIn={session !== null}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
