// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGS, translate } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import { ErrorTemplate } from "./ErrorTemplate";

const t = (key: string) => translate("sv", key);

function RootLayout() {
  const data = useLoaderData() as RootData;
  return (
    <I18nProvider language={data.site.language} catalog={data.catalog}>
      <Outlet />
    </I18nProvider>
  );
}

function ServerErrorPage() {
  return <ErrorTemplate vm={{ ...templateViewModel("serverError", undefined), status: 500 }} />;
}

function renderAt(entry: string) {
  const rootData = { site: SITES.sv, catalog: CATALOGS.sv, developerTools: false } as RootData;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: RootLayout,
      children: [{ path: "*", Component: ServerErrorPage }],
    },
  ]);
  return render(<Stub initialEntries={[entry]} hydrationData={{ loaderData: { root: rootData } }} />);
}

afterEach(cleanup);

describe("ErrorTemplate", () => {
  it("tries the same address again", () => {
    renderAt("/bostader/?rooms=2");
    expect(screen.getByRole("link", { name: t("errors.tryAgain") }).getAttribute("href")).toBe("/bostader/?rooms=2");
  });

  it("keeps the try-again link on this site when the address starts with two slashes", () => {
    renderAt("//evil.example/x?y=1");
    expect(screen.getByRole("link", { name: t("errors.tryAgain") }).getAttribute("href")).toBe("/evil.example/x?y=1");
  });
});
