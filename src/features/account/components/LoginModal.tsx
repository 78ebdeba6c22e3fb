import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import { LoginPanel, type LoginPanelProps } from "./LoginPanel";

/** The login modal (hash triggers, e-ID returns on any page): the login form in a dialog. */
export function LoginModal({ onClose, ...panel }: LoginPanelProps & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("account.login.title")} closeLabel={t("account.login.close")}>
      <LoginPanel {...panel} onClose={onClose} />
    </Dialog>
  );
}
