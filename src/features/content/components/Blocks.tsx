import { lazy } from "react";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Picture } from "~/ui/Picture";
import type { ContentBlock, JobPosting, PageContent, PageTeaser } from "../schema";
import styles from "./blocks.module.css";

type HeadingLevel = "h1" | "h2";

/**
 * Blocks that few pages have are chunks of their own, so that every other content page's first
 * load stays as it was (issue 16: a video, the cookies page's settings). No Suspense boundary
 * around them, as around a lazily loaded template: the server renders them inline, in the first
 * paint and for visitors without JavaScript, and the page preloads their chunk and CSS
 * (BLOCK_SOURCES in src/templates/sources.ts), so hydration does not wait for a second request.
 */
const VideoBlockView = lazy(() => import("./VideoBlockView").then((module) => ({ default: module.VideoBlockView })));
const CookieSettingsForm = lazy(() =>
  import("~/features/consent/entries/cookie-settings-form").then((module) => ({ default: module.CookieSettingsForm })),
);

function Hero({
  block,
  level,
  priority,
}: {
  block: Extract<ContentBlock, { type: "hero" }>;
  level: HeadingLevel;
  priority: boolean;
}) {
  const Heading = level;
  return (
    <section className={styles.hero}>
      <Picture src={block.image.src} alt={block.image.alt} priority={priority} className={styles.heroImage} />
      <div className={styles.heroText}>
        <Heading>{block.heading}</Heading>
        {block.text && <p>{block.text}</p>}
        {block.link && (
          <a href={block.link.url} className={styles.button}>
            {block.link.text}
          </a>
        )}
      </div>
    </section>
  );
}

function TeaserCard({
  title,
  text,
  url,
  image,
  date,
}: {
  title: string;
  text: string | null;
  url: string;
  image?: { src: string; alt: string } | null;
  date?: string;
}) {
  return (
    <li className={styles.card}>
      {image && <Picture src={image.src} alt={image.alt} sizes="(max-width: 624px) 100vw, 33vw" />}
      <div className={styles.cardBody}>
        <h3>
          <a href={url}>{title}</a>
        </h3>
        {date && <p className={styles.meta}>{date}</p>}
        {text && <p>{text}</p>}
      </div>
    </li>
  );
}

function PageList({ heading, teasers }: { heading?: string; teasers: PageTeaser[] }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <section className={styles.section}>
      {heading && <h2>{heading}</h2>}
      {teasers.length === 0 ? (
        <p>{t("content.noItems")}</p>
      ) : (
        <ul className={styles.cards}>
          {teasers.map((teaser) => (
            <TeaserCard
              key={teaser.url}
              title={teaser.title}
              text={teaser.summary}
              url={teaser.url}
              image={teaser.image ? { src: teaser.image, alt: "" } : null}
              date={t("content.published", { date: formatDate(teaser.publishedAt, site.language) })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function JobList({ heading, jobs }: { heading?: string; jobs: JobPosting[] }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <section className={styles.section}>
      <h2>{heading ?? t("content.jobs.heading")}</h2>
      {jobs.length === 0 ? (
        <p>{t("content.jobs.none")}</p>
      ) : (
        <ul className={styles.jobs}>
          {jobs.map((job) => (
            <li key={job.id} className={styles.job}>
              <h3>{job.title}</h3>
              <dl>
                <div>
                  <dt>{t("content.jobs.location")}</dt>
                  <dd>{job.location}</dd>
                </div>
                <div>
                  <dt>{t("content.jobs.department")}</dt>
                  <dd>{job.department}</dd>
                </div>
              </dl>
              <p>{job.summary}</p>
              <p className={styles.meta}>
                {t("content.jobs.applyBy", { date: formatDate(job.applyBy, site.language) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Block({
  block,
  index,
  content,
  headingLevel,
}: {
  block: ContentBlock;
  index: number;
  content: PageContent;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  switch (block.type) {
    case "hero":
      return <Hero block={block} level={headingLevel} priority={index === 0} />;
    case "text":
      return (
        <section className={`${styles.section} ${styles.text}`}>
          {block.heading && <h2>{block.heading}</h2>}
          {block.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      );
    case "teasers":
      return (
        <section className={styles.section}>
          {block.heading && <h2>{block.heading}</h2>}
          <ul className={styles.cards}>
            {block.items.map((item) => (
              <TeaserCard
                key={item.url + item.title}
                title={item.title}
                text={item.text}
                url={item.url}
                image={item.image}
              />
            ))}
          </ul>
        </section>
      );
    case "image":
      return (
        <figure className={styles.section}>
          <Picture
            src={block.image.src}
            alt={block.image.alt}
            portrait={block.image.portrait}
            sizes="(max-width: 72rem) 100vw, 72rem"
          />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case "faq":
      return (
        <section id={block.sectionId} className={`${styles.section} ${styles.text}`}>
          <h2>{block.heading || t("content.faqHeading")}</h2>
          {block.items.map((item) => (
            <details key={item.question} className={styles.faqItem}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      );
    case "facts":
      return (
        <section className={`${styles.section} ${styles.facts}`}>
          {block.heading && <h2>{block.heading}</h2>}
          <dl>
            {block.items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case "quote":
      return (
        <figure className={`${styles.section} ${styles.quote}`}>
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption>
            {block.author}
            {block.role && `, ${block.role}`}
          </figcaption>
        </figure>
      );
    case "contact":
      return (
        <section className={`${styles.section} ${styles.contact}`}>
          <h2>{block.heading}</h2>
          {block.text && <p>{block.text}</p>}
          <dl>
            {block.phone && (
              <div>
                <dt>{t("content.phone")}</dt>
                <dd>
                  <a href={`tel:${block.phone.replace(/[^\d+]/g, "")}`}>{block.phone}</a>
                </dd>
              </div>
            )}
            {block.email && (
              <div>
                <dt>{t("content.email")}</dt>
                <dd>
                  <a href={`mailto:${block.email}`}>{block.email}</a>
                </dd>
              </div>
            )}
            {block.openingHours && (
              <div>
                <dt>{t("content.openingHours")}</dt>
                <dd>{block.openingHours}</dd>
              </div>
            )}
          </dl>
        </section>
      );
    case "pageList":
      return <PageList heading={block.heading} teasers={content.lists[String(index)] ?? []} />;
    case "jobList":
      return <JobList heading={block.heading} jobs={content.jobs} />;
    case "video":
      return <VideoBlockView block={block} level={headingLevel} />;
    case "cookieSettings":
      // Works without JavaScript: a plain form the server renders in full (issue 16).
      return <CookieSettingsForm sectionId={block.sectionId} heading={block.heading} level={headingLevel} />;
  }
}

/** Renders a page's content blocks. With headingLevel h1, the first hero carries the page's h1. */
export function Blocks({ content, firstHeroIsTitle = false }: { content: PageContent; firstHeroIsTitle?: boolean }) {
  return (
    <>
      {content.blocks.map((block, index) => (
        <Block
          key={index}
          block={block}
          index={index}
          content={content}
          headingLevel={firstHeroIsTitle && index === 0 && block.type === "hero" ? "h1" : "h2"}
        />
      ))}
    </>
  );
}
