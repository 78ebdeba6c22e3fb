import { useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import type { FaqArticle, Supplier, SupplierKind } from "../../schema";
import type { FaultReportForm } from "../form";
import { LoadError, Loading } from "./field-error";
import { fetchArticles, fetchAssets, fetchSuppliers, propertyOf, useLoad } from "./step-data";
import styles from "./steps.module.css";

type Guidance =
  | { kind: "supplier"; supplierKind: SupplierKind; supplier: Supplier | null }
  | { kind: "faq"; articles: FaqArticle[] }
  | { kind: "none" };

/**
 * The optional step before the description (spec 001 section 4, FAQ deflection): for an
 * elevator or an appliance the supplier's guidance (call them directly), for a detail with FAQ
 * entries those articles. Either way the reporter may still go on and report.
 */
export function AppliancesStep() {
  const { t } = useTranslation();
  const { watch } = useFormContext<FaultReportForm>();
  const [problemArea, problemAreaDetails, problemAreaDetailsName, selectedApartment, selectedBuilding] = watch([
    "problemArea",
    "problemAreaDetails",
    "problemAreaDetailsName",
    "selectedApartment",
    "selectedBuilding",
  ]);
  const propertyId = propertyOf({ selectedApartment, selectedBuilding });
  const [attempt, setAttempt] = useState(0);
  const guidance = useLoad<Guidance>(
    problemArea && problemAreaDetails ? `${problemAreaDetails}|${propertyId ?? ""}#${attempt}` : null,
    async () => {
      const asset = (await fetchAssets(problemArea)).find((candidate) => candidate.id === problemAreaDetails);
      if (asset?.supplierKind) {
        return {
          kind: "supplier",
          supplierKind: asset.supplierKind,
          supplier: await fetchSuppliers(asset.supplierKind, propertyId),
        };
      }
      if (asset && asset.faq.length > 0) return { kind: "faq", articles: await fetchArticles(asset.faq) };
      return { kind: "none" };
    },
  );

  if (guidance.state === "failed") {
    return <LoadError message={t("faultReportSteps.appliances.error")} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (guidance.state === "loading") return <Loading text={t("faultReportSteps.appliances.loading")} />;
  const found = guidance.data;
  return (
    <div className={styles.step}>
      {found.kind === "supplier" && <SupplierGuidance kind={found.supplierKind} supplier={found.supplier} />}
      {found.kind === "faq" && <FaqArticles detail={problemAreaDetailsName} articles={found.articles} />}
      <p>{t("faultReportSteps.appliances.stillReport")}</p>
    </div>
  );
}

function SupplierGuidance({ kind, supplier }: { kind: SupplierKind; supplier: Supplier | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.step} aria-labelledby="fault-report-supplier-title">
      <h4 id="fault-report-supplier-title">{t("faultReportSteps.appliances.supplierTitle")}</h4>
      <p>
        {t(
          kind === "elevator"
            ? "faultReportSteps.appliances.supplierIntroElevator"
            : "faultReportSteps.appliances.supplierIntroAppliance",
        )}
      </p>
      {!supplier && <p>{t("faultReportSteps.appliances.noSupplier")}</p>}
      {supplier && (
        <div className={styles.card}>
          <h5>{supplier.name}</h5>
          <p>{supplier.guidance}</p>
          <p>
            <a href={`tel:${supplier.phone.replace(/[^\d+]/g, "")}`}>
              {t("faultReportSteps.appliances.phone", { phone: supplier.phone })}
            </a>
          </p>
          {supplier.url && isWebAddress(supplier.url) && (
            <p>
              <a href={supplier.url} target="_blank" rel="noopener noreferrer">
                {t("faultReportSteps.appliances.website")}
              </a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function FaqArticles({ detail, articles }: { detail: string; articles: FaqArticle[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <h4 id={titleId}>{t("faultReportSteps.appliances.faqTitle", { detail: detail.toLowerCase() })}</h4>
      <p>{t("faultReportSteps.appliances.faqIntro")}</p>
      {articles.map((article) => (
        <article key={article.id} className={styles.card}>
          <h5>{article.title}</h5>
          <Paragraphs text={article.text} />
          {article.question && (
            <>
              <p>
                <strong>{t("faultReportSteps.appliances.question")}:</strong> {article.question}
              </p>
              {article.answer && (
                <p>
                  <strong>{t("faultReportSteps.appliances.answer")}:</strong> {article.answer}
                </p>
              )}
            </>
          )}
          {article.youtubeLink && isWebAddress(article.youtubeLink) && (
            <p>
              {/* A plain link: the video opens at the provider, so nothing of it loads here without consent. */}
              <a href={article.youtubeLink} target="_blank" rel="noopener noreferrer">
                {article.youtubeDescription
                  ? t("faultReportSteps.appliances.video", { title: article.youtubeDescription })
                  : t("faultReportSteps.appliances.videoFallback")}
              </a>
            </p>
          )}
          {article.files.length > 0 && (
            <div>
              <p>
                <strong>{t("faultReportSteps.appliances.files")}</strong>
              </p>
              <ul>
                {article.files.map((file) => (
                  <li key={file.url}>{isSafeLink(file.url) ? <a href={file.url}>{file.name}</a> : file.name}</li>
                ))}
              </ul>
            </div>
          )}
        </article>
      ))}
    </section>
  );
}

/** The article's text as paragraphs (plain text: blank lines part them). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((part) => part.trim() !== "")
        .map((part, index) => (
          <p key={index}>{part}</p>
        ))}
    </>
  );
}

/** Only http(s) addresses become links (never javascript: or data:). */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
function isSafeLink(url: string): boolean {
  return isWebAddress(url) || (url.startsWith("/") && !url.startsWith("//"));
}
