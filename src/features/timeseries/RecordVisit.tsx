import { useEffect } from "react";
import { whenStatisticsAllowed } from "~/features/consent";
import { rememberVisitor, type VisitKind } from "./visitor";

/**
 * Records a visit of an area, stage or home page after hydration (renders nothing), only with
 * statistics consent (issue 16): a visitor who agrees while on the page has it counted then. The
 * answer carries the visitor's id, which the start page's "recently viewed" needs.
 */
export function RecordVisit({ kind, id }: { kind: VisitKind; id: number }) {
  useEffect(() => whenStatisticsAllowed(() => recordVisit(kind, id)), [kind, id]);
  return null;
}

function recordVisit(kind: VisitKind, id: number): void {
  fetch("/api/timeseries/visit", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind, id }),
    keepalive: true,
  })
    .then((response) => (response.status === 200 ? (response.json() as Promise<{ visitorId?: string }>) : null))
    .then((body) => {
      if (body?.visitorId) rememberVisitor(body.visitorId);
    })
    // Statistics must never disturb the page.
    .catch(() => {});
}
