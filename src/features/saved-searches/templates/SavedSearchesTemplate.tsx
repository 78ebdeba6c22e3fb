import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "mySavedSearches" (My Pages, menu key "mySavedSearches"). */
export function SavedSearchesTemplate({ vm }: TemplateProps<"mySavedSearches">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
