import { useTranslation } from "~/i18n/react";
import { NavLink } from "~/shell/NavLink";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { AccountPage } from "./AccountPage";
import { ForgotPasswordForm } from "./ForgotPasswordForm";

/**
 * Template "forgotPassword" (spec 000 section 4, "Reset password: a form, then a confirmation
 * screen"): the visitor gives an e-mail address and gets a single-use link to set a new password.
 * The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <AccountPage vm={vm}>
      <ForgotPasswordForm
        back={site.urls.login ? <NavLink url={site.urls.login}>{t("accountPages.common.backToLogin")}</NavLink> : null}
      />
    </AccountPage>
  );
}
