import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoImageSvg, generateDemoImage } from "./demo-images";
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, DEMO_IMAGES, type DemoImagePath } from "./demo-images.names";

describe("demo images", () => {
  it("renders a JPEG of the declared size with the alt text of the list", async () => {
    const image = await generateDemoImage("demo/exterior-townhouses.jpg");
    expect(image.contentType).toBe("image/jpeg");
    expect(image.width).toBe(DEMO_IMAGE_WIDTH);
    expect(image.height).toBe(DEMO_IMAGE_HEIGHT);
    expect(image.altText).toBe(DEMO_IMAGES["demo/exterior-townhouses.jpg"]);
    const meta = await sharp(image.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(DEMO_IMAGE_WIDTH);
    expect(meta.height).toBe(DEMO_IMAGE_HEIGHT);
  });

  it("is deterministic", async () => {
    const a = await generateDemoImage("demo/nature-fjord.jpg");
    const b = await generateDemoImage("demo/nature-fjord.jpg");
    expect(a.data.equals(b.data)).toBe(true);
  });

  it("builds a different scene for every image", () => {
    const paths = Object.keys(DEMO_IMAGES) as DemoImagePath[];
    const svgs = paths.map((path) => demoImageSvg(path));
    expect(new Set(svgs).size).toBe(paths.length);
    for (const svg of svgs) expect(svg).toContain(`width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}"`);
    expect(demoImageSvg(paths[0] as DemoImagePath)).toBe(svgs[0]);
  });
});
