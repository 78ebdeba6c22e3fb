import { Link } from "react-router";

/** A link to a path of this site (client-side navigation) or to another host (full load). */
export function NavLink({
  url,
  children,
  ...rest
}: { url: string; children: React.ReactNode } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  if (/^https?:\/\//.test(url)) {
    return (
      <a href={url} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} {...rest}>
      {children}
    </Link>
  );
}
