/**
 * The consent-gated parts of a video block (issue 16, decision 037): the overlay that asks for
 * thirdParty consent before the provider's player loads, and the dialog a video plays in when it
 * is not played in the page. A chunk of its own with the `video` namespace, loaded when the
 * visitor presses play (or points at the button), so a page that only shows the poster carries
 * neither.
 */
import { useEffect, useId, useRef, useState } from "react";
import { ConsentCode, openConsentSettings, saveConsent, useConsent } from "~/features/consent";
import { withMessages } from "~/i18n/lazy-messages";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import type { VideoBlock } from "../schema";
import type { ProviderVideo } from "../video-url";
import { VideoPlayer } from "./VideoPlayer";
import styles from "./video.module.css";

interface ConsentPanelProps {
  video: ProviderVideo;
  /** The visitor may play now: consent was there, or was just given. */
  onPlay: () => void;
  /** Back to the poster (the panel over the poster has it; the dialog has its own close). */
  onCancel?: () => void;
  inDialog?: boolean;
}

/**
 * Asks for thirdParty consent: "accept for videos" saves it (the visitor's other choices kept) and
 * plays; "cookie settings" opens the settings dialog, and once thirdParty is saved there the panel
 * offers play. Focus moves to its heading, so a screen reader announces it where the visitor is.
 */
function ConsentPanel({ video, onPlay, onCancel, inDialog = false }: ConsentPanelProps) {
  const { t } = useTranslation();
  const consent = useConsent();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function acceptForVideos() {
    // The cookie is written at once; the report to the server may finish after the player loads.
    void saveConsent(
      { marketing: consent.marketing, statistics: consent.statistics, thirdParty: true },
      ConsentCode.manual,
      "video",
    );
    onPlay();
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-live="polite"
      className={`${styles.overlay} ${inDialog ? styles.inDialog : ""}`}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {consent.thirdParty ? t("video.readyTitle") : t("video.consentTitle")}
      </h3>
      <p>{consent.thirdParty ? t("video.readyText") : t("video.consentText", { provider: video.providerName })}</p>
      <div className={styles.actions}>
        {consent.thirdParty ? (
          <button type="button" className={styles.primary} onClick={onPlay}>
            {t("video.play")}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={acceptForVideos}>
            {t("video.accept")}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={openConsentSettings}>
          {t("video.settings")}
        </button>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t("video.cancel")}
          </button>
        )}
      </div>
    </section>
  );
}

/** The overlay over the poster of a video played in the page. */
export const VideoConsentOverlay = withMessages(["video"], ConsentPanel);

/**
 * The third-party video modal (spec 001 section 2): the video's title, the player (with consent)
 * or the consent panel, and the description, which a block may show only here. Closing it removes
 * the player, which stops the video.
 */
function VideoDialogView({ block, video, onClose }: { block: VideoBlock; video: ProviderVideo; onClose: () => void }) {
  const { t } = useTranslation();
  const consent = useConsent();
  // With consent already given the video plays as the dialog opens: the visitor pressed play.
  const [playing, setPlaying] = useState(consent.thirdParty);
  return (
    <Dialog open onClose={onClose} title={block.title} closeLabel={t("video.close")} size="large">
      {playing && consent.thirdParty ? (
        <div className={styles.frame}>
          <VideoPlayer video={video} title={block.title} />
        </div>
      ) : (
        <ConsentPanel video={video} onPlay={() => setPlaying(true)} inDialog />
      )}
      {block.description && <p className={styles.dialogDescription}>{block.description}</p>}
    </Dialog>
  );
}

export const VideoDialog = withMessages(["video"], VideoDialogView);
