import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myDocuments" (My Pages, menu key "myAgreements"). */
export function MyDocumentsTemplate({ vm }: TemplateProps<"myDocuments">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
