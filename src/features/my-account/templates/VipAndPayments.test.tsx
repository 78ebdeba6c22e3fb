// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  json,
  renderPage,
  sentBody,
  stubFetch,
  stubPageLoads,
} from "~/features/account/pages/account-pages-test-harness";
import type { MyPagesShell } from "~/features/my-pages/page-data";
import { SITES } from "~/sites/sites";
import type { MyPagesVipData, PaymentRow } from "../page-data";
import { PaymentsTemplate } from "./PaymentsTemplate";
import { VipTemplate } from "./VipTemplate";

/** Text with the narrow and no-break spaces of prices as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const menu = (current: MyPagesShell["current"]): MyPagesShell => ({
  current,
  items: [
    { key: "myPages", href: "/mina-sidor/" },
    { key: "myPayments", href: "/mina-sidor/betalningar/" },
    { key: "myVip", href: "/mina-sidor/vip/" },
  ],
  board: false,
  associationName: null,
});

function vm<T>(template: string, data: T) {
  return { currentComponent: template, viewModel: { title: "Sidan", summary: null, data } } as never;
}

const payment = (status: PaymentRow["status"], amount: number, date: string): PaymentRow => ({
  id: `${status}-${amount}`,
  status,
  amount,
  date,
  payedWithCode: false,
});

describe("the payments page", () => {
  it("lists each payment with its date, amount in the site's currency and translated status; an unpaid fee can be paid", async () => {
    const payments = [
      payment("NotPaid", 1500, "2026-11-02T09:00:00.000Z"),
      payment("Paid", 995, "2026-01-15T09:00:00.000Z"),
    ];
    await renderPage(<PaymentsTemplate vm={vm("myPagesPayment", { menu: menu("myPayments"), payments })} />);
    const rows = within(screen.getByRole("table", { name: "Dina betalningar" })).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("2026-11-02");
    expect(plain(rows[1]?.textContent)).toContain("1 500 kr");
    expect(rows[1]?.textContent).toContain("Ej betald");
    expect(rows[2]?.textContent).toContain("Betald");
    expect(within(rows[1] as HTMLElement).getByRole("button", { name: /Betala/ })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByRole("button")).toBeNull();
  });

  it("pays an unpaid VIP fee with Swish in a dialog and shows it paid", async () => {
    const payments = [payment("NotPaid", 1500, "2026-11-02T09:00:00.000Z")];
    const paymentId = "0b8f7a3e-9a55-4a8e-8f3d-3d1f4c1e9b21";
    const made = { paymentId, paymentNumber: "NH-100009", amountMinor: 150_000, currency: "SEK", status: "created" };
    const fetchMock = vi.fn(async (url: string) => {
      if (url === "/api/payments/vip/NotPaid-1500") return json(made);
      if (url === "/api/buyresidence/startswishpayment") return json({ paymentId, status: "pending" });
      if (url.startsWith(`/api/buyresidence/paymentstatus/${paymentId}`)) {
        return json({ ...made, status: "paid", provider: "swish" });
      }
      throw new Error(`unexpected fetch ${url}`);
    });
    vi.stubGlobal("fetch", fetchMock);
    await renderPage(<PaymentsTemplate vm={vm("myPagesPayment", { menu: menu("myPayments"), payments })} />);
    fireEvent.click(screen.getByRole("button", { name: /Betala/ }));
    const dialog = await screen.findByRole("dialog", { name: "Betala VIP-avgiften" });
    expect(await within(dialog).findByText("NH-100009")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Mobilnummer för Swish/), { target: { value: "0701234567" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Betala med Swish" }));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe("Betalningen är mottagen."), {
      timeout: 4000,
    });
    const row = within(screen.getByRole("table", { hidden: true })).getAllByRole("row", { hidden: true })[1];
    expect(row?.textContent).toContain("Betald");
  });

  it("in Norway in kroner the Norwegian way, and an empty list says so", async () => {
    const payments = [payment("Reminder1", 2500, "2026-11-02T09:00:00.000Z")];
    await renderPage(<PaymentsTemplate vm={vm("myPagesPayment", { menu: menu("myPayments"), payments })} />, {
      site: SITES.no,
    });
    expect(plain(screen.getByRole("table").textContent)).toContain("kr 2 500");
    expect(screen.getByRole("table").textContent).toContain("Purring sendt");
    cleanup();
    await renderPage(<PaymentsTemplate vm={vm("myPagesPayment", { menu: menu("myPayments"), payments: [] })} />);
    expect(screen.getByText("Du har inga betalningar.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("the VIP page", () => {
  it("shows the membership, its campaign code, fee and unpaid status, without a pay button", async () => {
    const membership: MyPagesVipData["membership"] = {
      campaignCode: "VIP2027",
      since: "2026-03-01",
      fee: 1500,
      payment: payment("NotPaid", 1500, "2026-03-01T09:00:00.000Z"),
    };
    await renderPage(<VipTemplate vm={vm("myPagesVip", { menu: menu("myVip"), membership })} />);
    const text = plain(document.body.textContent);
    expect(text).toContain("VIP2027");
    expect(text).toContain("1 500 kr");
    expect(text).toContain("Ej betald");
    expect(text).toContain("går ännu inte att betala");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Se dina betalningar" }).getAttribute("href")).toBe(
      "/mina-sidor/betalningar/",
    );
  });

  it("a user who is not a member joins with a campaign code; a refused code is told at the form", async () => {
    const fetchMock = stubFetch(
      json({ status: "InvalidCampaignCode", message: "Kampanjkoden är ogiltig eller har gått ut." }),
    );
    await renderPage(<VipTemplate vm={vm("myPagesVip", { menu: menu("myVip"), membership: null })} />);
    const code = screen.getByLabelText("Kampanjkod", { exact: false }) as HTMLInputElement;
    fireEvent.click(screen.getByRole("button", { name: "Bli VIP-medlem" }));
    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: "FEL2027" } });
    fireEvent.click(screen.getByRole("button", { name: "Bli VIP-medlem" }));
    expect(await screen.findByText("Kampanjkoden är ogiltig eller har gått ut.")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account_service/update/vipmembership");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ campaignCode: "FEL2027" });
    expect(code.value).toBe("FEL2027");
  });

  it("a joined member goes where the server says: payments while the fee is unpaid", async () => {
    stubFetch(json({ status: "Ok", redirectTo: "/mina-sidor/betalningar/" }));
    const assign = stubPageLoads();
    await renderPage(<VipTemplate vm={vm("myPagesVip", { menu: menu("myVip"), membership: null })} />);
    fireEvent.change(screen.getByLabelText("Kampanjkod", { exact: false }), { target: { value: "VIP2027" } });
    fireEvent.click(screen.getByRole("button", { name: "Bli VIP-medlem" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/mina-sidor/betalningar/"));
  });
});
