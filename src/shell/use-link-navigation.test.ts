// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isClientNavigable } from "./use-link-navigation";

function link(href: string, attributes: Record<string, string> = {}) {
  const a = document.createElement("a");
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
}
const click = (init: MouseEventInit = {}) => new MouseEvent("click", { button: 0, ...init });
const at = (href: string) => new URL(href) as unknown as Location;

describe("which link clicks become client-side navigations", () => {
  const here = at("http://localhost:3000/karriar/");

  it("takes plain links to other pages of the same site", () => {
    expect(isClientNavigable(link("http://localhost:3000/om-oss/"), click(), here)).toBe(true);
    expect(isClientNavigable(link("http://localhost:3000/sok/?s=radhus"), click(), here)).toBe(true);
  });

  it("leaves other sites, new tabs, downloads and modified clicks to the browser", () => {
    expect(isClientNavigable(link("http://no.localhost:3000/"), click(), here)).toBe(false);
    expect(isClientNavigable(link("http://localhost:3000/om-oss/", { target: "_blank" }), click(), here)).toBe(false);
    expect(isClientNavigable(link("http://localhost:3000/fil.pdf", { download: "" }), click(), here)).toBe(false);
    expect(isClientNavigable(link("http://localhost:3000/om-oss/"), click({ ctrlKey: true }), here)).toBe(false);
    expect(isClientNavigable(link("http://localhost:3000/om-oss/"), click({ button: 1 }), here)).toBe(false);
    expect(isClientNavigable(link("http://localhost:3000/om-oss/", { "data-reload": "" }), click(), here)).toBe(false);
  });

  it("loads the English sub-site and the Swedish site as separate documents", () => {
    expect(isClientNavigable(link("http://localhost:3000/en/careers/"), click(), here)).toBe(false);
    expect(
      isClientNavigable(link("http://localhost:3000/karriar/"), click(), at("http://localhost:3000/en/careers/")),
    ).toBe(false);
    expect(
      isClientNavigable(link("http://localhost:3000/en/about-us/"), click(), at("http://localhost:3000/en/")),
    ).toBe(true);
  });

  it("leaves images, the API and anchors on the same page alone", () => {
    expect(isClientNavigable(link("http://localhost:3000/img/demo/a.jpg"), click(), here)).toBe(false);
    expect(isClientNavigable(link("http://localhost:3000/api/docs"), click(), here)).toBe(false);
    expect(isClientNavigable(link("http://localhost:3000/karriar/#lediga"), click(), here)).toBe(false);
  });
});
