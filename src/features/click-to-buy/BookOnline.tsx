import { useEffect, useState } from "react";

/**
 * "Book online" on a home's page (issue 18). The page is the same for every visitor and cached,
 * so whether the home can be booked now is asked fresh from the browser
 * (`booking/is_bookable/{objectId}`, false on any error); the link shows only when it is. Only
 * homes for sale or in preselling are asked about, on sites with a click-to-buy path.
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
  clickToBuyPath: string | undefined;
  label: string;
  className?: string;
}) {
  const [bookable, setBookable] = useState(false);
  const asks = Boolean(clickToBuyPath) && (status === "forSale" || status === "preselling");
  useEffect(() => {
    if (!asks) return;
    fetch(`/api/booking/is_bookable/${objectId}`)
      .then((response) => response.json())
      .then(
        (answer: unknown) => setBookable(answer === true),
        () => setBookable(false),
      );
  }, [asks, objectId]);
  return asks && bookable ? (
    <a className={className} href={`${clickToBuyPath}?objekt=${objectId}`}>
      {label}
    </a>
  ) : null;
}
