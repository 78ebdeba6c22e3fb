import { describe, expect, it } from "vitest";
import { eidReturnError } from "./eid-return-errors";

describe("eidReturnError", () => {
  it("maps the Norwegian e-ident return hashes and error page keys", () => {
    expect(eidReturnError("#cancel")).toBe("cancel");
    expect(eidReturnError("#ssn-no-match")).toBe("userssnnomatch");
    expect(eidReturnError("#no-pid")).toBe("usernopid");
    expect(eidReturnError("#userexists")).toBe("userexists");
    expect(eidReturnError("#exception")).toBe("general");
    expect(eidReturnError("#bankid-invalid")).toBe("bankidinvalid");
    expect(eidReturnError("#login-failed")).toBe("loginfailed");
  });
  it("turns an unknown value into purchase and no hash into none", () => {
    expect(eidReturnError("#something-else")).toBe("purchase");
    expect(eidReturnError("")).toBeNull();
    expect(eidReturnError("#")).toBeNull();
  });
});
