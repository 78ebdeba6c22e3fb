import { SESSION_COOKIE } from "~/server/app-context";
import { createTestApp } from "~/test/test-app";

const { app } = await createTestApp({ seed: true, ssr: true, env: { RATE_LIMIT_PER_MINUTE: "100000000" } });
const headers = { cookie: `${SESSION_COOKIE}=x`, host: "localhost" };
for (let i = 0; i < 100; i++) await app.inject({ url: "/karriar/", headers });
const { Session } = await import("node:inspector/promises");
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.start");
const t = performance.now();
for (let i = 0; i < 500; i++) await app.inject({ url: "/karriar/", headers });
console.log("ssr ms/req", ((performance.now() - t) / 500).toFixed(2));
const { profile } = await session.post("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const counts = new Map<number, number>();
for (const id of profile.samples!) counts.set(id, (counts.get(id) ?? 0) + 1);
const total = profile.samples!.length;
// inclusive time per function name
const incl = new Map<string, number>();
for (const [id, c] of counts) {
  const seen = new Set<string>();
  let cur: number | undefined = id;
  while (cur !== undefined) {
    const n = byId.get(cur)!;
    const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-1)[0]}:${n.callFrame.lineNumber}`;
    if (!seen.has(k)) {
      incl.set(k, (incl.get(k) ?? 0) + c);
      seen.add(k);
    }
    cur = parent.get(cur);
  }
}
for (const [k, c] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45))
  console.log(((c / total) * 100).toFixed(1).padStart(5), k);
await app.close();
