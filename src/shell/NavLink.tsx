/**
 * Links are plain anchors: the page shell turns clicks on same-site links into client-side
 * navigation (see use-link-navigation.ts), so a page with a hundred menu links does not pay
 * for a hundred router links when rendering and hydrating.
 */
export function NavLink({
  url,
  children,
  ...rest
}: { url: string; children: React.ReactNode } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}
