import { describe, expect, it } from "vitest";
import { eidReturnOf, loginTriggerOf, withoutEidReturn } from "./login-triggers";

const ID = "0b5f2a3c-9d1e-4f6a-8b7c-1d2e3f4a5b6c";
const OTHER = "7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b";

describe("loginTriggerOf", () => {
  it("opens the modal for the hash triggers", () => {
    expect(loginTriggerOf("#open-login-board", "")).toEqual({ kind: "hash", props: { initialTab: "board" } });
    expect(loginTriggerOf("#open-case", "")).toMatchObject({
      kind: "hash",
      props: { caseLogin: true, hideTabs: true },
    });
    expect(loginTriggerOf("#something-else", "")).toBeNull();
  });

  it("resumes an e-ID login named by poolingId, cid or sid, with its type (spec 001 section 2)", () => {
    for (const name of ["poolingId", "cid", "sid"]) {
      expect(loginTriggerOf("", `?${name}=${ID}&type=login`)).toEqual({
        kind: "eidReturn",
        poolingId: ID,
        board: false,
      });
      expect(loginTriggerOf("", `?type=login+board+member&${name}=${ID}`)).toEqual({
        kind: "eidReturn",
        poolingId: ID,
        board: true,
      });
    }
  });

  it("needs a type that resumes a login, and an id that is one", () => {
    expect(loginTriggerOf("", `?cid=${ID}`)).toBeNull();
    expect(loginTriggerOf("", `?sid=${ID}&type=register`)).toBeNull();
    expect(loginTriggerOf("", "?sid=1234&type=login")).toBeNull();
    expect(loginTriggerOf("", `?cid=${ID}x&type=login`)).toBeNull();
  });
});

describe("eidReturnOf", () => {
  it("takes the first valid id: poolingId, then cid, then sid", () => {
    expect(eidReturnOf(`?sid=${OTHER}&cid=${ID}&type=register`)).toEqual({ poolingId: ID, type: "register" });
    expect(eidReturnOf(`?poolingId=${ID}&cid=${OTHER}&type=update`)).toEqual({ poolingId: ID, type: "update" });
    expect(eidReturnOf(`?poolingId=nonsense&sid=${OTHER}&type=login`)).toEqual({ poolingId: OTHER, type: "login" });
    expect(eidReturnOf(new URLSearchParams({ sid: ID, type: "booking" }))).toEqual({ poolingId: ID, type: "booking" });
  });

  it("is nothing without a type or a valid id", () => {
    expect(eidReturnOf(`?poolingId=${ID}`)).toBeNull();
    expect(eidReturnOf("?cid=&type=login")).toBeNull();
    expect(eidReturnOf("")).toBeNull();
  });
});

describe("withoutEidReturn", () => {
  it("removes the attempt under any name and its type, and keeps the rest", () => {
    expect(withoutEidReturn(`?cid=${ID}&type=login&referrer=%2Fsok-bostad%2F`)).toBe("?referrer=%2Fsok-bostad%2F");
    expect(withoutEidReturn(`?sid=${ID}&type=login`)).toBe("");
    expect(withoutEidReturn(`?poolingId=${ID}&type=login&q=Nacka`)).toBe("?q=Nacka");
  });
});
