import type { VideoBlock } from "../schema";

/** A video block (issue 16): the poster, the consent overlay and the provider's player. To be built. */
export function VideoBlockView({ block }: { block: VideoBlock; level: "h1" | "h2" }) {
  return <p>{block.title}</p>;
}
