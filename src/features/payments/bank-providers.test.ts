import { describe, expect, it } from "vitest";
import { createNordeaClient, createNordeaProvider } from "./nordea/nordea-client";
import { NORDEA_RETURN_MAC_FIELDS, nordeaMac } from "./nordea/nordea-protocol";
import { ProviderUnavailableError } from "./provider";
import { createSveaClient, createSveaProvider, stateOfSveaStatus } from "./svea/svea-client";

/** Nobody listens on port 1: a provider that does not answer. */
const UNREACHABLE = "http://127.0.0.1:1";

describe("a bank that does not answer", () => {
  it("Svea: a push cannot be verified, so it is not applied (ProviderUnavailableError: Svea pushes again)", async () => {
    const svea = createSveaProvider(
      createSveaClient({ apiUrl: UNREACHABLE, merchantId: "1", secret: "s", timeoutMs: 500 }),
    );
    await expect(svea.verifyCallback({ headers: {}, body: { svea_order_id: "8000001" }, rawBody: "" })).rejects.toThrow(
      ProviderUnavailableError,
    );
    // A push naming no order id is no report at all.
    expect(await svea.verifyCallback({ headers: {}, body: { svea_order_id: "../x" }, rawBody: "" })).toBeUndefined();
  });

  it("Nordea: a paid return that verifies waits for the bank's record of the amount", async () => {
    const secret = "nordea-secret";
    const nordea = createNordeaProvider(
      createNordeaClient({ url: UNREACHABLE, merchantId: "1", secret, timeoutMs: 500 }),
    );
    const fields = {
      SOLOPMT_RETURN_VERSION: "0003",
      SOLOPMT_RETURN_STAMP: "stamp-1",
      SOLOPMT_RETURN_REF: "NH-1",
      SOLOPMT_RETURN_PAID: "NDA1",
    };
    const signed = { ...fields, SOLOPMT_RETURN_MAC: nordeaMac(fields, NORDEA_RETURN_MAC_FIELDS, secret) };
    await expect(
      nordea.verifyCallback({ headers: {}, body: { ...signed, kind: "return" }, rawBody: "" }),
    ).rejects.toThrow(ProviderUnavailableError);
    // A cancel needs no record: it is read from its signed fields alone.
    const { SOLOPMT_RETURN_PAID: _paid, ...cancelFields } = fields;
    const cancel = { ...cancelFields, SOLOPMT_RETURN_MAC: nordeaMac(cancelFields, NORDEA_RETURN_MAC_FIELDS, secret) };
    expect(
      await nordea.verifyCallback({ headers: {}, body: { ...cancel, kind: "cancel" }, rawBody: "" }),
    ).toMatchObject({
      providerRef: "stamp-1",
      state: "cancelled",
      amountMinor: null,
    });
    // The same signed cancel presented as a paid return is not one.
    expect(
      await nordea.verifyCallback({ headers: {}, body: { ...cancel, kind: "return" }, rawBody: "" }),
    ).toBeUndefined();
  });
});

describe("Svea's order statuses", () => {
  it("maps Svea's words to ours, an unknown word to pending", () => {
    expect(
      ["Created", "Final", "Confirmed", "Cancelled", "Expired", "Declined", "Whatever"].map(stateOfSveaStatus),
    ).toEqual(["pending", "paid", "paid", "cancelled", "cancelled", "declined", "pending"]);
  });
});
