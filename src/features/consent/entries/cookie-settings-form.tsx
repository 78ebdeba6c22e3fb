/** The cookies page's settings form (issue 16). To be built. */
export function CookieSettingsForm({ sectionId }: { sectionId: string; heading?: string; level: "h1" | "h2" }) {
  return <section id={sectionId} />;
}
