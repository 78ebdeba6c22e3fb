import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { ProviderVideo } from "../video-url";
import styles from "./video.module.css";

/**
 * The provider's player. Rendered only after the visitor pressed play with thirdParty consent:
 * before that nothing of the provider's loads (decision 037). Focus moves into it, where the
 * play button was.
 */
export function VideoPlayer({ video, title }: { video: ProviderVideo; title: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <iframe
      ref={ref}
      className={styles.player}
      src={video.embedUrl}
      title={t("content.video.playerTitle", { provider: video.providerName, title })}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
