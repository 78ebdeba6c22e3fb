import { useEffect, useState } from "react";

/** Statuses of a home that online booking may take (the server decides; these only save a call). */
const BOOKABLE_STATUSES = new Set(["forSale", "preselling"]);

/**
 * "Book online" on a home's page (issue 18). The page is the same for every visitor and cached,
 * so whether the home can be booked now is asked fresh from the browser
 * (`booking/is_bookable/{objectId}`, false on any error); the link shows only when it is.
 */
export function BookOnline({
  objectId,
  status,
  clickToBuyPath,
  label,
  className,
}: {
  objectId: number;
  status: string;
  /** The site's click-to-buy path (/boka/, /kjop/, /varaus/); null where the site books nothing online. */
  clickToBuyPath: string | null | undefined;
  label: string;
  className?: string;
}) {
  const [bookable, setBookable] = useState(false);
  const asks = Boolean(clickToBuyPath) && BOOKABLE_STATUSES.has(status);

  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    fetch(`/api/booking/is_bookable/${objectId}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : false))
      .then((answer: unknown) => setBookable(answer === true))
      .catch(() => setBookable(false));
    return () => controller.abort();
  }, [asks, objectId]);

  if (!asks || !bookable || !clickToBuyPath) return null;
  return (
    <a className={className} href={`${clickToBuyPath}?objekt=${objectId}`}>
      {label}
    </a>
  );
}
