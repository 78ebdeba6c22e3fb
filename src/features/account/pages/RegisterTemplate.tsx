import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "~/shell/NavLink";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { getJson, safeReferrer } from "../components/auth-client";
import {
  EidStatusResponseSchema,
  identityCountryOf,
  idTypeOf,
  PoolingIdParamsSchema,
  RegisterRequestSchema,
} from "../schema";
import { AccountPage, CheckboxField, FormAlert, SubmitButton } from "./AccountPage";
import { apiErrorMessage, loadPage, statusAnswerOf } from "./account-answers";
import styles from "./account-pages.module.css";

/** The identity an e-ID register attempt proved, to prefill the form with. */
export interface EidIdentity {
  givenName: string;
  surname: string;
  securityNumber: string;
}

/** The part of the e-ID status answer the register page reads. */
const RegisterEidStatusSchema = EidStatusResponseSchema.pick({ status: true, message: true, identity: true });

type EidPrefill =
  | { state: "none" }
  | { state: "loading" }
  | { state: "ready"; poolingId: string; identity: EidIdentity }
  | { state: "failed"; message: string };

/**
 * The identity of a completed e-ID attempt (`?poolingId=`), asked for once. Only the browser
 * that started the attempt gets it (decision 011), so this runs in the browser, not the loader.
 */
function useEidPrefill(poolingId: string | undefined): EidPrefill {
  const site = useSite();
  const { t } = useTranslation();
  const [result, setResult] = useState<{ poolingId: string; prefill: EidPrefill } | null>(null);

  useEffect(() => {
    if (!poolingId) return;
    const controller = new AbortController();
    const failed = (message: string | undefined) =>
      setResult({ poolingId, prefill: { state: "failed", message: message ?? t("accountPages.register.eidFailed") } });
    getJson(`/api/account_service/register/${idTypeOf(site.site)}/status/${poolingId}`, controller.signal)
      .then(({ status, body }) => {
        if (status !== 200) return failed(apiErrorMessage(body));
        const answer = RegisterEidStatusSchema.safeParse(body);
        if (!answer.success) return failed(undefined);
        const { status: authStatus, identity, message } = answer.data;
        // A register attempt answers Ok; a login attempt that found no account (SsnNotFound), or one
        // with the number only typed by hand (MustVerifyEmail), may register too.
        if ((authStatus === "Ok" || authStatus === "SsnNotFound" || authStatus === "MustVerifyEmail") && identity) {
          setResult({ poolingId, prefill: { state: "ready", poolingId, identity } });
          return;
        }
        failed(authStatus === "Pending" ? undefined : message);
      })
      .catch(() => {
        if (!controller.signal.aborted) failed(undefined);
      });
    return () => controller.abort();
  }, [poolingId, site.site, t]);

  if (!poolingId) return { state: "none" };
  return result?.poolingId === poolingId ? result.prefill : { state: "loading" };
}

/**
 * Template "registerUser": create an account with e-mail and password, or with the identity of
 * an e-ID (the lead's e-ID button starts it and comes back with `?poolingId=`). A new account is
 * logged in at once; the page then loads My Pages (or payments, consent: the server says where).
 */
export function RegisterTemplate({ vm, eidButton }: TemplateProps & { eidButton?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = useId();
  const poolingId = useMemo(() => {
    const value = new URLSearchParams(location.search).get("poolingId") ?? "";
    return PoolingIdParamsSchema.shape.code.safeParse(value).success ? value : undefined;
  }, [location.search]);
  const prefill = useEidPrefill(poolingId);
  const site = useSite();

  return (
    <AccountPage vm={vm}>
      {prefill.state === "failed" && (
        <p className={styles.alert} role="alert">
          {prefill.message}
        </p>
      )}
      {eidButton && prefill.state !== "ready" && prefill.state !== "loading" && (
        <section className={styles.section} aria-labelledby={`${id}-eid`}>
          <h2 id={`${id}-eid`}>{t("accountPages.register.eidHeading")}</h2>
          <p className={styles.muted}>{t("accountPages.register.eidIntro")}</p>
          <div>{eidButton}</div>
        </section>
      )}
      {prefill.state === "loading" ? (
        <p role="status" className={styles.note}>
          {t("accountPages.register.eidLoading")}
        </p>
      ) : (
        <section className={styles.section} aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>
            {eidButton && prefill.state !== "ready"
              ? t("accountPages.register.emailHeading")
              : t("accountPages.register.detailsHeading")}
          </h2>
          {prefill.state === "ready" ? (
            <RegisterForm key={prefill.poolingId} poolingId={prefill.poolingId} identity={prefill.identity} />
          ) : (
            <RegisterForm key="email" />
          )}
        </section>
      )}
      {site.urls.login && (
        <p className={styles.links}>
          <NavLink url={site.urls.login}>{t("accountPages.register.haveAccount")}</NavLink>
        </p>
      )}
    </AccountPage>
  );
}

type TextField =
  | "firstName"
  | "lastName"
  | "securityNumber"
  | "email"
  | "phoneNumber"
  | "password"
  | "confirmPassword"
  | "address"
  | "postalCode"
  | "city"
  | "campaignCode";

function RegisterForm({ poolingId, identity }: { poolingId?: string; identity?: EidIdentity }) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const withEid = Boolean(poolingId && identity);
  const [leaving, setLeaving] = useState(false);

  const initial: Record<string, string | boolean> = {
    firstName: identity?.givenName ?? "",
    lastName: identity?.surname ?? "",
    securityNumber: identity?.securityNumber ?? "",
    email: "",
    phoneNumber: "",
    password: "",
    confirmPassword: "",
    address: "",
    postalCode: "",
    city: "",
    newsletter: false,
    terms: false,
    ...(site.features.vip ? { campaignCode: "" } : {}),
    // In the values, not only in the request: the shared schema needs no password with an e-ID.
    ...(withEid && poolingId ? { poolingId } : {}),
  };

  const form = useJsonForm({
    initial,
    schema: RegisterRequestSchema,
    url: "/api/account_service/register",
    onSuccess: (body, refuse) => {
      const result = statusAnswerOf(body);
      if (result?.status === "Ok") {
        setLeaving(true);
        loadPage(safeReferrer(result.redirectTo) ?? site.urls.myPages ?? site.urls.start ?? "/");
        return;
      }
      // UserAlreadyExists, InvalidCampaignCode, InvalidInput (a used e-ID attempt), Error (deceased): the server's words.
      refuse(result?.message ?? t("errors.somethingWentWrong"));
    },
  });
  const { values, errors, setValue } = form;

  const input = (field: TextField, type: string, autoComplete: string, readOnly = false) => (
    <input
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={String(values[field] ?? "")}
      readOnly={readOnly}
      onChange={(event) => setValue(field, event.target.value)}
    />
  );
  const country = identityCountryOf(site.site);

  return (
    <form
      ref={form.formRef}
      className={`${formStyles.form} ${styles.form}`}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
    >
      <p className={styles.muted}>{t("accountPages.common.requiredNote")}</p>
      {withEid && <p className={styles.note}>{t("accountPages.register.fromEid")}</p>}
      {errors.poolingId && <FormAlert message={errors.poolingId} />}
      <div className={formStyles.formRow}>
        <FormField
          id={`${id}-firstName`}
          label={t("accountPages.register.firstName")}
          required
          error={errors.firstName}
        >
          {input("firstName", "text", "given-name", withEid)}
        </FormField>
        <FormField id={`${id}-lastName`} label={t("accountPages.register.lastName")} required error={errors.lastName}>
          {input("lastName", "text", "family-name", withEid)}
        </FormField>
      </div>
      <FormField
        id={`${id}-securityNumber`}
        label={t("accountPages.register.securityNumber")}
        hint={withEid ? undefined : t(`accountPages.register.securityNumberHint.${country}`)}
        error={errors.securityNumber}
      >
        {input("securityNumber", "text", "off", withEid)}
      </FormField>
      <div className={formStyles.formRow}>
        <FormField id={`${id}-email`} label={t("accountPages.register.email")} required error={errors.email}>
          {input("email", "email", "email")}
        </FormField>
        <FormField
          id={`${id}-phoneNumber`}
          label={t("accountPages.register.phoneNumber")}
          required
          error={errors.phoneNumber}
        >
          {input("phoneNumber", "tel", "tel")}
        </FormField>
      </div>
      <div className={formStyles.formRow}>
        <FormField
          id={`${id}-password`}
          label={t("accountPages.register.password")}
          required={!withEid}
          hint={withEid ? t("accountPages.register.passwordOptionalHint") : t("accountPages.register.passwordHint")}
          hintBelow
          error={errors.password}
        >
          {input("password", "password", "new-password")}
        </FormField>
        <FormField
          id={`${id}-confirmPassword`}
          label={t("accountPages.register.confirmPassword")}
          required={!withEid}
          error={errors.confirmPassword}
        >
          {input("confirmPassword", "password", "new-password")}
        </FormField>
      </div>
      <FormField id={`${id}-address`} label={t("accountPages.register.address")} error={errors.address}>
        {input("address", "text", "street-address")}
      </FormField>
      <div className={formStyles.formRow}>
        <FormField id={`${id}-postalCode`} label={t("accountPages.register.postalCode")} error={errors.postalCode}>
          {input("postalCode", "text", "postal-code")}
        </FormField>
        <FormField id={`${id}-city`} label={t("accountPages.register.city")} error={errors.city}>
          {input("city", "text", "address-level2")}
        </FormField>
      </div>
      {site.features.vip && (
        <FormField
          id={`${id}-campaignCode`}
          label={t("accountPages.register.campaignCode")}
          hint={t("accountPages.register.campaignCodeHint")}
          error={errors.campaignCode}
        >
          {input("campaignCode", "text", "off")}
        </FormField>
      )}
      <CheckboxField
        id={`${id}-newsletter`}
        name="newsletter"
        label={t("accountPages.register.newsletter", { siteName: site.siteName })}
        checked={values.newsletter === true}
        onChange={(checked) => setValue("newsletter", checked)}
        error={errors.newsletter}
      />
      <CheckboxField
        id={`${id}-terms`}
        name="terms"
        label={t("accountPages.register.terms", { siteName: site.siteName })}
        checked={values.terms === true}
        onChange={(checked) => setValue("terms", checked)}
        required
        error={errors.terms}
      >
        {site.urls.cookies && (
          <p className={styles.links}>
            {/* A new tab: leaving would lose what the visitor has typed. */}
            <a href={site.urls.cookies} target="_blank" rel="noopener">
              {t("accountPages.common.termsLinkNewTab")}
            </a>
          </p>
        )}
      </CheckboxField>
      <FormAlert message={form.formError} />
      <div className={styles.actions}>
        <SubmitButton busy={form.sending || leaving} label={t("accountPages.register.submit")} />
      </div>
    </form>
  );
}
