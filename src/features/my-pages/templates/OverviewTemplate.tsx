import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myPages" (My Pages, menu key "myPages"). */
export function OverviewTemplate({ vm }: TemplateProps<"myPages">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
