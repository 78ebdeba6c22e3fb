import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSite } from "~/shell/use-site";
import { type LoginTrigger, loginTriggerOf, withoutEidReturn } from "./login-triggers";

/** The modal's code loads only when a trigger asks for it. */
const LoginModal = lazy(() => import("./LoginModal").then((module) => ({ default: module.LoginModal })));

/**
 * Opens the login modal for the hash triggers and for an e-ID return (poolingId, cid or sid,
 * and type in the query) on any page, then removes the trigger from the address.
 */
export function LoginTriggers({ loggedIn }: { loggedIn: boolean }) {
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const [trigger, setTrigger] = useState<LoginTrigger | null>(null);

  useEffect(() => {
    if (!site.features.login) return;
    const found = loginTriggerOf(location.hash, location.search);
    if (!found) return;
    // A logged-in user needs no login form; the e-ID return page handles its own query.
    if (found.kind === "hash" && loggedIn) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
      return;
    }
    if (found.kind === "eidReturn" && location.pathname === `${site.urls.eIdentReturn}`) return;
    setTrigger(found);
    const search = found.kind === "eidReturn" ? withoutEidReturn(location.search) : location.search;
    navigate({ pathname: location.pathname, search }, { replace: true, preventScrollReset: true });
  }, [location, navigate, loggedIn, site]);

  if (!trigger) return null;
  const referrer = new URLSearchParams(location.search).get("referrer") ?? location.pathname;
  return (
    <Suspense fallback={null}>
      <LoginModal
        onClose={() => setTrigger(null)}
        referrer={referrer}
        {...(trigger.kind === "hash"
          ? trigger.props
          : { resume: { poolingId: trigger.poolingId, board: trigger.board } })}
      />
    </Suspense>
  );
}
