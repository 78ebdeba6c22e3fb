import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myPagesTimeline" (My Pages, menu key "myTimeline"). */
export function TimelineTemplate({ vm }: TemplateProps<"myPagesTimeline">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
