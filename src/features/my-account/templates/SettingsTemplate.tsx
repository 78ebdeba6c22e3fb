import { type ReactNode, useId, useState } from "react";
import { MyPagesLayout } from "~/features/my-pages";
import { useTranslation } from "~/i18n/react";
import type { TemplateProps } from "~/templates/registry";
import { Consents } from "../components/Consents";
import { DeleteAccount } from "../components/DeleteAccount";
import { EmailForm } from "../components/EmailForm";
import { NewsletterForm } from "../components/NewsletterForm";
import { PasswordForm } from "../components/PasswordForm";
import { ProfileForm } from "../components/ProfileForm";
import { VerifyIdentity } from "../components/VerifyIdentity";
import styles from "../my-account.module.css";

/** One section of the settings page: its h2 names the region. */
function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * Template "myPagesSettings" (My Pages, menu key "mySettings"): the user's profile, newsletter,
 * password, e-mail address, BankID activation, consents and deleting the account, each section
 * its own form with its own call (spec 001 section 2, settings).
 */
export function SettingsTemplate({ vm }: TemplateProps<"myPagesSettings">) {
  const { t } = useTranslation();
  const { menu, profile, consents, consentedHere } = vm.viewModel.data;
  // The profile form sends the newsletter choice along (the update call takes the whole profile).
  const [newsletter, setNewsletter] = useState(profile.newsletter);
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      <Section heading={t("myAccount.profile.heading")}>
        <ProfileForm profile={profile} newsletter={newsletter} />
      </Section>
      <Section heading={t("myAccount.newsletter.heading")}>
        <NewsletterForm initial={profile.newsletter} onSaved={setNewsletter} />
      </Section>
      <Section heading={t("myAccount.password.heading")}>
        <PasswordForm hasPassword={profile.hasPassword} />
      </Section>
      <Section heading={t("myAccount.email.heading")}>
        <EmailForm email={profile.email} hasPassword={profile.hasPassword} />
      </Section>
      <Section heading={t("myAccount.verify.heading")}>
        {profile.identityVerified ? <p>{t("myAccount.verify.verified")}</p> : <VerifyIdentity />}
      </Section>
      <Section heading={t("myAccount.consents.heading")}>
        <Consents initial={consents} consentedHere={consentedHere} />
      </Section>
      <Section heading={t("myAccount.delete.heading")}>
        <DeleteAccount hasPassword={profile.hasPassword} />
      </Section>
    </MyPagesLayout>
  );
}
