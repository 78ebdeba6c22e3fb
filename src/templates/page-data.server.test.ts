import { describe, expect, it, vi } from "vitest";
import type { DynamicPage } from "~/features/content/content.service";
import type { AreaPageData } from "~/features/residences/page-data";
import type { SoldOutTemplate } from "~/features/residences/templates/SoldOutTemplate";
import type { StageTemplate } from "~/features/residences/templates/StageTemplate";
import type { TextSearchPageData } from "~/features/text-search/page-data";
import { SchemaMismatchError } from "~/lib/schema-check";
import type { FeatureModule, PageDataLoaders, PageDataRequest } from "~/server/feature-module";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import { UnknownTemplateError } from "./names";
import type { TemplateProps } from "./page-data";
import { createPageData, pageDataLoadersOf, templateDataOf, templatePageViewModel } from "./page-data.server";
import type { TemplateComponent } from "./registry";

const areaData: AreaPageData = {
  kind: "area",
  area: {
    id: 1,
    name: "Kvarnholmen Strand",
    url: "/bostader/stockholms-lan/nacka/kvarnholmen-strand/",
    county: "Stockholms län",
    countyUrl: "/bostader/stockholms-lan/",
    municipality: "Nacka",
    municipalityUrl: "/bostader/stockholms-lan/nacka/",
    latitude: 59.32,
    longitude: 18.13,
    projectStatus: "soldOut",
    projectPhase: 10,
    concept: null,
    shortDescription: "",
    description: "",
    images: [],
  },
  stages: [],
  contacts: [{ name: "Anna Lindqvist", role: 0, phone: "070-123 45 67", email: "anna@nordhem.example", image: null }],
  availableCount: 0,
  price: null,
  rooms: null,
  livingArea: null,
  otherProjects: [],
};

const textSearchData: TextSearchPageData = {
  query: { s: "lägenhet", category: "all", page: 1 },
  status: "empty",
  result: null,
};

const request: PageDataRequest = { site: SITES.sv, url: new URL("http://localhost/sok/?s=lägenhet") };

describe("templateDataOf", () => {
  it("parses a template's data with its schema and drops what the schema does not declare", () => {
    const withExtra = { ...areaData, internalNote: "not for the browser" };
    const parsed = templateDataOf("soldOut", withExtra, { strict: false });
    expect(parsed).toEqual(areaData);
    expect(parsed).not.toHaveProperty("internalNote");
  });

  it("with strict (development and tests) refuses undeclared keys, naming them", () => {
    const withExtra = { ...areaData, area: { ...areaData.area, internalNote: "x" } };
    expect(() => templateDataOf("area", withExtra, { strict: true })).toThrow(
      'the data of template "area" does not match its schema: area.internalNote: not in the schema',
    );
  });

  it("refuses data of another template's shape, without showing its values", () => {
    let error: unknown;
    try {
      templateDataOf("stage", areaData, { strict: false });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect(String(error)).toMatch(/kind: Invalid input: expected "stage"/);
    expect(String(error)).not.toContain("anna@nordhem.example");
  });

  it("gives a template without a schema no data (and strict says when it got some)", () => {
    expect(templateDataOf("standard", undefined, { strict: true })).toBeUndefined();
    expect(templateDataOf("standard", { stray: 1 }, { strict: false })).toBeUndefined();
    expect(() => templateDataOf("standard", { stray: 1 }, { strict: true })).toThrow(/the template has no data/);
  });

  it("lets a template whose data is optional go without (search on a site without home search)", () => {
    expect(templateDataOf("search", undefined, { strict: true })).toBeUndefined();
    expect(() => templateDataOf("stage", undefined, { strict: false })).toThrow(SchemaMismatchError);
  });
});

describe("templatePageViewModel", () => {
  it("keeps the view model but the site's navigation and types its data; an unknown template is an error", () => {
    const vm = templateViewModel("soldOut", areaData, { title: "Kvarnholmen Strand" });
    const { navigation: _navigation, footer: _footer, careerNavigation: _career, ...page } = vm;
    const result = templatePageViewModel(vm, areaData, { strict: true });
    expect(result).toEqual(page);
    // The root route sends the navigation and footer once per document (decision 023).
    expect(result).not.toHaveProperty("navigation");
    expect(result).not.toHaveProperty("footer");
    expect(() =>
      templatePageViewModel({ ...vm, currentComponent: "noSuchTemplate" }, undefined, { strict: true }),
    ).toThrow(UnknownTemplateError);
  });
});

describe("createPageData", () => {
  it("puts the loader's data into the page of its template, parsed", async () => {
    const load = vi.fn(async () => ({ ...textSearchData, extra: "dropped" }));
    const pageData = createPageData({ textSearch: load }, { strict: false });
    const vm = await pageData(templateViewModel("textSearch", textSearchData, { title: "Sök" }), request);
    expect(load).toHaveBeenCalledWith(request);
    expect(vm.currentComponent).toBe("textSearch");
    expect(vm.viewModel.data).toEqual(textSearchData);
  });

  it("fails on loader data that does not match the schema, naming the template and the page", async () => {
    // Data the types cannot vouch for, as a loader gets it from JSON the database built.
    const fromJson = async () => JSON.parse(JSON.stringify({ ...textSearchData, status: "unknown" }));
    const pageData = createPageData({ textSearch: fromJson }, { strict: false });
    await expect(pageData(templateViewModel("textSearch", textSearchData), request)).rejects.toThrow(
      /the data of template "textSearch" at \/sok\/ does not match its schema: status: Invalid option/,
    );
  });

  it("keeps the page's own data when the loader has none, and loads nothing for an error page", async () => {
    const load = vi.fn(async () => undefined);
    const pageData = createPageData({ areas: load }, { strict: true });
    expect((await pageData(templateViewModel("areas", undefined), request)).viewModel.data).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);

    const search = vi.fn(async () => undefined);
    const errorPage = { ...templateViewModel("search", undefined), status: 404 };
    await createPageData({ search }, { strict: true })(errorPage, request);
    expect(search).not.toHaveBeenCalled();
  });
});

describe("pageDataLoadersOf", () => {
  it("joins the features' loaders, and refuses two loaders for one template", () => {
    const loader = async () => undefined;
    const a: FeatureModule = { name: "a", pageData: { search: loader } };
    const b: FeatureModule = { name: "b", pageData: { areas: loader } };
    expect(Object.keys(pageDataLoadersOf([a, b]))).toEqual(["search", "areas"]);
    expect(() => pageDataLoadersOf([a, { name: "c", pageData: { search: loader } }])).toThrow(
      'Two features load the data of template "search"',
    );
  });
});

describe("the types", () => {
  // These lines are checked by the compiler (npm run typecheck): each @ts-expect-error must meet
  // an error, so if a mismatch ever compiled, the typecheck would fail. The function never runs.
  function mismatches(
    stage: typeof StageTemplate,
    soldOut: typeof SoldOutTemplate,
    page: Omit<DynamicPage, "template" | "data">,
  ) {
    // A template component registered for another template's data.
    // @ts-expect-error the sold-out page reads area data, not a stage page's
    const wrongComponent: TemplateComponent<"stage"> = soldOut;
    const rightComponent: TemplateComponent<"stage"> = stage;

    // A loader whose output is not its template's data.
    // @ts-expect-error a text search loader cannot return an area page's data
    const wrongLoader: PageDataLoaders = { textSearch: async () => areaData };
    const rightLoader: PageDataLoaders = { textSearch: async () => textSearchData };

    // A dynamic page whose data is not its template's.
    // @ts-expect-error a stage page must carry stage data
    const wrongPage: DynamicPage = { ...page, template: "stage", data: areaData };
    const rightPage: DynamicPage = { ...page, template: "soldOut", data: areaData };

    // A template reading data its template does not have.
    // @ts-expect-error only area data has otherProjects
    const wrongRead = (props: TemplateProps<"stage">) => props.vm.viewModel.data.otherProjects;
    const rightRead = (props: TemplateProps<"soldOut">) => props.vm.viewModel.data.otherProjects;

    return [wrongComponent, rightComponent, wrongLoader, rightLoader, wrongPage, rightPage, wrongRead, rightRead];
  }

  it("are checked by the compiler", () => {
    expect(typeof mismatches).toBe("function");
  });
});
