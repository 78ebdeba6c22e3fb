/**
 * The unit a client limit counts: the IPv4 address, or the /64 network of an IPv6 address
 * (one subscriber usually holds a whole /64, so counting single IPv6 addresses limits nothing).
 */
export function clientNetworkOf(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? headParts
      : [...headParts, ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill("0"), ...tailParts];
  const network = groups.slice(0, 4).map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16));
  while (network.length < 4) network.push("0");
  return `${network.join(":")}::/64`;
}
