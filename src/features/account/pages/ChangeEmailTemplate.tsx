import { type ReactNode, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "~/shell/NavLink";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { getJson } from "../components/auth-client";
import { TokenParamsSchema } from "../schema";
import { AccountPage, FormAlert, OutcomePanel, SubmitButton } from "./AccountPage";
import { apiErrorMessage, statusAnswerOf } from "./account-answers";
import styles from "./account-pages.module.css";

type Outcome = { kind: "success" | "error"; message: string };

/**
 * Template "changeEmail": the page of the link sent to a new e-mail address (`?token=`). The
 * change happens only when the visitor presses the button: mail scanners open links on their
 * own, and must not confirm an address for anyone.
 */
export function ChangeEmailTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const token = useMemo(() => new URLSearchParams(location.search).get("token") ?? "", [location.search]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const { status, body } = await getJson(`/api/changeemail/${encodeURIComponent(token)}`);
      const result = status === 200 ? statusAnswerOf(body) : undefined;
      if (result) {
        const fallback = result.status === "Ok" ? "done" : "invalidToken";
        setOutcome({
          kind: result.status === "Ok" ? "success" : "error",
          message: result.message ?? t(`accountPages.changeEmail.${fallback}`),
        });
      } else if (status === 400) {
        setOutcome({ kind: "error", message: t("accountPages.changeEmail.invalidToken") });
      } else {
        // Rate limited or a server fault: the link may still work, so the button stays.
        setFailure(apiErrorMessage(body) ?? t("errors.somethingWentWrong"));
      }
    } catch {
      setFailure(t("errors.somethingWentWrong"));
    } finally {
      setSending(false);
    }
  }

  const settingsUrl = site.urls.mySettings ?? site.urls.myPages;
  const settingsLink = settingsUrl && (
    <p>
      <NavLink url={settingsUrl}>{t("accountPages.changeEmail.toSettings")}</NavLink>
    </p>
  );
  let content: ReactNode;
  if (!token || !TokenParamsSchema.safeParse({ token }).success) {
    // Shown as the page opens: no focus move.
    content = (
      <OutcomePanel kind="error" focus={false}>
        <p>{t(token ? "accountPages.changeEmail.invalidToken" : "accountPages.changeEmail.missingToken")}</p>
        {settingsLink}
      </OutcomePanel>
    );
  } else if (outcome) {
    content = (
      <OutcomePanel kind={outcome.kind}>
        <p>{outcome.message}</p>
        {settingsLink}
      </OutcomePanel>
    );
  } else {
    content = (
      <div className={styles.section}>
        <p>{t("accountPages.changeEmail.intro")}</p>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <SubmitButton
            type="button"
            busy={sending}
            label={t("accountPages.changeEmail.confirm")}
            onClick={() => void confirm()}
          />
        </div>
      </div>
    );
  }
  return <AccountPage vm={vm}>{content}</AccountPage>;
}
