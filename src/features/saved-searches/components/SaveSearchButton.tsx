import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useSession } from "~/shell/use-session";
import styles from "./saved-searches.module.css";

// The dialog, its form and the schema load when the visitor presses the button (decision 026).
const SaveSearchDialog = lazy(() => import("./SaveSearchDialog"));

/**
 * "Save search" on the search page: a logged-in customer names the search and saves it (with
 * alerts on); an anonymous visitor is offered the login, which returns to this search. Board
 * members have no saved searches (spec 000 section 6), so they get no button.
 */
export function SaveSearchButton({ address, suggestedName }: { address: string; suggestedName: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session && (session.kind === "boardMember" || session.kind === "boardMemberCase")) return null;
  return (
    <>
      <button type="button" className={styles.saveButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 16a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
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
