import { useId } from "react";
import { statusAnswerOf } from "~/features/account/entries/account-answers";
import { CheckboxField } from "~/features/account/entries/my-settings";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { FormError } from "~/ui/form/FormError";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { showToast } from "~/ui/toast/show-toast";
import { newsletterSchema } from "./schemas";

/** The newsletter section: one checkbox and its own save (`POST /api/account_service/newsletter`). */
export function NewsletterForm({ initial, onSaved }: { initial: boolean; onSaved: (newsletter: boolean) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const form = useJsonForm({
    initial: { newsletter: initial },
    schema: newsletterSchema,
    url: "/api/account_service/newsletter",
    onSuccess: (body) => {
      const newsletter = form.values.newsletter === true;
      onSaved(newsletter);
      const fallback = t(newsletter ? "myAccount.newsletter.subscribed" : "myAccount.newsletter.unsubscribed");
      showToast({ tone: "success", message: statusAnswerOf(body)?.message ?? fallback });
    },
  });
  return (
    <form ref={form.formRef} className={formStyles.form} method="post" noValidate onSubmit={form.onSubmit}>
      <CheckboxField
        id={`${id}-newsletter`}
        name="newsletter"
        label={t("myAccount.newsletter.label", { siteName: site.siteName })}
        checked={form.values.newsletter === true}
        onChange={(checked) => form.setValue("newsletter", checked)}
        error={form.errors.newsletter}
      />
      <FormError message={form.formError} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.secondaryButton} disabled={form.sending} aria-busy={form.sending}>
          {t("myAccount.newsletter.submit")}
        </button>
      </div>
    </form>
  );
}
