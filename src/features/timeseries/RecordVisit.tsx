import { useEffect } from "react";
import { rememberVisitor, type VisitKind } from "./visitor";

/**
 * Records a visit of an area, stage or home page after hydration (renders nothing). The answer
 * carries the visitor's id, which the start page's "recently viewed" needs.
 */
export function RecordVisit({ kind, id }: { kind: VisitKind; id: number }) {
  useEffect(() => {
    fetch("/api/timeseries/visit", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind, id }),
      keepalive: true,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ visitorId?: string }>) : null))
      .then((body) => {
        if (body?.visitorId) rememberVisitor(body.visitorId);
      })
      // Statistics must never disturb the page.
      .catch(() => {});
  }, [kind, id]);
  return null;
}
