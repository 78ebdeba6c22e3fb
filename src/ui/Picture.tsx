import { imageSrcSet, imageUrl } from "~/domain/image-url";

interface PictureProps {
  src: string;
  alt: string;
  portrait?: boolean;
  /** The image of the first screen: loaded eagerly with high priority (LCP). */
  priority?: boolean;
  sizes?: string;
  /** The srcset's widths; default the proxy's standard ones. */
  widths?: readonly number[];
  className?: string;
}

/** An image through the image proxy with the standard srcset (spec 001 section 9). */
export function Picture({ src, alt, portrait, priority, sizes = "100vw", widths, className }: PictureProps) {
  const aspect = portrait ? "2:3" : "3:2";
  return (
    <img
      className={className}
      src={imageUrl(src, 1200, aspect)}
      srcSet={imageSrcSet(src, aspect, widths)}
      sizes={sizes}
      alt={alt}
      width={portrait ? 1200 : 1200}
      height={portrait ? 1800 : 800}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
