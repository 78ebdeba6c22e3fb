import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myResidences" (My Pages, menu key "myResidences"). */
export function MyResidencesTemplate({ vm }: TemplateProps<"myResidences">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
