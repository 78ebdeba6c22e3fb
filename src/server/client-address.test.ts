import { describe, expect, it } from "vitest";
import { clientNetworkOf } from "./client-address";

describe("clientNetworkOf", () => {
  it("counts IPv4 clients by address and IPv6 clients by their /64 network", () => {
    expect(clientNetworkOf("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetworkOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetworkOf("2001:db8:85a3:12::8a2e:370:7334")).toBe("2001:db8:85a3:12::/64");
    expect(clientNetworkOf("2001:DB8:85A3:0012:1:2:3:4")).toBe("2001:db8:85a3:12::/64");
    expect(clientNetworkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetworkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetworkOf("::1")).toBe("0:0:0:0::/64");
  });
});
