import { Component, type ReactNode } from "react";
import { withMessages } from "~/i18n/lazy-messages";
import { NotificationCenter } from "../components/NotificationBell";

/**
 * Notification failures are ignored (spec 000 section 8), also the bell's own: its messages
 * failing to load, or anything it throws while rendering, leaves the header without a bell
 * instead of taking the page down to its error boundary.
 */
class WithoutBellOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const Center = withMessages(["notifications"], NotificationCenter);

// The header loads the bell and its foldout through this entry, in a chunk of their own, once a
// logged-in visitor's session is known. The default export keeps the header's lazy import short
// (every page's first paint carries it).
export default function NotificationCenterEntry(props: Parameters<typeof NotificationCenter>[0]) {
  return (
    <WithoutBellOnFailure>
      <Center {...props} />
    </WithoutBellOnFailure>
  );
}
