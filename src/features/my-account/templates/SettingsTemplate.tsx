import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myPagesSettings" (My Pages, menu key "mySettings"). */
export function SettingsTemplate({ vm }: TemplateProps<"myPagesSettings">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
