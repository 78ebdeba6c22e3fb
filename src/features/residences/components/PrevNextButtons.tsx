import { useTranslation } from "~/i18n/react";

/**
 * The previous/next pair of a picture viewer (the gallery and the full-screen view): two buttons
 * named for a screen reader, with the arrows hidden from it. The caller places them by class.
 */
export function PrevNextButtons({
  onStep,
  navClassName,
  prevClassName,
  nextClassName,
}: {
  /** Called with −1 for the previous picture and 1 for the next. */
  onStep: (delta: -1 | 1) => void;
  navClassName: string | undefined;
  prevClassName: string | undefined;
  nextClassName: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={`${navClassName} ${prevClassName}`}
        onClick={() => onStep(-1)}
        aria-label={t("residence.gallery.previous")}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${navClassName} ${nextClassName}`}
        onClick={() => onStep(1)}
        aria-label={t("residence.gallery.next")}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
