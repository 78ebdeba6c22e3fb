import { MyPagesLayout } from "~/features/my-pages";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "../components/my-pages-content.module.css";
import { PhaseList } from "../components/PhaseList";

/** Template "myPagesTimeline": the phases 0–10 of each project the user bought in, the current one marked. */
export function TimelineTemplate({ vm }: TemplateProps<"myPagesTimeline">) {
  const { t } = useTranslation();
  const site = useSite();
  const { menu, projects } = vm.viewModel.data;
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      {projects.length === 0 ? (
        <p className={styles.empty}>{t("myPages.timeline.empty")}</p>
      ) : (
        projects.map((project) => (
          <section key={project.stageId} className={styles.section} aria-labelledby={`timeline-${project.stageId}`}>
            <h2 id={`timeline-${project.stageId}`}>{project.stageName}</h2>
            <p>{t("myPages.timeline.currentIs", { phase: t(`enums.projectPhase.${project.currentPhase}`) })}</p>
            {project.phases.length === 0 ? (
              <p className={styles.muted}>{t("myPages.timeline.noPhases")}</p>
            ) : (
              <PhaseList
                phases={project.phases}
                currentPhase={project.currentPhase}
                language={site.language}
                label={t("myPages.timeline.label", { stage: project.stageName })}
              />
            )}
          </section>
        ))
      )}
    </MyPagesLayout>
  );
}
