import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";

// The e-ID flow (polling, QR codes, about 14 KiB) loads when the dialog opens, not with the page.
const BankIdVerify = lazy(() =>
  import("~/features/account/entries/bankid-verify").then((module) => ({ default: module.BankIdVerify })),
);

/**
 * BankID activation (spec 001 section 2, "BankID verification modal"): the account's identity
 * number is proven with the site's e-ID (the update flow), in Norway the add-BankID variant. A
 * completed verification starts a new session: "Stäng" loads the page again to show it.
 */
export function VerifyIdentity() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reload = () => window.location.reload();
  return (
    <>
      <p>{t("myAccount.verify.text")}</p>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.button} onClick={() => setOpen(true)}>
          {t("myAccount.verify.open")}
        </button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("myAccount.verify.dialogTitle")}
        closeLabel={t("account.verify.close")}
      >
        <Suspense fallback={<p role="status">{t("myAccount.verify.loading")}</p>}>
          <BankIdVerify caseLogin={false} onDone={reload} onClose={reload} />
        </Suspense>
      </Dialog>
    </>
  );
}
