import { useId, useRef, useState } from "react";
import { MyPagesLayout } from "~/features/my-pages";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { fieldErrorsFromApi, isApiErrorBody } from "~/lib/field-errors";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { Dialog } from "~/ui/Dialog";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { showToast } from "~/ui/toast/show-toast";
import type { SavedSearch } from "../schema";
import styles from "./saved-searches-page.module.css";

type Change = { name?: string; alertsEnabled?: boolean };

/** Sends a change of one search; the server's translated message on a refusal. */
async function send(
  method: "PATCH" | "DELETE",
  id: string,
  body?: Change,
): Promise<{ ok: true; search?: SavedSearch } | { ok: false; message: string | null; fields: Record<string, string> }> {
  try {
    const response = await fetch(`/api/saved_searches/${encodeURIComponent(id)}`, {
      method,
      credentials: "same-origin",
      headers: body
        ? { "content-type": "application/json", accept: "application/json" }
        : { accept: "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (response.ok) return { ok: true, search: (json as SavedSearch | null) ?? undefined };
    return { ok: false, message: isApiErrorBody(json) ? json.error.message : null, fields: fieldErrorsFromApi(json) };
  } catch {
    return { ok: false, message: null, fields: {} };
  }
}

/**
 * Template "mySavedSearches" (My Pages): the user's saved searches on this site, each to open,
 * rename (inline), delete (after a confirmation) and with its e-mail alerts on or off; an empty
 * list links to the search page.
 */
export function SavedSearchesTemplate({ vm }: TemplateProps<"mySavedSearches">) {
  const { t } = useTranslation();
  const data = vm.viewModel.data;
  const [searches, setSearches] = useState<SavedSearch[]>(data.searches);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);

  const replace = (search: SavedSearch) =>
    setSearches((current) => current.map((item) => (item.id === search.id ? search : item)));

  async function confirmDelete() {
    const search = deleting;
    if (!search) return;
    const result = await send("DELETE", search.id);
    setDeleting(null);
    if (!result.ok) {
      showToast({ tone: "error", message: result.message, fallback: result.message ? "generic" : "network" });
      return;
    }
    setSearches((current) => current.filter((item) => item.id !== search.id));
    showToast({ tone: "success", message: t("savedSearches.list.deleted") });
    // The item (and its button) is gone: focus goes to the list's summary.
    headingRef.current?.focus();
  }

  return (
    <MyPagesLayout vm={vm} menu={data.menu}>
      <p>{t("savedSearches.list.intro")}</p>
      <p ref={headingRef} tabIndex={-1} className={styles.count}>
        {t("savedSearches.list.count", { count: searches.length, max: data.max })}
      </p>
      {searches.length === 0 ? (
        <div className={styles.empty}>
          <p>{t("savedSearches.list.empty")}</p>
          {data.searchPage && (
            <p>
              <a href={data.searchPage} className={formStyles.button}>
                {t("savedSearches.list.emptyLink")}
              </a>
            </p>
          )}
        </div>
      ) : (
        <ul className={styles.list}>
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} onChange={replace} onDelete={() => setDeleting(search)} />
          ))}
        </ul>
      )}
      {deleting && (
        <Dialog open onClose={() => setDeleting(null)} title={t("savedSearches.list.deleteTitle")}>
          <p>{t("savedSearches.list.deleteBody", { name: deleting.name })}</p>
          <p className={formStyles.actions}>
            <button type="button" className={formStyles.button} onClick={() => void confirmDelete()}>
              {t("savedSearches.list.deleteConfirm")}
            </button>
            <button type="button" className={formStyles.secondaryButton} onClick={() => setDeleting(null)}>
              {t("savedSearches.list.cancel")}
            </button>
          </p>
        </Dialog>
      )}
    </MyPagesLayout>
  );
}

function SavedSearchItem({
  search,
  onChange,
  onDelete,
}: {
  search: SavedSearch;
  onChange: (search: SavedSearch) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The switch follows the click at once; a refusal turns it back.
  const [alertsOn, setAlertsOn] = useState(search.alertsEnabled);
  const renameButton = useRef<HTMLButtonElement>(null);

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await send("PATCH", search.id, { name });
    setBusy(false);
    if (!result.ok) {
      // The typed name stays; the reason is at the field (or a toast when it is no field's).
      const message = result.fields.name ?? result.message;
      if (result.fields.name) setError(result.fields.name);
      else showToast({ tone: "error", message, fallback: message ? "generic" : "network" });
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    if (result.search) onChange(result.search);
    setError(undefined);
    setRenaming(false);
    showToast({ tone: "success", message: t("savedSearches.list.renamed") });
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  async function toggleAlerts(alertsEnabled: boolean) {
    setAlertsOn(alertsEnabled);
    setBusy(true);
    const result = await send("PATCH", search.id, { alertsEnabled });
    setBusy(false);
    if (!result.ok) {
      setAlertsOn(!alertsEnabled);
      showToast({ tone: "error", message: result.message, fallback: result.message ? "generic" : "network" });
      return;
    }
    if (result.search) {
      onChange(result.search);
      showToast({
        tone: "success",
        message: t(alertsEnabled ? "savedSearches.list.alertsOn" : "savedSearches.list.alertsOff", {
          name: result.search.name,
        }),
      });
    }
  }

  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h2 className={styles.name}>
          <a href={search.url} aria-label={t("savedSearches.list.openName", { name: search.name })}>
            {search.name}
          </a>
        </h2>
        <p className={styles.meta}>
          {t("savedSearches.list.created", { date: formatDate(search.createdAt, site.language) })}
        </p>
      </div>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={alertsOn}
          disabled={busy}
          onChange={(event) => void toggleAlerts(event.target.checked)}
        />
        {t("savedSearches.list.alerts")}
      </label>
      {renaming ? (
        <form className={styles.rename} onSubmit={(event) => void rename(event)} noValidate>
          <FormField id={`${id}-name`} label={t("savedSearches.list.nameLabel")} required error={error}>
            <input
              name="name"
              type="text"
              autoComplete="off"
              maxLength={80}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <p className={formStyles.actions}>
            <button type="submit" className={formStyles.button} disabled={busy}>
              {t("savedSearches.list.save")}
            </button>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => {
                setRenaming(false);
                setName(search.name);
                setError(undefined);
                requestAnimationFrame(() => renameButton.current?.focus());
              }}
            >
              {t("savedSearches.list.cancel")}
            </button>
          </p>
        </form>
      ) : (
        <p className={styles.actions}>
          <a href={search.url} className={formStyles.secondaryButton}>
            {t("savedSearches.list.open")}
          </a>
          <button
            ref={renameButton}
            type="button"
            className={formStyles.secondaryButton}
            aria-label={t("savedSearches.list.renameName", { name: search.name })}
            onClick={() => {
              setRenaming(true);
              requestAnimationFrame(() => document.getElementById(`${id}-name`)?.focus());
            }}
          >
            {t("savedSearches.list.rename")}
          </button>
          <button
            type="button"
            className={formStyles.secondaryButton}
            aria-label={t("savedSearches.list.deleteName", { name: search.name })}
            onClick={onDelete}
          >
            {t("savedSearches.list.delete")}
          </button>
        </p>
      )}
    </li>
  );
}
