import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useConsent } from "~/features/consent";
import { useTranslation } from "~/i18n/react";
import { Picture } from "~/ui/Picture";
import type { VideoBlock } from "../schema";
import { parseVideoUrl } from "../video-url";
import { VideoPlayer } from "./VideoPlayer";
import styles from "./video.module.css";

/** The overlay and the dialog, with their strings: loaded on the way to playing, not with the poster. */
const loadConsentParts = () => import("./video-consent");
const VideoConsentOverlay = lazy(() => loadConsentParts().then((module) => ({ default: module.VideoConsentOverlay })));
const VideoDialog = lazy(() => loadConsentParts().then((module) => ({ default: module.VideoDialog })));

type Stage = "poster" | "asking" | "playing";

/**
 * A video block (spec 001 section 3 "Media and consent", decision 037): a poster with a play
 * button, the title, the description and the script text, readable without playing. Play loads the
 * provider's player only with thirdParty consent: in the page (`renderOnPage`) or in a dialog over
 * it; without consent an overlay asks first. Nothing of the provider's loads before.
 */
export function VideoBlockView({ block, level }: { block: VideoBlock; level: "h1" | "h2" }) {
  const { t } = useTranslation();
  const consent = useConsent();
  const video = parseVideoUrl(block.videoUrl);
  const [stage, setStage] = useState<Stage>("poster");
  const [dialogOpen, setDialogOpen] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  const backToPoster = useRef(false);
  const Heading = level;

  useEffect(() => {
    if (stage === "poster" && backToPoster.current) {
      backToPoster.current = false;
      playButton.current?.focus();
    }
  }, [stage]);

  function play() {
    if (!block.renderOnPage) setDialogOpen(true);
    else setStage(consent.thirdParty ? "playing" : "asking");
  }

  // A consent withdrawn in the settings takes the player away again (the dialog does the same).
  const showPlayer = stage === "playing" && video !== null && consent.thirdParty;
  return (
    <section className={styles.video}>
      <Heading>{block.title}</Heading>
      {block.description && !block.hideDescriptionOnPage && <p className={styles.description}>{block.description}</p>}
      <div className={styles.stage}>
        <div className={styles.frame}>
          {showPlayer ? (
            <VideoPlayer video={video} title={block.title} />
          ) : (
            <>
              <Picture
                src={block.image.src}
                alt={block.image.alt}
                className={styles.poster}
                sizes="(max-width: 56rem) 100vw, 56rem"
              />
              {video && (
                <button
                  ref={playButton}
                  type="button"
                  className={styles.play}
                  aria-label={t("content.video.play", { title: block.title })}
                  onClick={play}
                  // The overlay's chunk starts loading as the visitor heads for the button.
                  onPointerEnter={loadConsentParts}
                  onFocus={loadConsentParts}
                >
                  <span className={styles.playIcon}>
                    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
                      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
                    </svg>
                  </span>
                </button>
              )}
            </>
          )}
        </div>
        {stage === "asking" && video && (
          <Suspense fallback={null}>
            <VideoConsentOverlay
              video={video}
              onPlay={() => setStage("playing")}
              onCancel={() => {
                backToPoster.current = true;
                setStage("poster");
              }}
            />
          </Suspense>
        )}
      </div>
      {block.scriptText && (
        <details className={styles.script}>
          <summary>{t("content.video.script")}</summary>
          {block.scriptText.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </details>
      )}
      {!video && (
        // An address of no provider we know: a plain link, never a frame of it.
        <p className={styles.external}>
          <a href={block.videoUrl} rel="noopener noreferrer">
            {t("content.video.external", { host: new URL(block.videoUrl).hostname })}
          </a>
        </p>
      )}
      {dialogOpen && video && (
        <Suspense fallback={null}>
          <VideoDialog block={block} video={video} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
