import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { imageUrl } from "~/domain/image-url";
import { Blocks } from "~/features/content/components/Blocks";
import type { PageContent, PageTeaser } from "~/features/content/schema";
import { formatDate } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Dialog } from "~/ui/Dialog";
import styles from "./editor-templates.module.css";
import type { TemplateProps } from "./registry";
import base from "./templates.module.css";

/**
 * Templates that editors place as content pages, whose behaviour the spec does not show
 * (spec 001 section 2 "Templates include"; decision 022). Loaded with the pages that use them.
 */

/** The page's blocks without the one at `index` (pageList results stay keyed by their index). */
function blocksWithout(content: PageContent, skip: (type: string, index: number) => boolean): PageContent {
  return {
    ...content,
    blocks: content.blocks.map((block, index) => (skip(block.type, index) ? { type: "text", paragraphs: [] } : block)),
  };
}

/**
 * An image file (template "imageFile"): one picture of the media bank, such as a press image,
 * shown large with its caption and the sizes to download; the other blocks give the terms of use.
 * The picture is the page's first image block.
 */
export function ImageFileTemplate({ vm }: TemplateProps<"imageFile">) {
  const { t } = useTranslation();
  const content = vm.viewModel;
  const index = content.blocks.findIndex((block) => block.type === "image");
  const block = content.blocks[index];
  const image = block?.type === "image" ? block : undefined;
  const src = image?.image.src ?? content.image;
  return (
    <article className={base.container}>
      <header className={base.pageHeader}>
        <h1>{content.title}</h1>
        {content.summary && <p className={base.lead}>{content.summary}</p>}
      </header>
      {src && (
        <>
          <figure className={styles.figure}>
            <img
              src={imageUrl(src, 1200, "original")}
              srcSet={`${imageUrl(src, 1200, "original")} 1200w, ${imageUrl(src, 2560, "original")} 2560w`}
              sizes="(max-width: 72rem) 100vw, 72rem"
              alt={image?.image.alt ?? ""}
              fetchPriority="high"
            />
            {image?.caption && <figcaption>{image.caption}</figcaption>}
          </figure>
          <h2>{t("pages.imageFile.download")}</h2>
          <ul className={styles.downloads}>
            {[
              { width: 1200, label: t("pages.imageFile.web") },
              { width: 2560, label: t("pages.imageFile.print") },
            ].map((size) => (
              <li key={size.width}>
                <a className={base.secondaryButton} href={imageUrl(src, size.width, "original")} download>
                  {t("pages.imageFile.size", { label: size.label, width: size.width })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <Blocks content={blocksWithout(content, (_type, i) => i === index)} />
    </article>
  );
}

/**
 * A contact page shown as a modal (template "modalContact"): the page renders its contact
 * blocks as a card, readable without JavaScript; in the browser the card opens as a modal
 * dialog over the page, and closing it goes back to where the visitor came from (or to the
 * site's start page when they came from elsewhere).
 */
export function ModalContactTemplate({ vm }: TemplateProps<"modalContact">) {
  const { t } = useTranslation();
  const site = useSite();
  const content = vm.viewModel;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  const close = () => {
    setOpen(false);
    // Back to the page of the site the visitor came from: in the app (React Router counts its
    // entries in history.state.idx, 0 for the page first loaded) or by a full page load from
    // the same site; else the site's start page.
    const inApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (inApp) navigate(-1);
    else if (document.referrer.startsWith(`${window.location.origin}/`)) window.history.back();
    else navigate(site.urls.start ?? "/");
  };
  const body = (
    <>
      {content.summary && <p className={base.lead}>{content.summary}</p>}
      <Blocks content={content} />
    </>
  );
  if (open) {
    return (
      <>
        <h1 className="visually-hidden">{content.title}</h1>
        <Dialog open title={content.title} onClose={close} closeLabel={t("pages.modalContact.close")}>
          {body}
        </Dialog>
      </>
    );
  }
  return (
    <article className={styles.card}>
      <h1>{content.title}</h1>
      {body}
    </article>
  );
}

/** A report's year, from its publication date. */
function yearOf(teaser: PageTeaser): string {
  return teaser.publishedAt.slice(0, 4);
}

/**
 * A list of reports (template "reportList"), such as the financial reports of investor
 * relations: the page's blocks, and each page list among them as the reports by year, newest
 * first, each with its date and summary.
 */
export function ReportListTemplate({ vm }: TemplateProps<"reportList">) {
  const { t } = useTranslation();
  const site = useSite();
  const content = vm.viewModel;
  const listIndexes = content.blocks.flatMap((block, index) => (block.type === "pageList" ? [index] : []));
  return (
    <article className={base.container}>
      <header className={base.pageHeader}>
        <h1>{content.title}</h1>
        {content.summary && <p className={base.lead}>{content.summary}</p>}
      </header>
      <Blocks content={blocksWithout(content, (type) => type === "pageList")} />
      {listIndexes.map((index) => {
        const block = content.blocks[index];
        const reports = content.lists[String(index)] ?? [];
        const years = [...new Set(reports.map(yearOf))].sort().reverse();
        return (
          <section key={index} className={styles.reports} aria-labelledby={`reports-${index}`}>
            <h2 id={`reports-${index}`}>
              {block?.type === "pageList" && block.heading ? block.heading : t("pages.reportList.heading")}
            </h2>
            {years.length === 0 && <p>{t("pages.reportList.none")}</p>}
            {years.map((year) => (
              <section key={year} className={styles.reportYear} aria-labelledby={`reports-${index}-${year}`}>
                <h3 id={`reports-${index}-${year}`}>{year}</h3>
                <ul>
                  {reports
                    .filter((report) => yearOf(report) === year)
                    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
                    .map((report) => (
                      <li key={report.url}>
                        <a href={report.url}>{report.title}</a>
                        <time dateTime={report.publishedAt}>{formatDate(report.publishedAt, site.language)}</time>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </section>
        );
      })}
    </article>
  );
}
